// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import StripePaymentForm, { type StripePaymentFormProps } from './StripePaymentForm';

const loadStripe = vi.hoisted(() => vi.fn());
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

/** Stripe.js as the form uses it: one Payment Element, and `confirmPayment` answering `outcome`. */
function fakeStripe(outcome: () => unknown) {
  const element = { mount: vi.fn(), destroy: vi.fn() };
  const elements = { create: vi.fn(() => element) };
  const stripe = {
    elements: vi.fn(() => elements),
    confirmPayment: vi.fn(async () => outcome()),
  };
  return { stripe, elements, element };
}

const labels = {
  title: 'Card details',
  pay: 'Pay £1,499.00',
  secure: 'Your card details go straight to Stripe',
  loading: 'Loading',
  notLoaded: 'Stripe could not be loaded',
  tryAgain: 'Try again',
  failed: 'The payment did not go through',
};

async function show(props: Partial<StripePaymentFormProps> = {}) {
  const onPaid = vi.fn();
  await act(async () => {
    render(
      <StripePaymentForm
        publishableKey="pk_test_rigsmith"
        clientSecret="pi_7_secret_x"
        language="fr-FR"
        returnUrl="https://shop.test/fr/checkout/payment"
        labels={labels}
        onPaid={onPaid}
        {...props}
      />,
    );
  });
  return { onPaid };
}

afterEach(() => {
  cleanup();
  loadStripe.mockReset();
});

describe('StripePaymentForm', () => {
  it('mounts the Payment Element for the intent in the edition’s language and pays with it', async () => {
    const { stripe, elements, element } = fakeStripe(() => ({
      paymentIntent: { status: 'succeeded' },
    }));
    loadStripe.mockResolvedValue(stripe);
    const { onPaid } = await show();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_rigsmith');
    expect(stripe.elements).toHaveBeenCalledWith({ clientSecret: 'pi_7_secret_x', locale: 'fr' });
    expect(elements.create).toHaveBeenCalledWith('payment');
    expect(element.mount).toHaveBeenCalledWith(expect.any(HTMLDivElement));

    await userEvent.click(screen.getByRole('button', { name: labels.pay }));
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements,
      confirmParams: { return_url: 'https://shop.test/fr/checkout/payment' },
      redirect: 'if_required',
    });
    expect(onPaid).toHaveBeenCalledWith('succeeded');
  });

  it('shows Stripe’s message for a decline and pays on the next try', async () => {
    const outcomes = [
      { error: { type: 'card_error', message: 'Your card was declined.' } },
      { paymentIntent: { status: 'processing' } },
    ];
    const { stripe } = fakeStripe(() => outcomes.shift());
    loadStripe.mockResolvedValue(stripe);
    const { onPaid } = await show();
    await userEvent.click(screen.getByRole('button', { name: labels.pay }));
    expect(screen.getByRole('alert').textContent).toContain('Your card was declined.');
    expect(onPaid).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: labels.pay }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onPaid).toHaveBeenCalledWith('processing');
  });

  it('says when Stripe.js could not be loaded, and loads it again on Try again', async () => {
    const { stripe, element } = fakeStripe(() => ({ paymentIntent: { status: 'succeeded' } }));
    loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    loadStripe.mockResolvedValue(stripe);
    await show();
    expect(screen.getByRole('alert').textContent).toContain(labels.notLoaded);
    await userEvent.click(screen.getByRole('button', { name: labels.tryAgain }));
    expect(loadStripe).toHaveBeenCalledTimes(2);
    expect(element.mount).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: labels.pay })).toBeTruthy();
  });
});
