import {
  editions,
  expectConfirmed,
  payWith,
  shipToNewAddress,
  text,
  texts,
  toShipping,
} from './checkoutJourney';
import { expectNoAxeViolations } from './axe';
import { expect as baseExpect, test, type APIRequestContext, type Page } from './fixtures';
import { scratchDatabase, serverScript } from './scratchDatabase';
import { startShop, type Shop } from './shopProcess';

/**
 * After the purchase, on a shop of its own over PostgreSQL (a scratch database), so that the
 * staff command line can move its orders while it runs: the customer follows a paid order
 * through every stage on the order's page, with the time of each, the tracking number once
 * shipped, and the emails of each step; once delivered, reviews it from the orders list, and
 * the review shows on the model's page as a verified buyer's.
 */

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const database = scratchDatabase('orders');
let shop: Shop;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await database.create();
  shop = await startShop('orders', { DATABASE_URL: database.url });
});

test.afterAll(async () => {
  await shop?.stop();
  await database.drop();
});

/** The staff command line on the shop's database and outbox. */
function staff(...args: string[]) {
  return serverScript(['shop', 'orders', ...args], {
    DATABASE_URL: database.url,
    DATA_DIR: shop.dataDir,
  });
}

/** A new customer's paid order of the Ember in the uk edition: their email and its reference. */
async function paidOrder(page: Page, request: APIRequestContext) {
  const edition = editions.uk;
  const email = await toShipping(page, request, edition);
  await shipToNewAddress(page, edition);
  await payWith(page, edition, '4242 4242 4242 4242');
  await expectConfirmed(page, request, edition, email);
  return { email, reference: (await page.getByRole('definition').first().textContent())! };
}

