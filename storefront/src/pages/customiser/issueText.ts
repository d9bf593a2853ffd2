import type { TFunction } from 'i18next';
import { conjunctionList, numberFormat } from '@pcshop/design-system';
import type { CompatibilityIssue } from '@pcshop/stores/domain';

/**
 * A rule's parameters written for the locale: numbers with its separators and decimal mark,
 * lists joined in its words ("240, 280 and 360 mm" / "240, 280 et 360 mm").
 */
export function localeParams(
  params: CompatibilityIssue['params'],
  locale: string,
): Record<string, string> {
  const number = numberFormat(locale, { maximumFractionDigits: 1 });
  const list = conjunctionList(locale);
  const format = (value: string | number) =>
    typeof value === 'number' ? number.format(value) : value;
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      Array.isArray(value) ? list.format(value.map(format)) : format(value),
    ]),
  );
}

/**
 * The translated message of a broken rule, its parameters filled for the locale; for a check that
 * couldn't be made, what couldn't be verified and which facts aren't listed ("We couldn't verify
 * that NH-D15 fits Pop Air: the case's maximum cooler height isn't listed.").
 */
export function issueText(t: TFunction<'customiser'>, issue: CompatibilityIssue, locale: string) {
  const params = localeParams(issue.params, locale);
  if (issue.severity !== 'unverified') return t(`rules.${issue.code}`, params);
  const facts = conjunctionList(locale).format(
    (issue.missing ?? []).map((fact) => t(`facts.${fact}`)),
  );
  return t('unverifiedNote', { check: t(`unverified.${issue.code}`, params), facts });
}

/** The short title of a broken rule or of a check that couldn't be made. */
export function issueTitle(t: TFunction<'customiser'>, issue: CompatibilityIssue) {
  return issue.severity === 'unverified'
    ? t(`unverifiedTitles.${issue.code}`)
    : t(`ruleTitles.${issue.code}`);
}
