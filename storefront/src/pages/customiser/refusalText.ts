import type { TFunction } from 'i18next';
import { ApiRefusal } from '@pcshop/stores';
import type { CompatibilityIssue } from '@pcshop/stores/domain';
import { MAX_DRAFTS } from '@pcshop/stores/constants';
import { issueText } from './issueText';

/**
 * The server's refusal of a build (saving a draft, adding to the cart) in the shopper's words:
 * an incompatible build names the broken rules, as the customiser words them.
 */
export function refusalText(
  t: TFunction<'customiser'>,
  failure: unknown,
  {
    action,
    issues,
    locale,
  }: { action: 'save' | 'cart'; issues: readonly CompatibilityIssue[]; locale: string },
): string {
  const texts = action === 'save' ? 'drafts.errors' : 'cart.errors';
  if (!(failure instanceof ApiRefusal)) return t(`${texts}.failed`);
  const rules = failure.fields.rules ?? [];
  switch (failure.code) {
    case 'incompatible_build': {
      const reasons = issues
        .filter((issue) => rules.includes(issue.code))
        .map((issue) => issueText(t, issue, locale));
      return [t(`${texts}.incompatible`), ...reasons].join(' ');
    }
    case 'unknown_parts':
    case 'archived_parts':
      return t(`${texts}.unavailable`);
    case 'too_many_drafts':
      return t('drafts.errors.tooMany', { count: MAX_DRAFTS });
    case 'rate_limited':
      return t('cart.errors.rateLimited');
  }
  if (action === 'save' && failure.status === 400) return t('drafts.errors.invalidName');
  return t(`${texts}.failed`);
}
