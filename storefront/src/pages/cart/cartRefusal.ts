import type { TFunction } from 'i18next';
import { ApiRefusal, NetworkFailure } from '@pcshop/stores';

/** The refusals a cart change can meet (README, Basket API), in the shopper's words. */
const known = ['amount_above_maximum', 'basket_full', 'archived_product', 'unknown_product'];

/** Why a change to the cart (add, amount, remove, the sign-in merge) did not happen. */
export function cartRefusalText(t: TFunction<'cart'>, failure: unknown): string {
  if (failure instanceof NetworkFailure) return t('errors.network');
  if (failure instanceof ApiRefusal && known.includes(failure.code))
    return t(`errors.${failure.code}`);
  return t('errors.failed');
}
