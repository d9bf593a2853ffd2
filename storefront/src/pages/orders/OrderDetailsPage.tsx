import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  ActionDialog,
  Alert,
  Badge,
  Button,
  Dialog,
  Heading,
  Link,
  OrderTimeline,
  Spinner,
  Stack,
  Text,
  formatMoney,
  type TimelineStep,
} from '@pcshop/design-system';
import type { OrderDetails, OrderItem } from '@pcshop/stores/schemas';
import { orderSteps, stepKey } from '@pcshop/stores';
import { useStores } from '@pcshop/stores/react';
import { useEditionPath } from '../../navigation/useEditionPath';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';
import { LoginRequired } from '../account/guards';
import { LoadError } from '../catalogue/shared';
import { useStatusLabels } from '../account/OrdersTab';
import { NotFoundPage } from '../errors/NotFoundPage';
import { useDocumentMeta } from '../useDocumentMeta';
import * as styles from './orders.css';
import type { PageHandle } from '../../routes/pageHandle';

/** `/order/details?id=…`: one of the customer's orders, where it stands and what it holds. */
export function OrderDetailsPage() {
  return (
    <LoginRequired>
      <OrderDetailsView />
    </LoginRequired>
  );
}

const OrderDetailsView = observer(function OrderDetailsView() {
  const { t } = useTranslation('account');
  const { orders } = useStores();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  useEffect(() => {
    if (valid) void orders.loadDetails(id);
  }, [orders, id, valid]);
  const order = orders.details.isReadyFor(String(id)) ? orders.details.data : null;
  useDocumentMeta(
    order
      ? t('orderDetails.metaTitle', { reference: order.reference_number })
      : t('orders.loading'),
    t('orderDetails.metaDescription'),
  );
  if (!valid || orders.details.notFound) return <NotFoundPage />;
  if (orders.details.state === 'error') {
    return <LoadError onRetry={() => void orders.loadDetails(id, { force: true })} />;
  }
  if (!order) return <Spinner label={t('orders.loading')} showLabel />;
  return <OrderDetailsContent order={order} />;
});

