import { useEffect, useRef, useState, type FormEvent } from 'react';
import { loadStripe } from '@stripe/stripe-js/pure';
import type {
  Stripe,
  StripeElementLocale,
  StripeElements,
  StripePaymentElement,
} from '@stripe/stripe-js';
import { Alert, Button, Spinner, Text } from '@pcshop/design-system';
import type { MessageLocale } from '@pcshop/stores/constants';
import * as styles from './checkout.css';

/** The Payment Element speaks the edition's language. */
const stripeLocales: Record<MessageLocale, StripeElementLocale> = {
  'en-GB': 'en-GB',
  'fr-FR': 'fr',
  it: 'it',
  'es-ES': 'es',
  'de-DE': 'de',
};

export interface StripePaymentFormLabels {
  title: string;
  /** The pay button, with the amount ("Pay £1,499.00"). */
  pay: string;
  /** Says the card goes to Stripe, not to the shop. */
  secure: string;
  loading: string;
  notLoaded: string;
  tryAgain: string;
  /** A payment that went neither through nor wrong with a message of Stripe's. */
  failed: string;
}

export interface StripePaymentFormProps {
  publishableKey: string;
  /** The PaymentIntent's client secret, from the shop's payment session. */
  clientSecret: string;
  language: MessageLocale;
  /** Where the bank's page (3-D Secure) sends the shopper back: the payment stage's address. */
  returnUrl: string;
  labels: StripePaymentFormLabels;
  /** Stripe took the payment, or is taking it: the shop is asked to confirm the order. */
  onPaid(status: 'succeeded' | 'processing'): void;
}

interface Loaded {
  stripe: Stripe;
  elements: StripeElements;
}

/**
 * Stripe's Payment Element and a pay button. Stripe.js comes from js.stripe.com when this module
 * first shows, so no other page loads it; a decline shows Stripe's own message and the shopper
 * tries again with the same payment.
 */
export default function StripePaymentForm({
  publishableKey,
  clientSecret,
  language,
  returnUrl,
  labels,
  onPaid,
}: StripePaymentFormProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [notLoaded, setNotLoaded] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    let element: StripePaymentElement | null = null;
    loadStripe(publishableKey)
      .then((stripe) => {
        if (!current || !slot.current) return;
        if (!stripe) throw new Error('Stripe.js runs in a browser only');
        const elements = stripe.elements({ clientSecret, locale: stripeLocales[language] });
        element = elements.create('payment');
        element.mount(slot.current);
        setLoaded({ stripe, elements });
      })
      .catch(() => {
        if (current) setNotLoaded(true);
      });
    return () => {
      current = false;
      element?.destroy();
      setLoaded(null);
    };
  }, [publishableKey, clientSecret, language, attempt]);

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loaded || paying) return;
    setPaying(true);
    setProblem(null);
    try {
      const result = await loaded.stripe.confirmPayment({
        elements: loaded.elements,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      });
      if (result.error) setProblem(result.error.message ?? labels.failed);
      else if (result.paymentIntent.status === 'succeeded') onPaid('succeeded');
      else if (result.paymentIntent.status === 'processing') onPaid('processing');
      else setProblem(labels.failed);
    } catch {
      setProblem(labels.failed);
    } finally {
      setPaying(false);
    }
  };

  if (notLoaded) {
    return (
      <Alert
        tone="critical"
        live="assertive"
        message={labels.notLoaded}
        action={
          <Button
            tone="secondary"
            onClick={() => {
              setNotLoaded(false);
              setAttempt((count) => count + 1);
            }}
          >
            {labels.tryAgain}
          </Button>
        }
      />
    );
  }
  return (
    <form
      noValidate
      aria-label={labels.title}
      className={styles.form}
      onSubmit={(e) => void pay(e)}
    >
      <Text size="small">{labels.secure}</Text>
      {problem && <Alert tone="critical" live="assertive" message={problem} />}
      {!loaded && <Spinner label={labels.loading} showLabel />}
      <div ref={slot} />
      {loaded && (
        <div>
          <Button type="submit" loading={paying}>
            {labels.pay}
          </Button>
        </div>
      )}
    </form>
  );
}
