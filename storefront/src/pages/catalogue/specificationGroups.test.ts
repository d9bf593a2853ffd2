import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { specsSchemaByCategory, type SpecificationRow } from '@pcshop/stores/schemas';
import { seedParts } from '../../../../server/src/db/seed/catalogue/parts/index';
import { specificationFacts } from '../../../../server/src/services/catalogue/specification';
import { specificationGroups, translatedFacts } from './specificationGroups';

const localesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../locales',
);
/** Each locale folder with the Intl locale its editions format numbers in. */
const locales = ['en-GB', 'en-US', 'fr-FR', 'it', 'es-ES', 'de-DE'] as const;

/** The specification rows the server answers for the seed catalogue: one per part. */
const rows: SpecificationRow[] = seedParts.map((part) => ({
  category: part.category,
  label: part.category,
  partId: part.reference,
  title: part.title,
  amount: 1,
  facts: specificationFacts(part.category, part.specs as never),
}));

/** A value as the catalogue stores it: a code such as `mid-tower`, `nvme`, `oem` or `black`. */
const rawCode = /^[a-z][a-z0-9]*([ -][a-z0-9]+)*$/;

const translators = new Map<string, { t: TFunction<'catalogue'>; missing: string[] }>();
beforeAll(async () => {
  for (const locale of locales) {
    const missing: string[] = [];
    const instance = i18next.createInstance();
    await instance.init({
      lng: locale,
      fallbackLng: false,
      ns: ['catalogue'],
      defaultNS: 'catalogue',
      resources: {
        [locale]: {
          catalogue: JSON.parse(
            readFileSync(path.join(localesDir, locale, 'catalogue.json'), 'utf8'),
          ) as object,
        },
      },
      saveMissing: true,
      missingKeyHandler: (_languages, _namespace, key) => missing.push(key),
      interpolation: { escapeValue: false },
    });
    translators.set(locale, { t: instance.getFixedT(locale, 'catalogue'), missing });
  }
});

describe.each(locales)('the specification of every seed part in %s', (locale) => {
  it('shows no raw code and no missing text', () => {
    const { t, missing } = translators.get(locale)!;
    const groups = specificationGroups(t, locale, rows);
    const raw = groups.flatMap((group, index) =>
      group.rows
        .slice(1)
        .filter((row, fact) => {
          const value = Object.values(rows[index]!.facts)[fact];
          return typeof value === 'string' && rawCode.test(value) && row.value === value;
        })
        .map((row) => `${rows[index]!.partId} ${row.label}: ${String(row.value)}`),
    );
    expect(raw).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('writes numbers in the edition’s format', () => {
    const { t } = translators.get(locale)!;
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const groups = specificationGroups(t, locale, rows);
    groups.forEach((group, index) =>
      Object.values(rows[index]!.facts).forEach((value, fact) => {
        if (typeof value === 'number')
          expect(group.rows[fact + 1]!.value).toBe(number.format(value));
      }),
    );
  });

  it('has words for every value of the coded facts, not only those the seed uses', () => {
    const { t, missing } = translators.get(locale)!;
    for (const [category, keys] of Object.entries(translatedFacts)) {
      const shape = specsSchemaByCategory[category as keyof typeof translatedFacts].shape as Record<
        string,
        { options?: readonly string[] }
      >;
      for (const key of keys) {
        for (const value of shape[key]?.options ?? []) {
          t(`specValues.${category}.${key}.${value}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('a French specification', () => {
  it('reads in French, decimals with a comma', () => {
    const { t } = translators.get('fr-FR')!;
    const [group] = specificationGroups(t, 'fr-FR', [
      {
        category: 'cpu',
        label: 'Processeur',
        partId: '1',
        title: 'AMD Ryzen 7 7800X3D',
        amount: 1,
        facts: { boostClockGhz: 4.4, cores: 8 },
      },
    ]);
    expect(group!.rows.map((row) => row.value)).toEqual(['AMD Ryzen 7 7800X3D', '4,4', '8']);
    const [drive] = specificationGroups(t, 'fr-FR', [
      {
        category: 'storage',
        label: 'Stockage',
        partId: '2',
        title: 'Seagate BarraCuda 2 To',
        amount: 2,
        facts: { kind: 'hdd', interface: 'sata', formFactor: '3.5' },
      },
    ]);
    expect(drive!.rows.map((row) => row.value)).toEqual([
      '2 × Seagate BarraCuda 2 To',
      'Disque dur',
      'SATA',
      '3,5 pouces',
    ]);
  });
});