test('a paid order moves through every stage by the staff command line, and its customer follows each on the order page, with the tracking number and the emails, then reviews it from the orders list', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: shop.url });
  const page = await context.newPage();
  const { account, catalogue } = texts(editions.uk);
  const { email, reference } = await paidOrder(page, context.request);

  // The account's orders: the new one in progress, with the way to its details.
  await page.goto('/account/orders');
  const inProgress = page.getByRole('region', { name: text(account, 'orders.inProgress') });
  await expect(inProgress.getByRole('heading', { name: `Order ${reference}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await inProgress
    .getByRole('link', { name: text(account, 'orders.detailsOf', { reference }) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  const timeline = page.getByRole('region', { name: text(account, 'orderDetails.timeline') });
  const current = timeline.locator('[aria-current="step"]');
  await expect(current).toHaveText(/^Confirmed/);
  await expect(timeline.getByText('Next: Parts picked')).toBeVisible();
  await expect(page.getByRole('list', { name: /^Components: Rigsmith Ember/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The workshop moves it through every build stage, then ships and delivers it.
  const stages = ['Parts picked', 'Assembly', 'Burn-in test', 'Quality check', 'Packed'];
  for (const stage of stages) {
    await staff('advance', reference);
    await page.reload();
    await expect(current).toHaveText(new RegExp(`^${stage}`));
  }
  await expect(timeline.getByRole('listitem').filter({ has: page.locator('time') })).toHaveCount(6);
  await staff('ship', reference, '--tracking', '1550 2290 8841', '--carrier', 'DPD');
  await page.reload();
  await expect(current).toHaveText(/^Shipped/);
  await expect(timeline.getByText('Tracking number: DPD 1550 2290 8841')).toBeVisible();
  await expectNoAxeViolations(page);
  await staff('deliver', reference);
  await page.reload();
  await expect(current).toHaveText(/^Delivered/);
  await expect(timeline.getByText(/^Next:/)).toHaveCount(0);
  await expect(timeline.locator('time')).toHaveCount(8);

  // Delivered, it is history; each step wrote to the customer, who allows order emails.
  await page.goto('/account/orders');
  const history = page.getByRole('region', { name: text(account, 'orders.history') });
  await expect(history.getByRole('heading', { name: `Order ${reference}` })).toBeVisible();
  await expect(page.getByRole('region', { name: text(account, 'orders.inProgress') })).toHaveCount(
    0,
  );
  const answer = await context.request.get(
    `/dev/mail/messages.json?to=${encodeURIComponent(email)}`,
  );
  const messages = (await answer.json()) as { subject: string; text: string }[];
  const subjects = messages.map((message) => message.subject);
  expect(subjects).toEqual(
    expect.arrayContaining([
      `Order ${reference} is confirmed`,
      `Order ${reference} is on its way`,
      `Order ${reference} has been delivered`,
    ]),
  );
  // One for each build stage reached.
  expect(subjects.filter((subject) => subject.startsWith(`Order ${reference}: `))).toHaveLength(
    stages.length,
  );

  // Delivered, the Ember can be reviewed from the orders list: stars and a title are required.
  const title = 'Rigsmith Ember';
  await history.getByRole('link', { name: text(account, 'orders.reviewOf', { title }) }).click();
  await expect(page).toHaveURL(/\/order\/review\?id=\d+&item=\d+$/);
  const reviewPage = page.url();
  await expect(
    page.getByRole('heading', { level: 1, name: text(account, 'review.title') }),
  ).toBeVisible();
  await expect(page.getByText(text(account, 'review.item', { title, reference }))).toBeVisible();
  await expectNoAxeViolations(page);
  const submit = page.getByRole('button', { name: text(account, 'review.submit') });
  await submit.click();
  const stars = page.getByRole('radiogroup', { name: text(account, 'review.rating') });
  await expect(stars).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByRole('radio', { name: text(account, 'review.stars_one', { count: '1' }) }),
  ).toBeFocused();
  await expectNoAxeViolations(page);
  await page
    .getByRole('radio', { name: text(account, 'review.stars_other', { count: '4' }) })
    .click();
  await page
    .getByRole('textbox', { name: text(account, 'review.titleLabel') })
    .fill('Quiet under load');
  await page
    .getByRole('textbox', { name: text(account, 'review.text') })
    .fill('Runs everything I play at 1440p without a sound.');
  await submit.click();
  await expect(page.getByRole('status')).toHaveText(text(account, 'review.submitted'));

  // The model's page shows it as a verified buyer's, and its rating follows.
  await page.getByRole('link', { name: text(account, 'review.seeModel', { title }) }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const reviews = page.getByRole('region', { name: text(catalogue, 'reviews.title') });
  const review = reviews.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Quiet under load' }),
  });
  await expect(review.getByText(text(catalogue, 'reviews.verifiedBuyer'))).toBeVisible();
  await expect(review.getByText('Runs everything I play at 1440p without a sound.')).toBeVisible();
  await expect(
    page.getByRole('img', { name: text(catalogue, 'reviews.average', { value: '4.0' }) }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Reviewed once: the orders list offers it no more.
  await page.goto('/account/orders');
  await expect(history.getByRole('heading', { name: `Order ${reference}` })).toBeVisible();
  await expect(
    history.getByRole('link', { name: text(account, 'orders.reviewOf', { title }) }),
  ).toHaveCount(0);
  // The delivery email's link names the order: its only line is the one to review, done already.
  const delivery = messages.find(({ subject }) => subject.endsWith('has been delivered'))!;
  const emailLink = new URL(/https?:\/\/\S+\/order\/review\?id=\d+/.exec(delivery.text)![0]);
  await page.goto(`${emailLink.pathname}${emailLink.search}`);
  await expect(page).toHaveURL(reviewPage);
  await expect(page.getByText(text(account, 'review.alreadyReviewed'))).toBeVisible();
  await expect(page.getByRole('button', { name: text(account, 'review.submit') })).toHaveCount(0);
  await context.close();
});

test('a customer cancels a confirmed order from its page: it is cancelled, refunded, and goes to the history', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: shop.url });
  const page = await context.newPage();
  const { account } = texts(editions.uk);
  const { reference } = await paidOrder(page, context.request);

  await page.goto('/account/orders');
  await page.getByRole('link', { name: text(account, 'orders.detailsOf', { reference }) }).click();
  await page.getByRole('button', { name: text(account, 'orderDetails.cancel') }).click();
  const dialog = page.getByRole('dialog', {
    name: text(account, 'orderDetails.cancelTitle', { reference }),
  });
  await expect(
    dialog.getByRole('button', { name: text(account, 'orderDetails.keep') }),
  ).toBeFocused();
  await dialog.getByRole('button', { name: text(account, 'orderDetails.confirmCancel') }).click();
  await expect(page.getByText(text(account, 'orderDetails.cancelled'))).toBeVisible();
  await expect(
    page.getByRole('button', { name: text(account, 'orderDetails.cancel') }),
  ).toHaveCount(0);
  expect(await staff('show', reference)).toMatch(/cancelled/);

  await page.goto('/account/orders');
  const history = page.getByRole('region', { name: text(account, 'orders.history') });
  await expect(history.getByRole('heading', { name: `Order ${reference}` })).toBeVisible();
  await context.close();
});
