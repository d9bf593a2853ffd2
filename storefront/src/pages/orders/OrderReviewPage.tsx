import { useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Alert, Heading, Link, ReviewForm, Spinner, Stack, Text } from '@pcshop/design-system';
import type { ApiSchemas } from '@pcshop/stores';
import type { OrderDetails, OrderLine } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';
import { useApiForm } from '../../forms/useApiForm';
import { useEditionPath } from '../../navigation/useEditionPath';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';
import { LoginRequired } from '../account/guards';
import { LoadError } from '../catalogue/shared';
import { NotFoundPage } from '../errors/NotFoundPage';
import { useDocumentMeta } from '../useDocumentMeta';
import { OrderDetailsLink, ReviewLink } from './OrderLinks';
import { orderReviewPath } from './orderReviewPath';
import * as styles from './orders.css';
import type { PageHandle } from '../../routes/pageHandle';

const pickReviewSchema = (all: ApiSchemas) => all.orderReviewRequestSchema;
/** A positive whole number from the query, or null. */
const idParam = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * `/order/review?id=…&item=…`: the customer reviews a line of their delivered order (stars, a
 * title, an optional text), once; or reads why it can't be reviewed. Without `item` (the delivery
 * email's link), the order's lines to pick from, or straight to its only one.
 */
export function OrderReviewPage() {
  return (
    <LoginRequired>
      <OrderReviewView />
    </LoginRequired>
  );
}

const OrderReviewView = observer(function OrderReviewView() {
  const { t } = useTranslation('account');
  const { orders } = useStores();
  const review = orders.review;
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const named = params.has('item');
  const item = idParam(params.get('item'));
  const valid = id !== null && (!named || item !== null);
  useEffect(() => {
    if (valid) void review.open(id!, item);
  }, [review, valid, id, item]);
  const order = id !== null && review.order.isReadyFor(String(id)) ? review.order.data : null;
  const line = order ? review.line : null;
  useDocumentMeta(
    line ? t('review.metaTitle', { title: line.title }) : t('review.title'),
    t('review.metaDescription'),
  );
  if (!valid) return <NotFoundPage />;
  const availability = review.availability;
  if (availability === 'not_found') return <NotFoundPage />;
  if (availability === 'error') {
    return <LoadError onRetry={() => void review.open(id!, item, { force: true })} />;
  }
  if (order && availability === 'choose') return <OrderLines order={order} />;
  if (!order || !line) return <Spinner label={t('orders.loading')} showLabel />;
  return <OrderReviewContent order={order} line={line} />;
});

/** Why none of a delivered order's lines can be reviewed, or null when they can. */
function closedMessage(order: OrderDetails): 'review.cancelled' | 'review.notDelivered' | null {
  if (order.status === 'cancelled') return 'review.cancelled';
  return order.status === 'completed' ? null : 'review.notDelivered';
}

