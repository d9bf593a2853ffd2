import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import {
  EmptyState,
  Heading,
  Link,
  OrderCard,
  Pagination,
  Spinner,
  Stack,
  orderStatuses,
  type OrderCardProps,
} from '@pcshop/design-system';
import type { OrderProgress } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';
import { useEditionPath } from '../../navigation/useEditionPath';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';
import { LoadError } from '../catalogue/shared';
import { OrderDetailsLink, ReviewLink } from '../orders/OrderLinks';
import { useFormText } from './useFormText';
import type { PageHandle } from '../../routes/pageHandle';

type OrderListView = ReturnType<typeof useStores>['orders']['inProgress'];

/** The account's orders: those in progress and the history, each a page at a time. */
export const OrdersTab = observer(function OrdersTab() {
  const { t } = useFormText();
  const to = useEditionPath();
  const { orders } = useStores();
  useEffect(() => void orders.loadLists(), [orders]);
  const lists = [orders.inProgress, orders.history];
  if (lists.some((list) => list.page.state === 'error')) {
    return <LoadError onRetry={() => void orders.loadLists({ force: true })} />;
  }
  if (lists.some((list) => list.page.data === null)) {
    return <Spinner label={t('orders.loading')} showLabel />;
  }
  if (lists.every((list) => list.page.data!.total === 0)) {
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
  return (
    <Stack space="xlarge">
      <OrderSection list={orders.inProgress} title={t('orders.inProgress')} />
      <OrderSection list={orders.history} title={t('orders.history')} />
    </Stack>
  );
});

const OrderSection = observer(function OrderSection({
  list,
  title,
}: {
  list: OrderListView;
  title: string;
}) {
  const { t } = useFormText();
  const page = list.page.data!;
  if (page.total === 0) return null;
  return (
    <section aria-label={title}>
      <Stack space="medium">
        <Heading level={2}>{title}</Heading>
        {page.items.map((order) => (
          <OrderSummaryCard key={order.id} order={order} />
        ))}
        <Pagination
          page={page.page}
          pageCount={page.pages}
          onPageChange={(target) => void list.load(target)}
          labels={{
            navigation: t('orders.pages', { list: title }),
            previous: t('orders.previous'),
            next: t('orders.next'),
            page: (number) => t('orders.page', { page: number }),
            status: (number, count) => t('orders.pageOf', { page: number, count }),
          }}
        />
      </Stack>
    </section>
  );
});

/** Each status in words, for the order cards and the details page. */
export function useStatusLabels(): OrderCardProps['statusLabels'] {
  const { t } = useFormText();
  return Object.fromEntries(
    orderStatuses.map((status) => [status, t(`orders.status.${status}`)]),
  ) as OrderCardProps['statusLabels'];
}

const OrderSummaryCard = observer(function OrderSummaryCard({ order }: { order: OrderProgress }) {
  const { t } = useFormText();
  const { edition } = useStores();
  const statusLabels = useStatusLabels();
  return (
    <OrderCard
      reference={order.reference_number}
      status={order.status}
      statusLabels={statusLabels}
      placedOn={order.created_at}
      {...(order.estimated_ship_date ? { estimatedShipDate: order.estimated_ship_date } : {})}
      expectedDelivery={order.expected_delivery_time}
      {...(order.delivered_on ? { deliveredOn: order.delivered_on } : {})}
      {...(order.tracking_number
        ? { trackingNumber: `${order.carrier ?? ''} ${order.tracking_number}`.trim() }
        : {})}
      total={order.total_price}
      currency={order.currency.toUpperCase()}
      locale={edition.info.messageLocale}
      labels={{
        order: t('orders.order'),
        placedOn: t('orders.placedOn'),
        total: t('orders.total'),
        estimatedShipDate: t('orders.estimatedShipDate'),
        expectedDelivery: t('orders.expectedDelivery'),
        deliveredOn: t('orders.deliveredOn'),
        trackingNumber: t('orders.trackingNumber'),
        progress: t('orders.progress'),
        currentStep: t('orders.currentStep'),
      }}
      headingLevel={3}
      actions={
        <>
          {order.items
            .filter((item) => item.reviewable)
            .map((item) => (
              <ReviewLink key={item.id} orderId={order.id} line={item} />
            ))}
          <OrderDetailsLink order={order} />
        </>
      }
    />
  );
});

export { OrdersTab as Component };

/** Rendered by the server for the signed-in shopper, with their orders. */
export const handle: PageHandle = {
  serverRender: true,
  signedIn: true,
  preload: (root) => root.orders.loadLists(),
};
