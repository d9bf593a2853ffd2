import { Suspense, lazy, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  PaymentChallenge,
  Spinner,
  TestCardForm,
  Text,
  formatMoney,
  type TestCardField,
  type TestCardValues,
} from '@pcshop/design-system';
import { loadSchemas } from '@pcshop/stores';
import type { Order, PaymentSession } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';
import { useRefusalText } from '../../forms/refusalText';
import { useHydrated } from '../../ssr/useHydrated';
import { useDocumentMeta } from '../useDocumentMeta';
import { stagePath, useGoToStage } from './stagePath';
import * as cartStyles from '../cart/cart.css';
import * as styles from './checkout.css';

/** The test processor's cards (README: Payments), in the order the form lists them. */
const testCards = [
  { number: '4242 4242 4242 4242', outcome: 'paid' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 3220', outcome: 'challenge' },
  { number: '4000 0000 0000 0077', outcome: 'later' },
] as const;

const declineReasons = [
  'card_declined',
  'insufficient_funds',
  'authentication_failed',
  'card_not_supported',
] as const;

const cardFieldOf: Record<string, TestCardField> = {
  card_number: 'cardNumber',
  expiry: 'expiry',
  cvc: 'cvc',
};

/** Stripe's code is a chunk of its own: only a Stripe payment loads it (and js.stripe.com). */
const StripePaymentForm = lazy(() => import('./StripePaymentForm'));

/** Milliseconds left until `until`, counted down every second. */
function useTimeLeft(until: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return until === null ? null : Math.max(0, Date.parse(until) - now);
}

const minutesAndSeconds = (ms: number) => {
  const seconds = Math.ceil(ms / 1_000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** Stage 3: the amount, the time left to pay, and the test card form or the bank's challenge. */
export const PaymentStage = observer(function PaymentStage() {
  const { t } = useTranslation('checkout');
  const { checkout, edition } = useStores();
  const goTo = useGoToStage();
  useDocumentMeta(t('payment.metaTitle'), t('payment.title'));
  const order = checkout.order;
  const timeLeft = useTimeLeft(order?.reserved_until ?? null);
  // The server's clock is not the browser's: the time left is shown once the page is hydrated.
  const clockKnown = useHydrated();
  const confirmed = checkout.confirmed;
  useEffect(() => {
    if (confirmed) goTo(4, { replace: true });
  }, [confirmed, goTo]);
  if (!order) return null;
  const amount = formatMoney(
    { amount: order.total_price, currency: order.currency.toUpperCase() },
    edition.info.messageLocale,
  );
  const expired = ((clockKnown && timeLeft === 0) || checkout.cancelled) && !confirmed;
  return (
    <section className={styles.stage} aria-labelledby="checkout-payment">
      <h1 id="checkout-payment" className={cartStyles.title}>
        {t('payment.title')}
      </h1>
      <Text size="large" weight="bold">
        {t('payment.amount', { amount })}
      </Text>
      {timeLeft !== null && !expired && (
        <p role="timer" className={styles.deadline}>
          {clockKnown ? t('payment.payWithin', { time: minutesAndSeconds(timeLeft) }) : '\u00a0'}
        </p>
      )}
      {expired ? (
        <Alert tone="warning" message={t('payment.expired')} action={<BackToCart />} />
      ) : (
        <PaymentStep order={order} amount={amount} />
      )}
    </section>
  );
});

const BackToCart = observer(function BackToCart() {
  const { t } = useTranslation('checkout');
  const { checkout } = useStores();
  const goTo = useGoToStage();
  return (
    <Button
      tone="secondary"
      onClick={() => {
        checkout.reset();
        goTo(0);
      }}
    >
      {t('backToCart')}
    </Button>
  );
});

const PaymentStep = observer(function PaymentStep({
  order,
  amount,
}: {
  order: Order;
  amount: string;
}) {
  const { t } = useTranslation('checkout');
  const { checkout } = useStores();
  const refusalText = useRefusalText();
  const [errors, setErrors] = useState<Partial<Record<TestCardField, string>>>({});
  const failure =
    checkout.openPayment.refusal ??
    checkout.payWithCard.refusal ??
    checkout.answerChallenge.refusal;
  const failed = failure !== null && (
    <Alert
      tone="critical"
      live="assertive"
      message={refusalText(failure)}
      action={
        checkout.openPayment.refusal !== null ? (
          <Button tone="secondary" onClick={() => void checkout.openPayment.run()}>
            {t('tryAgain')}
          </Button>
        ) : undefined
      }
    />
  );
  // The card is checked with the shared schema, loaded when the shopper first pays: a page
  // rendered on the server starts without the schemas.
  const check = async (values: TestCardValues) => {
    const { testCardSchema } = await loadSchemas();
    const parsed = testCardSchema.omit({ client_secret: true }).safeParse({
      card_number: values.cardNumber,
      expiry: values.expiry,
      cvc: values.cvc,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => {
            const field = cardFieldOf[String(issue.path[0])] ?? 'cardNumber';
            return [field, t(`card.errors.${field}`)];
          }),
        ),
      );
      return;
    }
    setErrors({});
    await checkout.payWithCard.run(parsed.data);
  };
  const pay = (values: TestCardValues) => {
    check(values).catch((error: unknown) => {
      console.error('Checking the card failed', error);
    });
  };
  const reason = checkout.declineReason;
  switch (checkout.paymentStep) {
    case 'card':
      if (checkout.payment?.provider === 'stripe') {
        return <StripeStep payment={checkout.payment} amount={amount} />;
      }
      return (
        <>
          {failed}
          <TestCardForm
            onSubmit={pay}
            cards={testCards.map((card) => ({
              number: card.number,
              outcome: t(`card.outcomes.${card.outcome}`),
            }))}
            labels={{
              title: t('card.title'),
              cardNumber: t('card.number'),
              expiry: t('card.expiry'),
              expiryHint: t('card.expiryHint'),
              cvc: t('card.cvc'),
              pay: t('card.pay', { amount }),
              testNotice: t('card.testNotice'),
              testCards: t('card.testCards'),
            }}
            errors={errors}
            paying={checkout.payWithCard.pending}
            {...(reason
              ? {
                  declined: t(
                    `declined.${declineReasons.find((known) => known === reason) ?? 'other'}`,
                  ),
                }
              : {})}
          />
        </>
      );
    case 'challenge':
      return (
        <>
          {failed}
          <PaymentChallenge
            onAnswer={(approve) => void checkout.answerChallenge.run(approve)}
            answering={checkout.answerChallenge.pending}
            labels={{
              title: t('challenge.title'),
              description: t('challenge.description', { amount }),
              approve: t('challenge.approve'),
              refuse: t('challenge.refuse'),
            }}
          />
        </>
      );
    case 'canceled':
      return <Alert tone="critical" message={t('payment.canceled')} action={<BackToCart />} />;
    case 'processing':
      return (
        <Spinner label={t('payment.processing', { reference: order.reference_number })} showLabel />
      );
    default:
      return failed || <Spinner label={t('payment.loading')} showLabel />;
  }
});

/** Stripe's Payment Element for the order's PaymentIntent, in the edition's language. */
const StripeStep = observer(function StripeStep({
  payment,
  amount,
}: {
  payment: PaymentSession;
  amount: string;
}) {
  const { t } = useTranslation('checkout');
  const { checkout, edition } = useStores();
  // Stripe's form and its return address are the browser's: a page rendered on the server, and
  // its hydration, show it loading.
  const hydrated = useHydrated();
  const loading = t('stripe.loading');
  if (!hydrated) return <Spinner label={loading} showLabel />;
  return (
    <Suspense fallback={<Spinner label={loading} showLabel />}>
      <StripePaymentForm
        publishableKey={payment.publishable_key ?? ''}
        clientSecret={payment.client_secret}
        language={edition.info.messageLocale}
        returnUrl={new URL(edition.path(stagePath(3)), window.location.href).href}
        labels={{
          title: t('card.title'),
          pay: t('card.pay', { amount }),
          secure: t('stripe.secure'),
          loading,
          notLoaded: t('stripe.notLoaded'),
          tryAgain: t('tryAgain'),
          failed: t('declined.other'),
        }}
        onPaid={(status) => void checkout.paidAtProvider(status)}
      />
    </Suspense>
  );
});

export { PaymentStage as Component };
