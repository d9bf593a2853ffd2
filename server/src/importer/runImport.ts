import type { CategorySlug } from '@pcshop/stores/schemas';
import type { Database } from '../db/client';
import { canonicalBrands } from './brands';
import {
  mapOpenDbPart,
  mappingsByOpenDbCategory,
  unsoldCategoryReason,
  type MappedPart,
} from './mappers/index';
import { implausibleValues, type ImplausibleValue } from './mappers/implausible';
import {
  assertCategoriesExist,
  refreshStatistics,
  writeBatch,
  type ImportRow,
  type RowOutcome,
} from './persist';
import { SkipPart } from './mappers/outcome';
import { defaultPricingRuleFile, loadPricingRule, offerFor, type PartOffer } from './pricing/rule';
import { openDataset } from './reader';

export interface ImportOptions {
  /** The dataset's root folder (holding open-db/ and schemas/). */
  folder: string;
  /** A pricing rule file; the committed default rule otherwise. */
  pricingFile?: string;
  /** Reads, validates, maps and prices without touching the database. */
  dryRun?: boolean;
  /** At most this many files of each category. */
  limitPerCategory?: number;
  /** Parts written per transaction. */
  batchSize?: number;
  /** Where to write; not needed for a dry run. */
  database?: Database;
  /** Progress lines (one per written batch). */
  onProgress?: (message: string) => void;
}

export type CategoryCounts = Record<RowOutcome, number>;

export interface ImportReport {
  folder: string;
  attribution: string;
  dryRun: boolean;
  /** Part files read (or counted, for categories we don't sell). */
  files: number;
  /** Parts that map to our catalogue (new, updated and unchanged together). */
  accepted: number;
  acceptedByCategory: Partial<Record<CategorySlug, number>>;
  /** What the writes did; all 0 in a dry run. */
  imported: number;
  updated: number;
  unchanged: number;
  byCategory: Partial<Record<CategorySlug, CategoryCounts>>;
  skipped: number;
  /** Files valid against their OpenDB schema, per category of ours: what `accepted` is a share of. */
  validByCategory: Partial<Record<CategorySlug, number>>;
  /** Accepted parts whose data sheet doesn't list a fact, per `category.field`, most first. */
  unknownByFact: { fact: string; count: number }[];
  /** Parts each implausible value entry (mappers/implausible.ts) read as unknown. */
  implausible: { entry: ImplausibleValue; fact: string; when: string; count: number }[];
  /** Skip reasons, most frequent first. */
  skippedByReason: { reason: string; count: number }[];
  durationMs: number;
}

/** Every category the importer writes to: the rule must price them and the catalogue hold them. */
export const importedCategories: readonly CategorySlug[] = [
  ...new Set(Object.values(mappingsByOpenDbCategory).map((mapping) => mapping.category)),
];

const DEFAULT_BATCH_SIZE = 1000;

