import { ComingSoon } from '@pcshop/design-system';
import { useFormText } from './useFormText';
import type { PageHandle } from '../../routes/pageHandle';

/** The affiliate area is marked coming soon (source document §1). */
export function AffiliateTab() {
  const { t } = useFormText();
  return (
    <ComingSoon
      labels={{
        badge: t('affiliate.badge'),
        title: t('affiliate.title'),
        description: t('affiliate.description'),
      }}
    />
  );
}

export { AffiliateTab as Component };

/** Rendered by the server for the signed-in shopper. */
export const handle: PageHandle = { serverRender: true, signedIn: true };
