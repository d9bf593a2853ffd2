import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccountsTestApp,
  PASSWORD,
  uniqueEmail,
  type AccountsTestApp,
} from '../../server/src/test/accounts';
import { deletedUsersAccess, forgedAccessTokens } from '../../server/src/test/forgedTokens';
import { moveOrderOn } from '../../server/src/test/orders';
import { Figures, inErrorFormat } from './answers';
import { needsBearer, operationName, operationsOf, sampleOf, type Operation } from './openapi';

/**
 * The access matrix, from the OpenAPI document: every operation that requires a bearer token
 * answers 401 in the error format without one and with each forged one; every operation on a
 * user's resource by id answers another user 404, as for a missing one, and leaves the owner's
 * data as it was. A new protected route joins by being documented with its security.
 */

let t: AccountsTestApp;
let operations: Operation[];
const figures = new Figures();

interface User {
  email: string;
  access: string;
}
let owner: User;
let other: User;

async function signUp(name: string): Promise<User> {
  const email = uniqueEmail(name);
  const { access } = await t.signUp(email);
  return { email, access };
}

type Response = Awaited<ReturnType<AccountsTestApp['post']>>;

/** The refresh token of a login: in the body where the API puts it there, else in its cookie. */
function refreshTokenOf(login: Response): string {
  const inBody = (login.json() as { refresh?: string }).refresh;
  const inCookie = login.cookies.find((cookie) => /refresh/i.test(cookie.name))?.value;
  const token = inBody ?? inCookie;
  if (!token) throw new Error(`no refresh token in the login answer: ${login.body}`);
  return token;
}

beforeAll(async () => {
  t = await buildAccountsTestApp();
  operations = await operationsOf(t.app);
  owner = await signUp('owner');
  other = await signUp('other');
}, 120_000);
afterAll(() => t?.close());

/** The operation's URL with `params` (samples for the rest) in place. */
function urlOf(operation: Operation, params: Record<string, string> = {}): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(params[name] ?? String(sampleOf(parameter?.schema ?? {})));
  });
}

