import type { Page, Route } from '@playwright/test';
import type { FakeStripe } from './fakeStripe';

/**
 * A stand-in for Stripe.js, served by `page.route` at Stripe's own addresses, so the shop's page
 * loads it under its real Content Security Policy: the script from js.stripe.com where
 * @stripe/stripe-js 10.2.1 injects it (`/endive/stripe.js`, the release train it expects as
 * `Stripe.version`), the Payment Element as a frame of js.stripe.com with a card number field,
 * and `confirmPayment` posting the card from the page to api.stripe.com, answered by the fake
 * Stripe API's `confirm`. Like Stripe.js it answers a decline as `{ error }` and a payment as
 * `{ paymentIntent }`.
 */

const ORIGIN = 'https://js.stripe.com';
const SCRIPT_PATH = '/endive/stripe.js';
const FRAME_PATH = '/fake/elements-inner-payment.html';

/** The title Stripe gives the Payment Element's frame. */
export const PAYMENT_FRAME_TITLE = 'Secure payment input frame';

/** The Payment Element's card number field. */
export const CARD_NUMBER = 'Card number';

const stripeScript = `(() => {
  const origin = '${ORIGIN}';
  const asked = new Map();
  let questions = 0;
  addEventListener('message', (event) => {
    if (event.origin !== origin || event.data?.type !== 'fake-stripe-card') return;
    asked.get(event.data.question)?.(event.data.number);
    asked.delete(event.data.question);
  });
  const integrationError = (message) =>
    Object.assign(new Error(message), { name: 'IntegrationError' });

  function paymentElement(locale) {
    let frame = null;
    return {
      mount(target) {
        if (!(target instanceof HTMLElement)) throw integrationError('mount() needs a DOM element');
        frame = document.createElement('iframe');
        frame.src = origin + '${FRAME_PATH}?locale=' + encodeURIComponent(locale ?? 'auto');
        frame.title = ${JSON.stringify(PAYMENT_FRAME_TITLE)};
        frame.setAttribute('allowtransparency', 'true');
        frame.style.cssText = 'border:0;width:100%;height:96px;display:block';
        target.append(frame);
      },
      destroy() {
        frame?.remove();
        frame = null;
      },
      on() { return this; },
      off() { return this; },
      card() {
        if (!frame) return Promise.reject(integrationError('The Payment Element is not mounted'));
        const question = ++questions;
        return new Promise((resolve) => {
          asked.set(question, resolve);
          frame.contentWindow.postMessage({ type: 'fake-stripe-card?', question }, origin);
        });
      },
    };
  }

  function Stripe(publishableKey) {
    if (!/^pk_(test|live)_\\w+$/.test(publishableKey ?? '')) {
      throw integrationError('Invalid API Key provided: ' + publishableKey);
    }
    return {
      _registerWrapper() {},
      elements({ clientSecret, locale } = {}) {
        if (!/^pi_\\w+_secret_\\w+$/.test(clientSecret ?? '')) {
          throw integrationError('elements() needs the PaymentIntent client secret');
        }
        let element = null;
        return {
          clientSecret,
          create(type) {
            if (type !== 'payment') throw integrationError('Only the Payment Element is faked');
            element = paymentElement(locale);
            return element;
          },
          getElement: (type) => (type === 'payment' ? element : null),
          element: () => element,
        };
      },
      async confirmPayment({ elements, confirmParams, redirect }) {
        const returnUrl = confirmParams?.return_url;
        if (!/^https?:\\/\\//.test(returnUrl ?? '')) {
          throw integrationError('confirmPayment() needs an absolute confirmParams.return_url');
        }
        if (redirect !== 'if_required') {
          throw integrationError('The fake never leaves the page: pass redirect: if_required');
        }
        const element = elements?.element();
        if (!element) throw integrationError('confirmPayment() needs the mounted Payment Element');
        const number = await element.card();
        const intent = elements.clientSecret.split('_secret_')[0];
        const answer = await fetch('https://api.stripe.com/v1/payment_intents/' + intent + '/confirm', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            client_secret: elements.clientSecret,
            return_url: returnUrl,
            'payment_method_data[type]': 'card',
            'payment_method_data[card][number]': number,
          }),
        });
        const json = await answer.json();
        return answer.ok ? { paymentIntent: json } : { error: json.error };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

const paymentFrame = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Payment</title>
    <style>
      body { margin: 0; font: 16px system-ui, sans-serif; }
      label { display: grid; gap: 4px; padding: 4px; }
      input { font: inherit; padding: 8px; border: 1px solid #767676; border-radius: 4px; }
    </style>
  </head>
  <body>
    <label>${CARD_NUMBER}<input name="number" inputmode="numeric" autocomplete="cc-number" /></label>
    <script>
      addEventListener('message', (event) => {
        if (event.data?.type !== 'fake-stripe-card?') return;
        const number = document.querySelector('input').value;
        event.source.postMessage(
          { type: 'fake-stripe-card', question: event.data.question, number },
          event.origin,
        );
      });
    </script>
  </body>
</html>`;

const cors = { 'access-control-allow-origin': '*' };

/**
 * Serves the fake Stripe.js and its frame at js.stripe.com and sends api.stripe.com's
 * confirmations to the fake Stripe API; answers every request the page makes to Stripe's hosts
 * and records it.
 */
export async function routeStripe(page: Page, stripe: FakeStripe) {
  const requested: string[] = [];
  await page.route(/^https:\/\/(js|api)\.stripe\.com\//, (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    requested.push(url.href);
    if (url.origin === ORIGIN && url.pathname === SCRIPT_PATH) {
      return route.fulfill({ contentType: 'text/javascript', body: stripeScript });
    }
    if (url.origin === ORIGIN && url.pathname === FRAME_PATH) {
      return route.fulfill({ contentType: 'text/html', body: paymentFrame });
    }
    const confirm = /^\/v1\/payment_intents\/(\w+)\/confirm$/.exec(url.pathname);
    if (url.hostname === 'api.stripe.com' && request.method() === 'POST' && confirm) {
      const answer = stripe.confirm(confirm[1]!, new URLSearchParams(request.postData() ?? ''));
      return route.fulfill({ status: answer.status, headers: cors, json: answer.body });
    }
    return route.fulfill({ status: 404, headers: cors, body: 'not faked' });
  });
  return requested;
}
