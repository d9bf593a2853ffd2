import { expect as baseExpect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import {
  editions,
  expectConfirmed,
  shipToNewAddress,
  text,
  texts,
  toShipping,
} from './checkoutJourney';
import { CARDS, WEBHOOK_SECRET, startFakeStripe } from './fakeStripe';
import { CARD_NUMBER, PAYMENT_FRAME_TITLE, routeStripe } from './fakeStripeJs';
import { listen, startShop, type Shop } from './shopProcess';

/**
 * Paying with Stripe, on a shop of its own with PAYMENT_PROVIDER=stripe: its Stripe SDK talks to
 * a fake Stripe API in this process (STRIPE_API_URL), the page gets a fake Stripe.js served at
 * js.stripe.com (`fakeStripeJs.ts`) under the shop's real Content Security Policy, and the fake
 * sends the shop a signed webhook when a card pays; nothing leaves the machine.
 */

test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const stripe = startFakeStripe();
let shop: Shop;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const apiPort = await listen(stripe.server);
  shop = await startShop('stripe', {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_e2e_rigsmith',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_rigsmith',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${apiPort}`,
  });
  stripe.deliverTo(shop.url);
});

test.afterAll(async () => {
  await shop?.stop();
  await new Promise((resolve) => stripe.server.close(resolve));
});

test('a shopper pays in Stripe’s Payment Element: a declined card shows Stripe’s message, the next card pays the same order, which is confirmed and emailed; no page before the payment loads Stripe.js', async ({
  browser,
  expectFailedLoad,
}) => {
  const context = await browser.newContext({ baseURL: shop.url });
  const page = await context.newPage();
  // The declined card's 402 from api.stripe.com, which the browser logs as a failed load.
  expectFailedLoad({ url: /^https:\/\/api\.stripe\.com\//, status: 402 });
  const requested = await routeStripe(page, stripe);
  const edition = editions.uk;
  const { checkout } = texts(edition);

  // The home page, the product, the cart, registering and shipping: none asks Stripe.
  const email = await toShipping(page, context.request, edition);
  expect(requested).toEqual([]);
  await shipToNewAddress(page, edition);

  const element = page.getByTitle(PAYMENT_FRAME_TITLE);
  await expect(element).toBeVisible();
  const frameSrc = new URL((await element.getAttribute('src')) ?? '');
  expect(frameSrc.origin).toBe('https://js.stripe.com');
  expect(frameSrc.searchParams.get('locale')).toBe('en-GB');
  expect(requested.filter((url) => url.includes('/stripe.js'))).toEqual([
    'https://js.stripe.com/endive/stripe.js',
  ]);
  await expect(page.getByText(text(checkout, 'card.testNotice'))).toHaveCount(0);
  await expectNoAxeViolations(page);

  const cardNumber = element.contentFrame().getByLabel(CARD_NUMBER);
  const pay = page.getByRole('button', { name: text(checkout, 'card.pay', { amount: '' }).trim() });
  await cardNumber.fill(CARDS.declined);
  await pay.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
  ).toBeVisible();
  await cardNumber.fill(CARDS.paid);
  await pay.click();
  await expectConfirmed(page, context.request, edition, email);

  const returnUrl = `${shop.url}/checkout/payment`;
  const [declined, paid] = stripe.confirmations;
  expect(stripe.confirmations).toHaveLength(2);
  expect(declined).toMatchObject({ card: CARDS.declined.replaceAll(' ', ''), returnUrl });
  expect(paid).toEqual({ ...declined, card: CARDS.paid.replaceAll(' ', '') });
  // The webhook raced the page's own confirmation; the shop took it either way.
  expect(await Promise.all(stripe.webhooks)).toEqual([
    { type: 'payment_intent.succeeded', status: 200 },
  ]);
  await context.close();
});
