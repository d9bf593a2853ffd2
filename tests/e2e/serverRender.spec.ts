import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from './fixtures';
import { buildParts } from './customiserPage';
import { editions, payWith, shipToNewAddress } from './checkoutJourney';
import { signUp } from './signUp';

interface ModelList {
  items: { slug: string; name: string }[];
}

async function firstModel(request: APIRequestContext) {
  const list = (await (await request.get('/api/ecommerce/models')).json()) as ModelList;
  const model = list.items[0];
  if (!model) throw new Error('The seed catalogue has no model');
  return model;
}

test('the server sends a model page whole: its content, its language and its data', async ({
  request,
}) => {
  const model = await firstModel(request);
  const response = await request.get(`/fr/gaming-pcs/${model.slug}`, {
    headers: { 'accept-language': 'fr-FR' },
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="fr-FR"');
  expect(html).toMatch(new RegExp(`<h1[^>]*>${model.name}</h1>`));
  expect(html).toContain('<div id="root" data-hydrating>');
  expect(html).toContain(`"GET /api/ecommerce/model/${model.slug}?country=FR&currency=EUR"`);
  // Its head in its language: title, description, canonical and hreflang links.
  expect(html).toMatch(new RegExp(`<title>[^<]*${model.name}[^<]*</title>`));
  expect(html).toMatch(/<meta name="description" content="[^"]+" \/>/);
  expect(html).toMatch(
    new RegExp(`<link rel="canonical" href="http://[^"]+/fr/gaming-pcs/${model.slug}" />`),
  );
  expect(html).toMatch(
    new RegExp(
      `<link rel="alternate" hreflang="de-DE" href="http://[^"]+/de/gaming-pcs/${model.slug}" />`,
    ),
  );
  expect(html.match(/<title>/g)).toHaveLength(1);
  // Every part of the layout in place: no part sent later with an inline script to move it
  // (the Content Security Policy would refuse that script and the part would never show).
  expect(html).not.toMatch(/<template id="B:|<!--\$\?-->/);
  expect(html.match(/<script(?! type="module"| id="rigsmith-ssr")[^>]*>/g)).toBeNull();
  // Prices in the edition's currency, and in the one the shopper chose (a cookie).
  expect(html).toContain('€');
  const inPounds = await request.get(`/fr/gaming-pcs/${model.slug}`, {
    headers: { cookie: 'rigsmith.currency=GBP', 'accept-language': 'fr-FR' },
  });
  expect(await inPounds.text()).toContain('£');
});

test('a page that does not exist is answered 404 with its content, a legacy path with its redirect', async ({
  page,
  request,
  expectFailedLoad,
}) => {
  expectFailedLoad({ url: '/no-such-page', status: 404 });
  expectFailedLoad({ url: '/gaming-pcs/rigsmith-no-such-model', status: 404 });
  for (const path of [
    '/gaming-pcs/rigsmith-no-such-model',
    '/games/no-such-game',
    '/no-such-page',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('<div id="root" data-hydrating>');
  }
  const cms = await request.get('/fr/faq');
  expect(cms.status()).toBe(200);
  expect(await cms.text()).toMatch(/<h1[^>]*>[^<]+<\/h1>/);

  const legacy = await request.get('/fr/Support/', { maxRedirects: 0 });
  expect(legacy.status()).toBe(301);
  expect(legacy.headers()['location']).toBe('/fr/contact-us');

  // The browser takes the "not found" pages over as they are, from what the server read: no
  // question asked again, no loading state in between.
  const apiCalls: string[] = [];
  page.on('request', (call) => {
    const url = new URL(call.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${call.method()} ${url.pathname}`);
  });
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await page.goto('/gaming-pcs/rigsmith-no-such-model');
  const notFound = page.getByRole('heading', { level: 1, name: "We can't find this PC" });
  await expect(notFound).toBeVisible();
  await page.evaluate(() => {
    const heading = document.querySelector('h1');
    new MutationObserver(() => {
      if (!heading?.isConnected) document.body.dataset.headingLost = 'yes';
    }).observe(document.body, { childList: true, subtree: true });
  });
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await expect(notFound).toBeVisible();
  await expect(page.locator('body')).not.toHaveAttribute('data-heading-lost');
  expect(apiCalls).toEqual([]);
});

test('the browser takes the page over without asking again, and it works', async ({ page }) => {
  const model = await firstModel(page.request);
  const catalogueCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) catalogueCalls.push(url.pathname);
  });

  await page.goto(`/gaming-pcs/${model.slug}`);
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await page.getByRole('tab', { name: 'Specification' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Specification' })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(model.name));

  expect(catalogueCalls.filter((path) => path.startsWith('/api/ecommerce/'))).toEqual([]);
  expect(catalogueCalls).not.toContain('/api/countries');
});

test('a server-rendered page starts without the schemas, Radix or the customiser, which load when needed', async ({
  page,
  expectFailedLoad,
}) => {
  expectFailedLoad({ url: '/no-such-page', status: 404 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    const name =
      /\/assets\/(schemas|zod|SelectListbox|HeaderDropdowns|BuilderStores)-[\w-]+\.js$/.exec(
        request.url(),
      )?.[1];
    if (name) scripts.push(name);
  });
  // Their answers came with the pages (parsed by the render); the sort select and menus are
  // unused, and a CMS path is known to be a page's slug or not without them.
  for (const path of ['/about-us', '/no-such-page', '/gaming-pcs']) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    await page.waitForLoadState('networkidle');
    expect(scripts, path).toEqual([]);
  }

  // The sort select is the browser's own: sorting loads no Radix part.
  await page
    .getByRole('combobox', { name: 'Sort by' })
    .selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
  expect(scripts).not.toContain('SelectListbox');
  // An answer from the network is parsed with its schema, fetched for it.
  await page.getByRole('link', { name: 'Games', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scripts).toContain('schemas');
  expect(scripts).not.toContain('BuilderStores');
  // The customiser's stores come with the customiser.
  await page.getByRole('link', { name: 'Build your own' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scripts).toContain('BuilderStores');
});

test('a form loads zod and its schema when the shopper starts filling it, not with the page', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(schemas|zod)-[\w-]+\.js$/.exec(request.url())?.[1];
    if (name) scripts.push(name);
  });
  await page.goto('/login');
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);

  await page.getByRole('textbox', { name: 'Email address' }).focus();
  await expect.poll(() => [...scripts].sort()).toEqual(['schemas', 'zod']);
  // The schema checks the form as before.
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('This is a required field').first()).toBeVisible();
});

test('the forms, the customiser and the system summary come from the server whole, in their edition', async ({
  page,
  request,
}) => {
  const pages = [
    ['/login', 'Log in'],
    ['/login/reset', 'Forgot your password?'],
    ['/register', 'Create an account'],
    ['/create-password/a-token', 'Create your password'],
    ['/contact-us', 'Contact us'],
    ['/builds-by-fps?game=cyberpunk-2077&resolution=1440p&fps=144', 'Find a PC by FPS'],
    ['/custom-pc-builder/customiser?step=gpu', 'Build your PC'],
    ['/system-summary', 'System summary'],
    ['/de/register', 'Konto erstellen'],
  ] as const;
  for (const [path, title] of pages) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root" data-hydrating>');
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${title.replace(/[?]/g, '\\?')}</h1>`));
  }
  // The customiser arrives with its step's parts, and the browser takes it over as it is.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/custom-pc-builder/customiser?step=gpu');
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await expect(page.getByRole('heading', { level: 2, name: /graphics card/i })).toBeVisible();
  expect(errors).toEqual([]);
});

/** Text as React writes it into HTML. */
const escapedText = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#x27' }[character]};`,
  );

test('a guest’s build is rendered by the server, and the browser takes it over without asking again', async ({
  page,
}) => {
  const model = await firstModel(page.request);
  const { parts } = (await (
    await page.request.get(`/api/ecommerce/model/${model.slug}`)
  ).json()) as {
    parts: { product: { id: string; title: string }; amount: number }[];
  };
  const code = parts
    .map(({ product, amount }) => (amount === 1 ? product.id : `${product.id}*${amount}`))
    .join('.');
  // The customiser keeps the build it opens in its cookie.
  await page.goto(`/custom-pc-builder/customiser?build=${code}`);
  await expect(buildParts(page)).toHaveCount(parts.length);
  const names = parts.map(({ product }) => product.title);
  await expect
    .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
    .toContain('rigsmith.customiser');

  for (const path of ['/system-summary', '/custom-pc-builder/customiser']) {
    const html = await (await page.context().request.get(path)).text();
    for (const name of names) expect(html, path).toContain(escapedText(name));
  }

  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/ecommerce/product') asked.push(url.pathname);
    if (/\/assets\/schemas-[\w-]+\.js$/.test(url.pathname)) asked.push('schemas');
  });
  await page.goto('/system-summary');
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await page.waitForLoadState('networkidle');
  for (const name of names) await expect(page.getByText(name).first()).toBeVisible();
  expect(asked).toEqual([]);
});

test('without JavaScript the catalogue still reads and links on', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/gaming-pcs');
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  await expect(firstCard.locator('img')).toHaveAttribute('fetchpriority', 'high');
  await firstCard.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/gaming-pcs\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('a signed-in shopper’s account pages come from the server, rendered for them alone, and the browser takes them over', async ({
  page,
  request,
}) => {
  const email = `server.render.${Date.now()}@example.com`;
  await signUp(page, request, email, 'Server-render-2-secret!');
  const own = page.context().request;
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'rigsmith_page')).toMatchObject({
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
  });

  // The greeting names the shopper (their email's name until they give one).
  const greeting = `<h1[^>]*>Hi, ${email.split('@')[0]!.replace(/\./g, '\\.')}</h1>`;
  for (const path of ['/account', '/account/orders', '/account/saved-builds']) {
    const response = await own.get(path);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
    const html = await response.text();
    expect(html, path).toContain('<div id="root" data-hydrating>');
    expect(html, path).toMatch(new RegExp(greeting));
  }
  expect(await (await own.get('/account')).text()).toContain(`>${email}</p>`);

  // The browser takes the page over from the same state, with the session's token it came with:
  // no second read, no refresh, no schemas to parse an answer, no console error.
  const asked: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (['/api/account/user', '/api/basket/product', '/api/auth/refresh'].includes(url.pathname))
      asked.push(url.pathname);
    if (/\/assets\/schemas-[\w-]+\.js$/.test(url.pathname)) asked.push('schemas');
  });
  await page.goto('/account');
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);

  // A form comes filled from the server, as the browser shows it.
  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Ada' })).toBeVisible();
  expect(await (await own.get('/account')).text()).toMatch(
    /<input[^>]*name="full_name"[^>]*value="Ada Lovelace"|<input[^>]*value="Ada Lovelace"[^>]*name="full_name"/,
  );

  // On a slow phone, the shopper logging out as soon as the page takes clicks finds every part of
  // it hydrated: no part is left to hydrate after the session has changed.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/account/orders');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  // A page cookie alone, or one of an ended session, renders nothing for anyone.
  const pageCookie = cookies.find((cookie) => cookie.name === 'rigsmith_page')!;
  const forged = await request.get('/account', {
    headers: { cookie: `rigsmith_session=%7B%7D; rigsmith_page=${pageCookie.value}x` },
  });
  expect(await forged.text()).toContain('<div id="root"></div>');
  const logout = await own.post('/api/auth/logout', { data: {} });
  expect(logout.ok()).toBe(true);
  const ended = await request.get('/account', {
    headers: { cookie: `rigsmith_session=%7B%7D; rigsmith_page=${pageCookie.value}` },
  });
  expect(await ended.text()).toContain('<div id="root"></div>');
});