async function send(
  label: string,
  operation: Operation,
  {
    url = urlOf(operation),
    authorization,
    body,
    cookies = {},
  }: {
    url?: string;
    authorization?: string;
    body?: unknown;
    cookies?: Record<string, string>;
  } = {},
) {
  const started = performance.now();
  const payload = body ?? (operation.body ? sampleOf(operation.body) : undefined);
  const response = await t.app.inject({
    method: operation.method as 'GET',
    url,
    headers: authorization ? { authorization } : {},
    cookies,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  figures.add({
    label: `${operationName(operation)} — ${label}`,
    method: operation.method,
    status: response.statusCode,
    body: response.body,
    ms: performance.now() - started,
  });
  return response;
}

describe('the access matrix', () => {
  afterAll(() => {
    console.info(figures.report('Security suite, access matrix'));
  });

  it('answers every protected operation 401 in the error format, without a token and with forged ones', async () => {
    const protectedOperations = operations.filter(needsBearer);
    const login = await t.post('/api/auth/login', { email: owner.email, password: PASSWORD });
    const credentials: Record<string, string | undefined> = {
      'no token': undefined,
      ...Object.fromEntries(
        Object.entries(
          await forgedAccessTokens(owner.access, t.config.JWT_SECRET, t.clock.now()),
        ).map(([name, token]) => [name, `Bearer ${token}`]),
      ),
      "a deleted user's token": `Bearer ${await deletedUsersAccess(t)}`,
      'a refresh token used as access': `Bearer ${refreshTokenOf(login)}`,
      'the access token as Basic': `Basic ${owner.access}`,
      'an empty bearer': 'Bearer ',
    };
    const accepted: string[] = [];
    for (const operation of protectedOperations) {
      for (const [name, authorization] of Object.entries(credentials)) {
        const response = await send(name, operation, authorization ? { authorization } : {});
        if (response.statusCode !== 401 || !inErrorFormat(response.body)) {
          accepted.push(
            `${operationName(operation)} with ${name}: ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    console.info(
      `Access matrix: ${protectedOperations.length} protected operations × ${Object.keys(credentials).length} credentials, ${accepted.length} not refused`,
    );
    expect(protectedOperations.length).toBeGreaterThan(0);
    expect(accepted).toEqual([]);

    const refusedTheOwner: string[] = [];
    for (const operation of protectedOperations) {
      const response = await send('the real token', operation, {
        authorization: `Bearer ${owner.access}`,
      });
      if (response.statusCode === 401) refusedTheOwner.push(operationName(operation));
    }
    expect(refusedTheOwner, 'the real token must pass where the forged ones fail').toEqual([]);
  });

  it('answers every operation a cookie protects 401 in the error format with a missing or forged cookie', async () => {
    // An operation that documents no 401 (logout) takes any cookie and ends whatever it names.
    const cookieOperations = operations.filter(
      (operation) => operation.cookie && '401' in operation.responses,
    );
    const login = await t.post('/api/auth/login', { email: owner.email, password: PASSWORD });
    const used = refreshTokenOf(login);
    const rotated = await send('a fresh refresh token', cookieOperations[0]!, {
      cookies: { [cookieOperations[0]!.cookie!]: used },
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const cookies: Record<string, string | undefined> = {
      'no cookie': undefined,
      'a random token': randomUUID(),
      'the access token': owner.access,
      'a used refresh token': used,
      SQL: "' OR '1'='1",
    };
    const accepted: string[] = [];
    for (const operation of cookieOperations) {
      for (const [name, value] of Object.entries(cookies)) {
        const response = await send(name, operation, {
          cookies: value === undefined ? {} : { [operation.cookie!]: value },
        });
        if (response.statusCode !== 401 || !inErrorFormat(response.body)) {
          accepted.push(`${operationName(operation)} with ${name}: ${response.statusCode}`);
        }
      }
    }
    console.info(
      `Cookie matrix: ${cookieOperations.length} operations × ${Object.keys(cookies).length} cookies, ${accepted.length} not refused`,
    );
    expect(cookieOperations.length).toBeGreaterThan(0);
    expect(accepted).toEqual([]);
  });

  it("answers another user 404 on every operation on a user's resource by id, leaving it unchanged", async () => {
    const byId = operations.filter(
      (operation) => needsBearer(operation) && operation.parameters.some((p) => p.in === 'path'),
    );
    const unknown = byId.filter((operation) => !ownedResourceOf(operation));
    expect(unknown.map(operationName), 'add a fixture to ownedResources').toEqual([]);

    const leaks: string[] = [];
    for (const operation of byId) {
      const resource = ownedResourceOf(operation)!;
      const id = await resource.create(owner.access, operationName(operation));
      const parts = (await resource.parts?.(owner.access, id)) ?? {};
      const before = await resource.read(owner.access, id);
      const body = await validBodyOf(operation, parts);
      const asOther = { authorization: `Bearer ${other.access}`, body };
      const foreign = await send("another user's id", operation, {
        ...asOther,
        url: urlOf(operation, { ...parts, id }),
      });
      const missing = await send('a missing id', operation, {
        ...asOther,
        url: urlOf(operation, { ...parts, id: MISSING_ID }),
      });
      const after = await resource.read(owner.access, id);
      const own = await send("the owner's id", operation, {
        authorization: `Bearer ${owner.access}`,
        body,
        url: urlOf(operation, { ...parts, id }),
      });
      const name = operationName(operation);
      if (foreign.statusCode !== 404 || !inErrorFormat(foreign.body)) {
        leaks.push(`${name}: another user got ${foreign.statusCode}`);
      }
      if (foreign.body !== missing.body || missing.statusCode !== 404) {
        leaks.push(`${name}: another user's id and a missing one answer differently`);
      }
      if (JSON.stringify(after) !== JSON.stringify(before))
        leaks.push(`${name}: changed the owner's data`);
      if (own.statusCode >= 300) leaks.push(`${name}: the owner got ${own.statusCode} ${own.body}`);
    }
    console.info(`Ownership: ${byId.length} operations by id, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
  });

  it("never shows one user's resources in another's lists", async () => {
    const marker = await markOwnersResources();
    const lists = operations.filter(
      (operation) =>
        needsBearer(operation) &&
        operation.method === 'GET' &&
        !operation.parameters.some((p) => p.in === 'path'),
    );
    const shown: string[] = [];
    let seenByOwner = 0;
    for (const operation of lists) {
      const mine = await send('as the owner', operation, {
        authorization: `Bearer ${owner.access}`,
      });
      if (mine.body.includes(marker)) seenByOwner += 1;
      const theirs = await send('as another user', operation, {
        authorization: `Bearer ${other.access}`,
      });
      if (theirs.body.includes(marker)) shown.push(operationName(operation));
    }
    expect(seenByOwner, 'the owner sees their own resources').toBeGreaterThan(0);
    expect(shown).toEqual([]);
  });
});

/** An id no resource has. */
const MISSING_ID = '2147483000';

interface OwnedResource {
  /** Makes one for the user of `access`, fit for `operation` to succeed for its owner; its id. */
  create(access: string, operation: string): Promise<string>;
  /** What the owner sees of it (compared before and after another user tries it). */
  read(access: string, id: string): Promise<unknown>;
  /** The ids of what it holds, for paths that name one (an order's line: `itemId`). */
  parts?(access: string, id: string): Promise<Record<string, string>>;
}

async function call(method: 'GET' | 'POST', url: string, access: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${access}` },
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json<Record<string, unknown>>();
}

const address = (line1: string) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '+447700900123',
  address: { line1, city: 'London', postcode: 'SW1A 1AA', country: 'GB' },
});

/**
 * How to make and read back each kind of resource reached by id, keyed by its path up to the id.
 * An address is made second, so it is not the default one (set_default would change that).
 */
const ownedResources: Record<string, OwnedResource> = {
  '/api/ecommerce/pc_build/': {
    create: async (access) =>
      String(
        (await call('POST', '/api/ecommerce/pc_build', access, { name: 'Mine', components: [] }))
          .id,
      ),
    read: (access, id) => call('GET', `/api/ecommerce/pc_build/${id}`, access),
  },
  '/api/account/shipping_address/': {
    create: async (access) => {
      const list = await call('GET', '/api/account/shipping_addresses', access);
      if ((list as unknown as unknown[]).length === 0) {
        await call('POST', '/api/account/shipping_addresses', access, address('1 First Street'));
      }
      const added = await call(
        'POST',
        '/api/account/shipping_addresses',
        access,
        address('2 Second Street'),
      );
      return String(added.id);
    },
    read: (access) => call('GET', '/api/account/shipping_addresses', access),
  },
  '/api/order/': {
    // Paid, so that its owner may cancel it; unpaid for the call that opens its payment;
    // delivered for the review of its line.
    create: async (access, operation) => {
      const [product] = await someParts();
      await call('POST', '/api/basket/product', access, { product });
      const ordered = await t.app.inject({
        method: 'POST',
        url: '/api/basket/to_order',
        headers: { authorization: `Bearer ${access}`, 'idempotency-key': randomUUID() },
        payload: {
          shipping_address: address('3 Order Street'),
          phone_number: '+447700900123',
        },
      });
      if (ordered.statusCode !== 201) throw new Error(`to_order: ${ordered.body}`);
      const id = ordered.json<{ id: number }>().id;
      if (operation === 'POST /api/order/{id}/payment') return String(id);
      const payment = await call('POST', `/api/order/${id}/payment`, access);
      await call('POST', `/api/test_payments/${String(payment.intent_id)}/confirm`, access, {
        client_secret: payment.client_secret,
        card_number: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
      });
      await call('POST', `/api/order/${id}/payment/confirm`, access);
      if (operation === 'POST /api/order/{id}/review') {
        await moveOrderOn(t, id, 'product', 'completed');
      }
      return String(id);
    },
    read: (access, id) => call('GET', `/api/order/${id}`, access),
    parts: async (access, id) => {
      const order = await call('GET', `/api/order/${id}`, access);
      return { itemId: String((order.items as { id: number }[])[0]!.id) };
    },
  },
  '/api/basket/product/': {
    create: async (access) => {
      const [product] = await someParts();
      return String((await call('POST', '/api/basket/product', access, { product })).pk);
    },
    read: (access) => call('GET', '/api/basket/product', access),
  },
};

/** Two public parts of the catalogue (a basket line's product, and what replaces it). */
async function catalogueParts(): Promise<[string, string]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/ecommerce/products?per_page=2' });
  const [first, second] = response.json<{ items: { id: string }[] }>().items;
  if (!first || !second) throw new Error(`no parts to put in a basket: ${response.body}`);
  return [first.id, second.id];
}
let parts: Promise<[string, string]> | null = null;
const someParts = () => (parts ??= catalogueParts());

/** Bodies another user's request must carry to be valid, so only the id can refuse it. */
const validBodies: Record<string, object> = {
  'PATCH /api/ecommerce/pc_build/{id}': { name: 'Taken over' },
  'POST /api/ecommerce/pc_build/{id}/replace_components': { components_detailed: [] },
  'PATCH /api/basket/product/{id}': { amount: 2 },
};

/**
 * The valid body of an operation, if it takes one (a basket line is replaced by another part, an
 * order's line reviewed).
 */
async function validBodyOf(
  operation: Operation,
  parts: Record<string, string>,
): Promise<object | undefined> {
  const name = operationName(operation);
  if (name === 'POST /api/basket/product/{id}/replace') return { product: (await someParts())[1] };
  if (name === 'POST /api/order/{id}/review') {
    return { item: Number(parts.itemId), rating: 4, title: 'Does what it says', text: '' };
  }
  return validBodies[name];
}

function ownedResourceOf(operation: Operation): OwnedResource | undefined {
  return ownedResources[operation.path.slice(0, operation.path.indexOf('{'))];
}

/** Gives the owner a build and an address named with one marker; the marker. */
async function markOwnersResources(): Promise<string> {
  const marker = `Marker${randomUUID().replace(/[^a-f]/g, '')}`;
  await call('POST', '/api/ecommerce/pc_build', owner.access, { name: marker, components: [] });
  await call(
    'POST',
    '/api/account/shipping_addresses',
    owner.access,
    address(`1 ${marker} Street`),
  );
  return marker;
}
