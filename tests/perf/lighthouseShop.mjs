/**
 * What `lighthouse.mjs` needs from the shop besides its pages: the storefront's route table, the
 * shared start-up of the build, and customers, carts and orders made through the shop's own API
 * (as the e2e tests make them), with the emailed links read from the development outbox.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';

/** The editions audited: the default one at the root, one under its prefix (editions.ts). */
export const editions = [
  {
    id: 'uk',
    prefix: '',
    country: 'GB',
    locale: 'en-GB',
    phone: '+44 7700 900123',
    address: { line1: '12 Baker Street', city: 'London', postcode: 'NW1 6XE', country: 'GB' },
  },
  {
    id: 'de',
    prefix: '/de',
    country: 'DE',
    locale: 'de-DE',
    phone: '+49 30 1234567',
    address: { line1: 'Unter den Linden 5', city: 'Berlin', postcode: '10117', country: 'DE' },
  },
];

/**
 * Every route of the storefront's table (`routes.tsx` and the areas' `routes.ts`), as its path
 * under an edition: `gaming-pcs/:slug`, `account/orders`, `/` for the home page, `*` for the
 * fallback. Read from the source, so that a route added later is reported until it is audited.
 */
export function routeTable(root) {
  const pagesDir = path.join(root, 'storefront/src/pages');
  const files = [
    path.join(root, 'storefront/src/routes/routes.tsx'),
    ...readdirSync(pagesDir)
      .map((area) => path.join(pagesDir, area, 'routes.ts'))
      .filter((file) => existsSync(file)),
  ];
  const routes = new Set();
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node, parents) => {
      let inside = parents;
      if (ts.isObjectLiteralExpression(node)) {
        const property = (name) =>
          node.properties.find((item) => ts.isPropertyAssignment(item) && item.name.text === name)
            ?.initializer;
        const own = property('path');
        // An edition's own prefix (not a literal) is no part of the route.
        const ownPath = own && ts.isStringLiteral(own) ? own.text : null;
        if (ownPath !== null) {
          inside = [...parents, ownPath];
          routes.add(inside.join('/'));
        } else if (property('index')?.kind === ts.SyntaxKind.TrueKeyword) {
          routes.add(parents.join('/') || '/');
        }
      }
      ts.forEachChild(node, (child) => visit(child, inside));
    };
    visit(source, []);
  }
  return [...routes];
}

/**
 * The scripts every page loads to start the shop: the entry chunk of `index.html`, the modules
 * it imports (statically, and the steps `boot.ts` imports on every page after the first paint),
 * and what those import statically. A page's lazy route modules are not in it.
 */
export function startupScripts(staticDir) {
  const html = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error(`No entry script in ${staticDir}/index.html`);
  const imports = (file, pattern) => {
    const code = readFileSync(path.join(staticDir, file), 'utf8');
    return [...code.matchAll(pattern)].map((match) =>
      path.posix.join(path.posix.dirname(file), match[1]),
    );
  };
  const staticImport = /(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
  const dynamicImport = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;
  const files = new Set([entry]);
  const queue = [entry, ...imports(entry, dynamicImport)];
  while (queue.length > 0) {
    const file = queue.shift();
    files.add(file);
    for (const next of imports(file, staticImport)) if (!files.has(next)) queue.push(next);
  }
  return { entry, files };
}

/** The gzip size of one built file (what the server's compression sends), 0 if not built. */
export function gzipBytes(staticDir, file) {
  const full = path.join(staticDir, file);
  return existsSync(full) ? gzipSync(readFileSync(full), { level: 9 }).length : 0;
}

/** A new tab holding exactly the state of the run: no other cookie or storage of the shop. */
export async function preparedTab(browser, base, state) {
  const tab = await browser.newPage();
  const cdp = await tab.createCDPSession();
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
  await cdp.detach();
  if (state.session) {
    const { hostname } = new URL(base);
    const expires = state.session.sessionEnd / 1000;
    await browser.setCookie(
      // As the server and the storefront set them (refreshCookie.ts, sessionPersistence.ts).
      {
        name: 'rigsmith_refresh',
        value: state.session.refresh,
        domain: hostname,
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'Strict',
        expires,
      },
      {
        name: 'rigsmith_page',
        value: state.session.page,
        domain: hostname,
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        expires,
      },
      {
        name: 'rigsmith_session',
        value: encodeURIComponent(JSON.stringify({ sessionEnd: state.session.sessionEnd })),
        domain: hostname,
        path: '/',
        sameSite: 'Lax',
        expires,
      },
    );
  }
  if (state.cookies) {
    const { hostname } = new URL(base);
    await browser.setCookie(
      // As the storefront's cookieStorage sets them (sessionPersistence.ts).
      ...Object.entries(state.cookies).map(([name, value]) => ({
        name,
        value: encodeURIComponent(value),
        domain: hostname,
        path: '/',
        sameSite: 'Lax',
      })),
    );
  }
  if (state.local) {
    await tab.goto(`${base}/api/health`);
    await tab.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, Object.entries(state.local));
  }
  return tab;
}

