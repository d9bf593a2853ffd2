import { useTranslation } from 'react-i18next';
import { Link } from '@pcshop/design-system';
import type { OrderLine } from '@pcshop/stores/schemas';
import { useEditionPath } from '../../navigation/useEditionPath';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';
import { orderDetailsPath } from './orderDetailsPath';
import { orderReviewPath } from './orderReviewPath';

/** 'View details', to the order's page; named with its reference, its visible words first. */
export function OrderDetailsLink({ order }: { order: { id: number; reference_number: string } }) {
  const { t } = useTranslation('account');
  const to = useEditionPath();
  return (
    <Link asChild>
      <RouterLink
        to={to(orderDetailsPath(order.id))}
        aria-label={t('orders.detailsOf', { reference: order.reference_number })}
      >
        {t('orders.details')}
      </RouterLink>
    </Link>
  );
}

/** 'Leave a review', to the review of the order's line; named with the item, its visible words first. */
export function ReviewLink({ orderId, line }: { orderId: number; line: OrderLine }) {
  const { t } = useTranslation('account');
  const to = useEditionPath();
  return (
    <Link asChild>
      <RouterLink
        to={to(orderReviewPath(orderId, line.id))}
        aria-label={t('orders.reviewOf', { title: line.title })}
      >
        {t('orders.review')}
      </RouterLink>
    </Link>
  );
}
