import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test } from './fixtures';
import { startShop, type Shop } from './shopProcess';
import { signUp } from './signUp';

/**
 * An unpaid order's hold running out, on a shop of its own whose orders hold their stock for
 * nine seconds and whose sweeper looks every second.
 */

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const checkout = JSON.parse(readFileSync(path.join(locales, 'en-GB', 'checkout.json'), 'utf8')) as {
  backToCart: string;
  cart: { checkout: string };
  shipping: { submit: string };
  card: { number: string };
  payment: { expired: string };
};

test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

let shop: Shop;
test.beforeAll(async () => {
  // A shop of its own starts in a few seconds, more on a busy machine.
  test.setTimeout(120_000);
  shop = await startShop('hold', { ORDER_RESERVATION_MINUTES: '0.15', ORDER_SWEEP_SECONDS: '1' });
});
test.afterAll(() => shop?.stop());

test('an unpaid order is cancelled when its hold runs out, and the payment stage says so', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: shop.url });
  const page = await context.newPage();
  const email = `hold-${Date.now()}@example.com`;
  const secret = 'Sup3r-secret!';
  await page.goto('/');
  await page.getByRole('button', { name: 'Required Only' }).click();
  await signUp(page, context.request, email, secret);
  await page.goto('/gaming-pcs/rigsmith-ember');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Added to cart' })).toBeVisible();
  await page.goto('/checkout');
  await page.getByRole('button', { name: checkout.cart.checkout, exact: true }).click();

  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Surname').fill('Lovelace');
  await page.getByLabel('Phone number').fill('+44 7700 900123');
  await page.getByLabel('Address', { exact: true }).fill('12 Baker Street');
  await page.getByRole('combobox', { name: 'City' }).fill('Londo');
  await page
    .getByRole('option', { name: /^London\b/ })
    .first()
    .click();
  await page.getByLabel('Postcode').fill('NW1 6XE');
  await page.getByRole('button', { name: checkout.shipping.submit }).click();

  // The hold counts down while the card form is open, then the stage says the time ran out.
  await expect(page.getByRole('timer')).toContainText(/Pay within 0:0\d/);
  await expect(page.getByRole('textbox', { name: checkout.card.number })).toBeVisible();
  await expect(page.getByText(checkout.payment.expired)).toBeVisible();
  await expect(page.getByRole('textbox', { name: checkout.card.number })).toBeHidden();

  // The shop cancelled it and says so.
  const kept = await page.evaluate(() => localStorage.getItem('rigsmith.checkout.order'));
  const { id } = JSON.parse(kept ?? 'null') as { id: number };
  const login = await context.request.post('/api/auth/login', {
    data: { email, password: secret },
  });
  const { access } = (await login.json()) as { access: string };
  await expect
    .poll(async () => {
      const answer = await context.request.get(`/api/order/${id}`, {
        headers: { authorization: `Bearer ${access}` },
      });
      return ((await answer.json()) as { status: string }).status;
    })
    .toBe('cancelled');

  // A reload asks the shop, which says it ran out, and the shopper goes back to the cart to order again.
  await page.reload();
  await expect(page.getByText(checkout.payment.expired)).toBeVisible();
  await page.getByRole('button', { name: checkout.backToCart }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await context.close();
});