/** An order's lines, each with its way to be reviewed; an order of one line goes straight to it. */
const OrderLines = observer(function OrderLines({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('account');
  const to = useEditionPath();
  const [only] = order.items;
  if (order.items.length === 1 && only) {
    return <Navigate to={to(orderReviewPath(order.id, only.id))} replace />;
  }
  const closed = closedMessage(order);
  return (
    <Stack space="large" className={styles.page}>
      <Stack space="small">
        <Link asChild>
          <RouterLink to={to('/account/orders')}>{t('orderDetails.back')}</RouterLink>
        </Link>
        <Heading level={1}>{t('review.title')}</Heading>
        <Text weight="bold">
          {t('orders.order')} {order.reference_number}
        </Text>
      </Stack>
      {closed && <Alert tone="info" message={t(closed)} />}
      <ul className={styles.items}>
        {order.items.map((line) => (
          <li key={line.id} className={styles.itemLine}>
            <Text weight="bold">{line.title}</Text>
            {line.reviewable ? (
              <ReviewLink orderId={order.id} line={line} />
            ) : line.reviewed ? (
              <Text tone="muted">{t('review.done')}</Text>
            ) : null}
          </li>
        ))}
      </ul>
    </Stack>
  );
});

const OrderReviewContent = observer(function OrderReviewContent({
  order,
  line,
}: {
  order: OrderDetails;
  line: OrderLine;
}) {
  const { t } = useTranslation('account');
  const to = useEditionPath();
  const { edition, orders } = useStores();
  const review = orders.review;
  const availability = review.availability;
  const deliveredOn = order.delivered_on
    ? new Intl.DateTimeFormat(edition.info.intlLocale, {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${order.delivered_on}T00:00:00Z`))
    : null;
  const back = (
    <Link asChild>
      <RouterLink to={to('/account/orders')}>{t('orderDetails.back')}</RouterLink>
    </Link>
  );
  return (
    <Stack space="large" className={styles.page}>
      <Stack space="small">
        {back}
        <Heading level={1}>{t('review.title')}</Heading>
        <Text weight="bold">
          {t('review.item', { title: line.title, reference: order.reference_number })}
        </Text>
        {deliveredOn && <Text tone="muted">{t('review.deliveredOn', { date: deliveredOn })}</Text>}
      </Stack>
      {availability === 'not_delivered' ? (
        <Alert
          tone="info"
          message={t('review.notDelivered')}
          action={<OrderDetailsLink order={order} />}
        />
      ) : availability === 'cancelled' ? (
        <Alert tone="info" message={t('review.cancelled')} />
      ) : availability === 'reviewed' ? (
        <Alert tone="info" message={t('review.alreadyReviewed')} />
      ) : (
        <ReviewFormSection />
      )}
    </Stack>
  );
});

/** The form, then 'Review submitted!' with the way to the model's reviews. */
const ReviewFormSection = observer(function ReviewFormSection() {
  const { t } = useTranslation('account');
  const to = useEditionPath();
  const { orders } = useStores();
  const review = orders.review;
  const { register, control, fieldError, submit, failure, formRef, errorRef } = useApiForm(
    pickReviewSchema,
    { item: review.itemId ?? 0, title: '', text: '' },
  );
  const submittedRef = useRef<HTMLDivElement>(null);
  const submitted = review.submitted;
  useEffect(() => {
    if (submitted) submittedRef.current?.focus();
  }, [submitted]);
  const form = (
    <Controller
      control={control}
      name="rating"
      render={({ field }) => (
        <ReviewForm
          ref={formRef}
          errorRef={errorRef}
          status={submitted ? 'submitted' : review.sending ? 'submitting' : 'idle'}
          rating={field}
          title={register('title')}
          text={register('text')}
          onSubmit={submit((values) => review.submit(values))}
          errors={{
            rating: fieldError('rating'),
            title: fieldError('title'),
            text: fieldError('text'),
            form: failure,
          }}
          labels={{
            rating: t('review.rating'),
            stars: (count) => t('review.stars', { count }),
            title: t('review.titleLabel'),
            text: t('review.text'),
            textHint: t('review.textHint'),
            submit: t('review.submit'),
            submitted: t('review.submitted'),
          }}
        />
      )}
    />
  );
  if (!submitted) return form;
  return (
    // The form is gone: focus moves to what replaced it.
    <div ref={submittedRef} tabIndex={-1}>
      <Stack space="medium">
        {form}
        {submitted.model && (
          <Link asChild>
            <RouterLink to={to(`/gaming-pcs/${submitted.model}`)}>
              {t('review.seeModel', { title: review.line?.title ?? submitted.model })}
            </RouterLink>
          </Link>
        )}
      </Stack>
    </div>
  );
});

export { OrderReviewPage as Component };

/** Rendered by the server for the signed-in shopper, with the order and line of the address. */
export const handle: PageHandle = {
  serverRender: true,
  signedIn: true,
  preload: async (root, { search }) => {
    const id = idParam(search.get('id'));
    const item = idParam(search.get('item'));
    if (id !== null && (!search.has('item') || item !== null)) {
      await root.orders.review.open(id, item);
    }
  },
};