const OrderDetailsContent = observer(function OrderDetailsContent({
  order,
}: {
  order: OrderDetails;
}) {
  const { t } = useTranslation('account');
  const to = useEditionPath();
  const { edition, orders } = useStores();
  const statusLabels = useStatusLabels();
  const locale = edition.info.messageLocale;
  const intlLocale = edition.info.intlLocale;
  const money = (amount: number) =>
    formatMoney({ amount, currency: order.currency.toUpperCase() }, locale);
  const builds = orders.builds.isReadyFor(String(order.id)) ? (orders.builds.data ?? []) : [];
  const reached = new Map(order.timeline.map((event) => [stepKey(event.to), event.at]));
  const steps: TimelineStep[] = orderSteps(order).map(({ step, state }) => ({
    id: stepKey(step),
    label: step.build_stage
      ? t(`orders.stage.${step.build_stage}`)
      : t(`orders.status.${step.status}`),
    state,
    ...(reached.has(stepKey(step)) ? { reachedAt: reached.get(stepKey(step))! } : {}),
  }));
  const totals: Array<[string, string]> = [
    [t('orderDetails.subtotal'), money(order.subtotal)],
    ...(order.discount > 0
      ? [[t('orderDetails.discount'), `−${money(order.discount)}`] as [string, string]]
      : []),
    [
      t('orderDetails.shipping'),
      order.shipping_price === 0 ? t('orderDetails.free') : money(order.shipping_price),
    ],
    [t('orderDetails.vat'), money(order.vat)],
    [t('orderDetails.total'), money(order.total_price)],
  ];
  const address = order.shipping_address;
  return (
    <Stack space="xlarge" className={styles.page}>
      <Stack space="small">
        <Link asChild>
          <RouterLink to={to('/account/orders')}>{t('orderDetails.back')}</RouterLink>
        </Link>
        <div className={styles.heading}>
          <Heading level={1}>
            {t('orderDetails.title', { reference: order.reference_number })}
          </Heading>
          <Badge tone={order.status === 'cancelled' ? 'critical' : 'accent'}>
            {statusLabels[order.status]}
          </Badge>
        </div>
      </Stack>
      {orders.cancelling.refusal !== null && (
        <Alert tone="critical" live="assertive" message={t('orderDetails.cancelFailed')} />
      )}
      {order.status === 'cancelled' ? (
        <Alert tone="info" message={t('orderDetails.cancelled')} />
      ) : order.status === 'waiting_for_payment' ? (
        <Alert tone="warning" message={t('orderDetails.waitingForPayment')} />
      ) : (
        <OrderTimeline
          steps={steps}
          locale={intlLocale}
          timeZone={edition.info.timeZone}
          labels={{
            title: t('orderDetails.timeline'),
            current: t('orders.currentStep'),
            next: t('orderDetails.next'),
            trackingNumber: t('orders.trackingNumber'),
            track: t('orderDetails.track'),
            newTab: t('orderDetails.newTab'),
          }}
          {...(order.tracking_number
            ? { tracking: { carrier: order.carrier ?? '', number: order.tracking_number } }
            : {})}
        />
      )}
      {order.cancellable && <CancelOrder order={order} />}
      <DetailsSection id="order-items" title={t('orderDetails.items')}>
        <ul className={styles.items}>
          {order.items.map((item) => (
            <li key={item.id} className={styles.item}>
              <div className={styles.itemLine}>
                <Text weight="bold">{item.title}</Text>
                <Text>
                  {t('orderDetails.quantity', { amount: item.amount })} · {money(item.total)}
                </Text>
              </div>
              <BuildParts build={builds.find((build) => build.id === item.id)} />
            </li>
          ))}
        </ul>
      </DetailsSection>
      <DetailsSection id="order-totals" title={t('orderDetails.totals')}>
        <dl className={styles.totals}>
          {totals.map(([term, value]) => (
            <div key={term} className={styles.totalRow}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </DetailsSection>
      <DetailsSection id="order-address" title={t('orderDetails.shipTo')}>
        <address className={styles.address}>
          {address.first_name} {address.last_name}
          <br />
          {address.address.line1}
          {address.address.line2 ? (
            <>
              <br />
              {address.address.line2}
            </>
          ) : null}
          <br />
          {address.address.postcode} {address.address.city}
          <br />
          {address.phone}
        </address>
      </DetailsSection>
    </Stack>
  );
});

/** A part of the order page under its own heading. */
function DetailsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Stack space="small">
        <Heading level={2} id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}

/** What a PC build line holds: its components and the accessories that come with it. */
function BuildParts({ build }: { build: OrderItem | undefined }) {
  const { t } = useTranslation('account');
  if (!build) return null;
  const groups: Array<[string, OrderItem['components']]> = [
    [t('orderDetails.components'), build.components],
    [t('orderDetails.accessories'), build.accessories],
  ];
  return (
    <>
      {groups
        .filter(([, parts]) => parts.length > 0)
        .map(([title, parts]) => (
          <div key={title} className={styles.parts}>
            <Text size="small" weight="bold">
              {title}
            </Text>
            <ul aria-label={`${title}: ${build.title}`} className={styles.partList}>
              {parts.map((part) => (
                <li key={part.part_id}>
                  {part.amount > 1 ? `${part.amount} × ` : ''}
                  {part.title}
                </li>
              ))}
            </ul>
          </div>
        ))}
    </>
  );
}

/** The customer's cancel of a confirmed order not yet in progress, confirmed in a dialog. */
const CancelOrder = observer(function CancelOrder({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('account');
  const { orders } = useStores();
  const [open, setOpen] = useState(false);
  return (
    <ActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button tone="secondary">{t('orderDetails.cancel')}</Button>}
      title={t('orderDetails.cancelTitle', { reference: order.reference_number })}
      description={t('orderDetails.cancelDescription')}
      closeLabel={t('orderDetails.close')}
      actions={
        <>
          <Dialog.Close asChild>
            <Button tone="secondary" data-autofocus>
              {t('orderDetails.keep')}
            </Button>
          </Dialog.Close>
          <Button
            tone="critical"
            loading={orders.cancelling.pending}
            onClick={async () => {
              await orders.cancelling.run(order.id);
              setOpen(false);
            }}
          >
            {t('orderDetails.confirmCancel')}
          </Button>
        </>
      }
    />
  );
});

export { OrderDetailsPage as Component };

/** Rendered by the server for the signed-in shopper, with the order of `?id=`. */
export const handle: PageHandle = {
  serverRender: true,
  signedIn: true,
  preload: async (root, { search }) => {
    const id = Number(search.get('id'));
    if (Number.isInteger(id) && id > 0) await root.orders.loadDetails(id);
  },
};
