import type { TFunction } from 'i18next';
import { numberFormat, type SpecGroup } from '@pcshop/design-system';
import type { CategorySlug, SpecificationRow } from '@pcshop/stores/schemas';

type Fact = SpecificationRow['facts'][string];

/**
 * Facts whose values are codes (`mid-tower`, `nvme`, `oem`) or free words (`black`): shown in
 * the edition's words from `specValues.<category>.<fact>.<value>`. The other text facts are
 * names that read the same in every language (`AM5`, `DDR5`, `B650`, `80+ Gold`).
 */
export const translatedFacts: { [C in CategorySlug]?: readonly string[] } = {
  case: ['towerSize', 'sidePanel', 'colour'],
  cooler: ['kind'],
  storage: ['kind', 'interface'],
  psu: ['modular'],
  lighting: ['kind'],
  'optical-drive': ['kind', 'interface'],
  os: ['licence'],
  accessory: ['kind', 'connection'],
};

/** One fact of a part as the edition writes it: words translated, numbers in its format. */
export function factValue(
  t: TFunction<'catalogue'>,
  locale: string,
  category: CategorySlug,
  key: string,
  value: Fact,
): string {
  const number = numberFormat(locale, { maximumFractionDigits: 1 });
  if (typeof value === 'boolean') return value ? t('facts.yes') : t('facts.no');
  if (typeof value === 'number') return number.format(value);
  if (translatedFacts[category]?.includes(key)) return t(`specValues.${category}.${key}.${value}`);
  // A drive's size in inches ('2.5', '3.5'); 'M.2' is a name.
  if (key === 'formFactor' && /^\d+(\.\d+)?$/.test(value))
    return t('facts.inches', { size: number.format(Number(value)) });
  if (key === 'resolution') return value.replace('x', ' × ');
  return value;
}

/** A model's specification as the table's groups: one per part, its facts for the edition. */
export function specificationGroups(
  t: TFunction<'catalogue'>,
  locale: string,
  specification: readonly SpecificationRow[],
): SpecGroup[] {
  const amount = numberFormat(locale);
  return specification.map((row) => ({
    title: row.label,
    rows: [
      {
        label: t('facts.part'),
        value: row.amount > 1 ? `${amount.format(row.amount)} × ${row.title}` : row.title,
      },
      ...Object.entries(row.facts).map(([key, value]) => ({
        label: t(`facts.${key}`),
        value: factValue(t, locale, row.category, key, value),
      })),
    ],
  }));
}
