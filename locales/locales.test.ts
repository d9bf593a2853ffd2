import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** SPEC §3: the six message locales; en-US is the fallback and the reference key set. */
const locales = ['en-US', 'en-GB', 'fr-FR', 'it', 'es-ES', 'de-DE'] as const;
const reference = 'en-US';
const root = path.dirname(fileURLToPath(import.meta.url));

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const namespacesOf = (locale: string) =>
  readdirSync(path.join(root, locale))
    .filter((file) => file.endsWith('.json'))
    .sort();

const read = (locale: string, file: string): Tree =>
  JSON.parse(readFileSync(path.join(root, locale, file), 'utf8')) as Tree;

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('has exactly the six locales', () => {
    const folders = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([...locales].sort());
  });

  for (const locale of locales.filter((l) => l !== reference)) {
    describe(locale, () => {
      it('has the same namespaces as the reference', () => {
        expect(namespacesOf(locale)).toEqual(namespacesOf(reference));
      });

      for (const file of namespacesOf(reference)) {
        it(`${file}: no key missing and none extra`, () => {
          const expected = keysOf(read(reference, file)).sort();
          const actual = keysOf(read(locale, file)).sort();
          expect({
            missing: expected.filter((k) => !actual.includes(k)),
            extra: actual.filter((k) => !expected.includes(k)),
          }).toEqual({ missing: [], extra: [] });
        });

        it(`${file}: every text non-empty with the reference's placeholders`, () => {
          const referenceTree = read(reference, file);
          const tree = read(locale, file);
          const lookup = (t: Tree, key: string) =>
            key
              .split('.')
              .reduce<string | Tree | undefined>(
                (node, part) => (typeof node === 'object' ? node[part] : undefined),
                t,
              );
          for (const key of keysOf(referenceTree)) {
            const text = lookup(tree, key);
            if (typeof text !== 'string') continue;
            expect(text.trim(), `${locale}/${file} ${key}`).not.toBe('');
            expect(placeholders(text), `${locale}/${file} ${key}`).toEqual(
              placeholders(lookup(referenceTree, key) as string),
            );
          }
        });
      }
    });
  }
});
