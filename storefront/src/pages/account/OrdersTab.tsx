import { EmptyState, Link } from '@pcshop/design-system';
import { useEditionPath } from '../../navigation/useEditionPath';
import { useFormText } from './useFormText';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';

/** Orders, in progress and history: empty until the shop has taken an order from this account. */
export function OrdersTab() {
  const { t } = useFormText();
  const to = useEditionPath();
  return (
    <EmptyState
      icon="truck"
      title={t('orders.emptyTitle')}
      description={t('orders.emptyText')}
      action={
        <Link asChild>
          <RouterLink to={to('/')}>{t('orders.browse')}</RouterLink>
        </Link>
      }
    />
  );
}

export { OrdersTab as Component };