/** Loads a BuildCores OpenDB folder into the catalogue; see README, Importing BuildCores OpenDB. */
export async function importBuildCores(options: ImportOptions): Promise<ImportReport> {
  const started = performance.now();
  const dataset = openDataset(options.folder);
  const rule = loadPricingRule(options.pricingFile ?? defaultPricingRuleFile, importedCategories);
  const { database, dryRun = false } = options;
  if (!dryRun) {
    if (!database) throw new Error('importBuildCores needs a database unless it is a dry run');
    await assertCategoriesExist(database, importedCategories);
  }

  const reasons = new Map<string, number>();
  const skip = (reason: string) => reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  const accepted: { sourceId: string; part: MappedPart }[] = [];
  const validByCategory: ImportReport['validByCategory'] = {};
  let files = 0;
  for (const outcome of dataset.files({
    limitPerCategory: options.limitPerCategory,
    skipCategory: unsoldCategoryReason,
  })) {
    files += 1;
    if (!outcome.ok) {
      skip(outcome.reason);
      continue;
    }
    const category = mappingsByOpenDbCategory[outcome.part.openDbCategory]?.category;
    if (category) validByCategory[category] = (validByCategory[category] ?? 0) + 1;
    const mapped = mapOpenDbPart(outcome.part.openDbCategory, outcome.part.data);
    if (mapped.ok) accepted.push({ sourceId: outcome.part.sourceId, part: mapped.part });
    else skip(mapped.reason);
  }

  const priced: { sourceId: string; part: MappedPart; offer: PartOffer }[] = [];
  for (const { sourceId, part } of accepted) {
    try {
      priced.push({ sourceId, part, offer: offerFor(rule, part, sourceId) });
    } catch (error) {
      if (!(error instanceof SkipPart)) throw error;
      skip(error.reason);
    }
  }
  const brands = canonicalBrands(priced.map(({ part }) => part.brand));
  const rows = priced.map(({ sourceId, part, offer }): ImportRow => ({
    sourceId,
    reference: `bc-${sourceId}`,
    category: part.category,
    brand: brands.get(part.brand) ?? part.brand,
    title: part.title,
    specs: part.specs,
    attribution: dataset.attribution,
    deliveryDays: offer.deliveryDays,
    stock: offer.stock,
    prices: offer.prices,
  }));

  const acceptedByCategory: ImportReport['acceptedByCategory'] = {};
  for (const row of rows) {
    acceptedByCategory[row.category] = (acceptedByCategory[row.category] ?? 0) + 1;
  }
  const byCategory: ImportReport['byCategory'] = {};
  if (database && !dryRun) {
    const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    for (let start = 0; start < rows.length; start += batchSize) {
      const batch = rows.slice(start, start + batchSize);
      for (const { row, outcome } of await writeBatch(database, batch)) {
        const counts = (byCategory[row.category] ??= { imported: 0, updated: 0, unchanged: 0 });
        counts[outcome] += 1;
      }
      options.onProgress?.(`wrote ${start + batch.length}/${rows.length}`);
    }
    const written = Object.values(byCategory).some(
      (counts) => counts.imported + counts.updated > 0,
    );
    if (written) await refreshStatistics(database);
  }

  const totals = Object.values(byCategory);
  const sum = (outcome: RowOutcome) => totals.reduce((total, counts) => total + counts[outcome], 0);
  return {
    folder: dataset.root,
    attribution: dataset.attribution,
    dryRun,
    files,
    accepted: rows.length,
    acceptedByCategory,
    imported: sum('imported'),
    updated: sum('updated'),
    unchanged: sum('unchanged'),
    byCategory,
    skipped: files - rows.length,
    validByCategory,
    unknownByFact: countUnknownFacts(priced.map(({ part }) => part)),
    implausible: countImplausible(priced.map(({ part }) => part)),
    skippedByReason: [...reasons]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || (a.reason < b.reason ? -1 : 1)),
    durationMs: performance.now() - started,
  };
}

/** How many parts leave each fact unlisted (null), most first. */
function countUnknownFacts(parts: readonly MappedPart[]): ImportReport['unknownByFact'] {
  const counts = new Map<string, number>();
  for (const part of parts) {
    for (const [field, value] of Object.entries(part.specs)) {
      if (value !== null) continue;
      const fact = `${part.category}.${field}`;
      counts.set(fact, (counts.get(fact) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([fact, count]) => ({ fact, count }))
    .sort((a, b) => b.count - a.count || (a.fact < b.fact ? -1 : 1));
}

/** How many parts each implausible value entry touched, in the table's order. */
function countImplausible(parts: readonly MappedPart[]): ImportReport['implausible'] {
  const counts = new Map<ImplausibleValue, number>();
  for (const part of parts) {
    for (const entry of part.implausible) counts.set(entry, (counts.get(entry) ?? 0) + 1);
  }
  return (Object.keys(implausibleValues) as ImplausibleValue[]).map((entry) => ({
    entry,
    ...implausibleValues[entry],
    count: counts.get(entry) ?? 0,
  }));
}
