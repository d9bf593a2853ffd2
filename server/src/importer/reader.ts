import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { readAttribution } from './attribution';
import { ImportError } from './errors';

/** One part file of the dataset, valid against its category's OpenDB schema. */
export interface OpenDbFile {
  /** OpenDB's category folder (`CPU`, `PCCase`). */
  openDbCategory: string;
  /** `open-db/<Category>/<uuid>.json`, relative to the dataset root. */
  file: string;
  /** OpenDB's stable id (`opendb_id`, the file's name). */
  sourceId: string;
  data: unknown;
}

export type ReadOutcome =
  | { ok: true; part: OpenDbFile }
  | { ok: false; openDbCategory: string; file: string; reason: string };

export interface OpenDbDataset {
  root: string;
  /** The notice kept with every imported part. */
  attribution: string;
  /** The category folders under `open-db/`, sorted. */
  categories: string[];
  /**
   * Every part file in category and name order, read, parsed and validated one at a time; at
   * most `limitPerCategory` files of each category when given. The files of a category for which
   * `skipCategory` gives a reason are reported skipped with it, unread.
   */
  files(options?: ReadOptions): Generator<ReadOutcome>;
}

export interface ReadOptions {
  limitPerCategory?: number;
  skipCategory?: (openDbCategory: string) => string | null;
}

/**
 * Opens a folder in the BuildCores OpenDB layout: `open-db/<Category>/<uuid>.json` part files,
 * `schemas/<Category>.schema.json` JSON schemas (draft-07), a licence file at the root.
 */
export function openDataset(root: string): OpenDbDataset {
  const partsDir = path.join(root, 'open-db');
  if (!existsSync(partsDir) || !statSync(partsDir).isDirectory()) {
    throw new ImportError(`${root} is not a BuildCores OpenDB folder: it has no open-db/ folder`);
  }
  const attribution = readAttribution(root);
  const categories = readdirSync(partsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const validators = new SchemaValidators(path.join(root, 'schemas'));
  return {
    root,
    attribution,
    categories,
    *files({ limitPerCategory, skipCategory } = {}) {
      const seen = new Set<string>();
      for (const openDbCategory of categories) {
        const names = readdirSync(path.join(partsDir, openDbCategory))
          .filter((name) => name.endsWith('.json'))
          .sort()
          .slice(0, limitPerCategory ?? Infinity);
        const reason = skipCategory?.(openDbCategory) ?? null;
        for (const name of names) {
          yield reason === null
            ? readPart(openDbCategory, name, validators, seen, partsDir)
            : skipped(openDbCategory, name, reason);
        }
      }
    },
  };
}

function readPart(
  openDbCategory: string,
  name: string,
  validators: SchemaValidators,
  seen: Set<string>,
  partsDir: string,
): ReadOutcome {
  const skip = (reason: string) => skipped(openDbCategory, name, reason);
  const validate = validators.forCategory(openDbCategory);
  if (typeof validate === 'string') return skip(validate);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path.join(partsDir, openDbCategory, name), 'utf8'));
  } catch (error) {
    return skip(`invalid JSON (${(error as Error).message})`);
  }
  if (!validate(data)) {
    const issue = validate.errors?.[0];
    return skip(
      `invalid: ${issue?.instancePath || '/'} ${issue?.message ?? 'does not match the schema'}`,
    );
  }
  const fileId = name.slice(0, -'.json'.length);
  const openDbId = (data as { opendb_id?: unknown } | null)?.opendb_id;
  if (typeof openDbId === 'string' && openDbId !== fileId) {
    return skip('opendb_id differs from the file name');
  }
  if (seen.has(fileId)) return skip('duplicate opendb_id');
  seen.add(fileId);
  return {
    ok: true,
    part: { openDbCategory, file: fileOf(openDbCategory, name), sourceId: fileId, data },
  };
}

function fileOf(openDbCategory: string, name: string): string {
  return path.posix.join('open-db', openDbCategory, name);
}

function skipped(openDbCategory: string, name: string, reason: string): ReadOutcome {
  return {
    ok: false,
    openDbCategory,
    file: fileOf(openDbCategory, name),
    reason: `${openDbCategory}: ${reason}`,
  };
}

/** Each category's compiled schema, compiled on first use; a category without one is reported. */
class SchemaValidators {
  private readonly ajv = new Ajv({ strict: false, validateFormats: false });
  private readonly compiled = new Map<string, ValidateFunction | string>();

  constructor(private readonly schemasDir: string) {}

  forCategory(openDbCategory: string): ValidateFunction | string {
    const known = this.compiled.get(openDbCategory);
    if (known !== undefined) return known;
    const file = path.join(this.schemasDir, `${openDbCategory}.schema.json`);
    let validator: ValidateFunction | string;
    if (!existsSync(file)) {
      validator = `no schema (schemas/${openDbCategory}.schema.json)`;
    } else {
      try {
        validator = this.ajv.compile(JSON.parse(readFileSync(file, 'utf8')));
      } catch (error) {
        validator = `unusable schema (${(error as Error).message})`;
      }
    }
    this.compiled.set(openDbCategory, validator);
    return validator;
  }
}
