import { ComingSoon } from '@pcshop/design-system';
import { useFormText } from './useFormText';

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
