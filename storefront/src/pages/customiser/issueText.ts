import type { TFunction } from 'i18next';
import type { CompatibilityIssue } from '@pcshop/stores/domain';

/** A rule's parameters written for the locale: numbers with its separators. */
export function localeParams(
  params: CompatibilityIssue['params'],
  locale: string,
): Record<string, string> {
  const number = new Intl.NumberFormat(locale);
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'number' ? number.format(value) : value,
    ]),
  );
}

/** The translated message of a broken rule, its parameters filled for the locale. */
export function issueText(t: TFunction<'customiser'>, issue: CompatibilityIssue, locale: string) {
  return t(`rules.${issue.code}`, localeParams(issue.params, locale));
}