test('a signed-in shopper’s cart comes from the server with its summary, which the browser does not calculate again', async ({
  page,
  request,
}) => {
  await signUp(page, request, `server.cart.${Date.now()}@example.com`, 'Server-cart-2-secret!');
  await page.goto('/gaming-pcs/rigsmith-ember');
  // The cart's summary is calculated again after the add (debounced): here, not on the next page.
  await Promise.all([
    page.waitForResponse(
      (answer) => new URL(answer.url()).pathname === '/api/basket/calculate_summary',
    ),
    page.getByRole('button', { name: 'Add to cart' }).click(),
  ]);
  await expect(page.getByRole('button', { name: 'Added to cart' })).toBeVisible();

  const response = await page.context().request.get('/checkout');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  expect(html).toContain('<div id="root" data-hydrating>');
  expect(html).toContain('Rigsmith Ember');
  expect(html).toMatch(/<h2[^>]*>Order summary<\/h2>/);

  const asked: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/api/basket') || url.pathname === '/api/auth/refresh')
      asked.push(`${sent.method()} ${url.pathname}`);
    if (/\/assets\/schemas-[\w-]+\.js$/.test(url.pathname)) asked.push('schemas');
  });
  await page.goto('/checkout');
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  // The shipping stage, reloaded, comes from the server too: the checkout's progress is a cookie.
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  // The stage opened in the browser reads its addresses (and the schemas): done before the reload.
  await expect(page.getByRole('heading', { name: 'Where should we ship it?' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shipping = await page.context().request.get('/checkout/shipping');
  expect(shipping.status()).toBe(200);
  const shippingHtml = await shipping.text();
  expect(shippingHtml).toContain('<div id="root" data-hydrating>');
  expect(shippingHtml).toContain('Where should we ship it?');
  asked.length = 0;
  await page.reload();
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await expect(page.getByRole('heading', { name: 'Where should we ship it?' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test('the checkout’s sign-in stage, and a signed-in shopper’s payment and confirmation, come from the server as its progress cookie says', async ({
  page,
  request,
}) => {
  // A guest who left the cart for the checkout: the sign-in stage is theirs, and open.
  const guest = await request.get('/checkout/auth', {
    headers: { cookie: 'rigsmith.checkout.started=true' },
  });
  expect(guest.status()).toBe(200);
  expect(await guest.text()).toMatch(/<h1[^>]*>Log in to check out<\/h1>/);
  expect((await request.get('/checkout/auth')).status()).toBe(404);

  await signUp(page, request, `server.stages.${Date.now()}@example.com`, 'Server-payment-3!');
  await page.goto('/gaming-pcs/rigsmith-ember');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Added to cart' })).toBeVisible();
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await shipToNewAddress(page, editions.uk);
  await expect(page.getByText('Test payments: no real card is charged')).toBeVisible();
  const progress = (await page.context().cookies()).find(
    (cookie) => cookie.name === 'rigsmith.checkout.started',
  );
  expect(decodeURIComponent(progress!.value)).toMatch(/^ordered:\d+$/);

  // The payment stage, reloaded: the order and its payment from the server, which the browser
  // does not ask for again (nor load the schemas for) until the shopper pays.
  const payment = await page.context().request.get('/checkout/payment');
  expect(payment.status()).toBe(200);
  expect(payment.headers()['cache-control']).toBe('private, no-store');
  const paymentHtml = await payment.text();
  expect(paymentHtml).toContain('<div id="root" data-hydrating>');
  expect(paymentHtml).toMatch(/Amount to pay: £[\d,]+\.\d\d/);
  expect(paymentHtml).toContain('Test payments: no real card is charged');
  const asked: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/api/order')) asked.push(`${sent.method()} ${url.pathname}`);
    if (/\/assets\/schemas-[\w-]+\.js$/.test(url.pathname)) asked.push('schemas');
  });
  await page.reload();
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await expect(page.getByRole('timer')).toContainText('Pay within');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await payWith(page, editions.uk, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/checkout\/confirmed$/);
  const reference = (await page.getByRole('definition').first().textContent())!;

  // The confirmation, reloaded, comes from the server with the order's reference.
  const confirmed = await page.context().request.get('/checkout/confirmed');
  const confirmedHtml = await confirmed.text();
  expect(confirmedHtml).toContain('<div id="root" data-hydrating>');
  expect(confirmedHtml).toContain('Order Successful!</h1>');
  expect(confirmedHtml).toContain(reference);
  await page.reload();
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Successful!' })).toBeVisible();
});

test('a signed-in visitor’s pages are rendered in the browser, with everyone’s status', async ({
  request,
}) => {
  const signedIn = { cookie: 'rigsmith_session=%7B%7D' };
  const response = await request.get('/games', { headers: signedIn });
  const html = await response.text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('rigsmith-ssr');

  const missing = await request.get('/no-such-page', { headers: signedIn });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<div id="root"></div>');
  const legacy = await request.get('/fr/Support/', { headers: signedIn, maxRedirects: 0 });
  expect(legacy.status()).toBe(301);
  expect(legacy.headers()['location']).toBe('/fr/contact-us');
});

test("the server renders with the production builds of React, MobX and the router, whatever the server's NODE_ENV", () => {
  const built = path.join(
    process.env.E2E_STATIC_DIR ?? fileURLToPath(new URL('../../storefront/dist', import.meta.url)),
    '.ssr',
  );
  const scripts = readdirSync(built, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  );
  expect(scripts).toContain('entry-server.js');
  for (const file of scripts) {
    const code = readFileSync(path.join(built, file), 'utf8');
    expect(code, file).not.toContain('process.env.NODE_ENV');
    expect(code, file).not.toContain('jsxDEV');
  }
});