const password = 'Lighthouse-2-secret!';

/**
 * The shop's API at `base`, and what the audited pages need, made once per edition and kept:
 * a customer with a default address, a saved build and orders, links of the outbox.
 */
export function shopFixtures(base, root, serverEnv) {
  async function call(method, apiPath, { body, access, headers = {} } = {}) {
    const response = await fetch(`${base}${apiPath}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(access ? { authorization: `Bearer ${access}` } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${text}`);
    return { body: text ? JSON.parse(text) : null, cookies: response.headers.getSetCookie() };
  }
  const get = async (apiPath) => (await call('GET', apiPath)).body;

  /** The newest match of `pattern` in the outbox's emails to `to`. */
  async function fromOutbox(to, pattern) {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const messages = await get(`/dev/mail/messages.json?to=${encodeURIComponent(to)}`);
      const found = messages.map((message) => pattern.exec(message.text)).find(Boolean);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`No email to ${to} matching ${pattern}`);
  }

  let serial = 0;
  async function register(edition) {
    serial += 1;
    const email = `lighthouse-${edition.id}-${serial}-${Date.now()}@example.com`;
    await call('POST', `/api/auth/register?country=${edition.country}`, {
      body: { email, consents: { terms: true, privacy: true }, locale: edition.locale },
    });
    const [, token] = await fromOutbox(email, /\/create-password\/([\w-]{43})/);
    return { email, token };
  }

  const kept = new Map();
  /** `make()` once per key, shared by every later caller. */
  const once = (key, make) => {
    if (!kept.has(key)) kept.set(key, make());
    return kept.get(key);
  };

  const catalogue = () =>
    once('catalogue', async () => {
      const model = (await get('/api/ecommerce/models')).items[0];
      const parts = (await get(`/api/ecommerce/model/${model.slug}`)).parts;
      const part = (await get('/api/ecommerce/products')).items.find((item) => item.inStock);
      return {
        model,
        game: (await get('/api/ecommerce/games')).items[0],
        // The model's parts as a build's components (a saved build, the customiser's copy).
        build: parts.map(({ product, amount }) => ({ component: product.id, amount })),
        part,
        cartLines: [`model-${model.slug}`, part.id],
      };
    });

  /** A signed-in session: the tokens of a new login, as the browser keeps them. */
  async function signIn(email) {
    const { body, cookies } = await call('POST', '/api/auth/login', {
      body: { email, password },
    });
    const named = (name) =>
      cookies.map((cookie) => new RegExp(`^${name}=([^;]+)`).exec(cookie)?.[1]).find(Boolean);
    return {
      access: body.access,
      sessionEnd: Date.parse(body.session_end),
      refresh: named('rigsmith_refresh'),
      page: named('rigsmith_page'),
    };
  }

  const customer = (edition) =>
    once(`customer ${edition.id}`, async () => {
      const { email, token } = await register(edition);
      const { body } = await call('POST', '/api/auth/create_password', {
        body: { token, password },
      });
      const access = body.access;
      const address = await call('POST', '/api/account/shipping_addresses', {
        access,
        body: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          phone: edition.phone,
          address: edition.address,
          is_default: true,
        },
      });
      const { model, build } = await catalogue();
      await call('POST', `/api/ecommerce/pc_build?country=${edition.country}`, {
        access,
        body: { name: 'My Lighthouse build', components: build, reference: model.slug },
      });
      return { email, addressId: address.body.id };
    });

  /** The customer's basket holds one of each of `lines` and nothing else (an order empties it). */
  async function fillBasket(edition, access, lines) {
    const query = `?country=${edition.country}`;
    const basket = (await call('GET', `/api/basket/product${query}`, { access })).body;
    for (const line of basket.items) {
      if (!lines.includes(line.product.id) || line.amount !== 1) {
        await call('DELETE', `/api/basket/product/${line.pk}`, { access });
      }
    }
    for (const product of lines) {
      if (basket.items.some((line) => line.product.id === product && line.amount === 1)) continue;
      await call('POST', `/api/basket/product${query}`, { access, body: { product } });
    }
  }

  /** An order of `lines` to the customer's address, waiting for its payment. */
  async function placeOrder(edition, access, lines) {
    const { addressId } = await customer(edition);
    await fillBasket(edition, access, lines);
    const order = await call('POST', `/api/basket/to_order?country=${edition.country}`, {
      access,
      headers: { 'idempotency-key': crypto.randomUUID() },
      body: { shipping_address: { id: addressId }, phone_number: edition.phone },
    });
    return order.body;
  }

  /** Pays an order with the test processor's card that succeeds at once (README: Payments). */
  async function pay(access, order) {
    const payment = (await call('POST', `/api/order/${order.id}/payment`, { access })).body;
    await call('POST', `/api/test_payments/${payment.intent_id}/confirm`, {
      body: {
        client_secret: payment.client_secret,
        card_number: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
      },
    });
    return (await call('POST', `/api/order/${order.id}/payment/confirm`, { access })).body.order;
  }

  async function paidOrder(edition, lines) {
    const { access } = await signIn((await customer(edition)).email);
    return pay(access, await placeOrder(edition, access, lines));
  }

  /** The staff command line on the server's database (the server stopped: PGlite is its own). */
  function staffCommand(args) {
    return new Promise((resolve, reject) => {
      const child = spawn(
        'pnpm',
        ['--filter', '@pcshop/server', '--silent', 'shop', 'orders', ...args],
        {
          cwd: root,
          env: serverEnv,
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`shop orders ${args.join(' ')}: exit ${code}`)),
      );
    });
  }

  return {
    catalogue,
    customer,
    signIn,
    fillBasket,
    placeOrder,
    paidOrder: (edition) =>
      once(`paid ${edition.id}`, async () => paidOrder(edition, (await catalogue()).cartLines)),
    /** A paid order of one part, to deliver with `deliver` while the server is stopped. */
    orderToDeliver: (edition) =>
      once(`to deliver ${edition.id}`, async () =>
        paidOrder(edition, [(await catalogue()).part.id]),
      ),
    async deliver(order) {
      await staffCommand(['advance', String(order.id)]);
      await staffCommand([
        'ship',
        String(order.id),
        '--tracking',
        'LH123456789GB',
        '--carrier',
        'Royal Mail',
      ]);
      await staffCommand(['deliver', String(order.id)]);
    },
    /** The `/create-password/{token}` link of a registration not yet completed. */
    setPasswordToken: (edition) =>
      once(`pending ${edition.id}`, async () => (await register(edition)).token),
    /** The query (`id`, `token`) of the customer's password reset link, not yet used. */
    resetQuery: (edition) =>
      once(`reset ${edition.id}`, async () => {
        const { email } = await customer(edition);
        await call('POST', '/api/auth/ask_for_password_reset', { body: { email } });
        return (await fromOutbox(email, /\/login\/reset\?(id=[\w-]+&token=[\w-]+)/))[1];
      }),
  };
}
