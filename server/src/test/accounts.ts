import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sessionAccessSchema, type SessionAccess } from '@pcshop/stores/schemas';
import type { AppOptions } from '../app';
import type { Clock } from '../services/clock';
import { listOutbox, type OutboxEntry } from '../services/email/outbox';
import { REFRESH_COOKIE } from '../routes/auth/refreshCookie';
import { buildTestApp, type TestApp } from './app';

export const PASSWORD = 'Sup3r$ecret';

/** A clock the test moves by hand. */
export interface FakeClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

export function fakeClock(start = new Date()): FakeClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

/** A signed-in answer, with the refresh token its HttpOnly cookie carried. */
export interface SignedIn extends SessionAccess {
  refresh: string;
}

/** The refresh token an answer set in its cookie, else undefined. */
export const refreshCookieOf = (response: LightMyRequestResponse): string | undefined =>
  response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.value;

function signedIn(response: LightMyRequestResponse, call: string): SignedIn {
  const refresh = refreshCookieOf(response);
  if (response.statusCode !== 200 || !refresh) throw new Error(`${call}: ${response.body}`);
  return { ...sessionAccessSchema.parse(response.json()), refresh };
}

export interface AccountsTestApp extends TestApp {
  clock: FakeClock;
  /** POST a JSON body, optionally signed with an access token. */
  post(url: string, body?: object, access?: string): Promise<LightMyRequestResponse>;
  request(options: InjectOptions & { access?: string }): Promise<LightMyRequestResponse>;
  /** The newest email to `to` the file transport wrote (after background sends finish). */
  lastEmail(to: string): Promise<OutboxEntry | undefined>;
  emailsTo(to: string): Promise<OutboxEntry[]>;
  /** Registers `email`, follows the emailed link and sets `password`: the user's first tokens. */
  signUp(email: string, password?: string): Promise<SignedIn>;
  login(email: string, password?: string, remember?: boolean): Promise<SignedIn>;
  /** `POST /api/auth/refresh` as the browser sends it: `{}` with the refresh token's cookie. */
  refresh(token: string): Promise<LightMyRequestResponse>;
  /** `POST /api/auth/logout` as the browser sends it: the access token, the refresh cookie. */
  logout(session: SignedIn): Promise<LightMyRequestResponse>;
}

/** The whole app with its outbox in a temporary folder and a clock the test controls. */
export async function buildAccountsTestApp(
  env: Record<string, string> = {},
  services: AppOptions['services'] = {},
  fastify: Parameters<typeof buildTestApp>[2] = {},
): Promise<AccountsTestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rigsmith-accounts-'));
  const clock = fakeClock();
  const t = await buildTestApp(
    { DATA_DIR: dataDir, PUBLIC_URL: 'https://rigsmith.test', ...env },
    { clock, ...services },
    fastify,
  );

  const request: AccountsTestApp['request'] = ({ access, ...options }) =>
    t.app.inject({
      ...options,
      headers: { ...options.headers, ...(access ? { authorization: `Bearer ${access}` } : {}) },
    });
  const post: AccountsTestApp['post'] = (url, body, access) =>
    request({
      method: 'POST',
      url,
      ...(body ? { payload: body } : {}),
      ...(access ? { access } : {}),
    });

  const emailsTo = async (to: string) => {
    await t.app.mailer.settled();
    return (await listOutbox(t.config.mailDir)).filter(
      (entry) => entry.to.toLowerCase() === to.toLowerCase(),
    );
  };
  const lastEmail = async (to: string) => (await emailsTo(to))[0];

  const signUp: AccountsTestApp['signUp'] = async (email, password = PASSWORD) => {
    const registered = await post('/api/auth/register', {
      email,
      consents: { terms: true, privacy: true },
    });
    if (registered.statusCode !== 202) throw new Error(`register: ${registered.body}`);
    const token = linkToken(await lastEmail(email), '/create-password/');
    return signedIn(
      await post('/api/auth/create_password', { token, password }),
      'create_password',
    );
  };

  const login: AccountsTestApp['login'] = async (email, password = PASSWORD, remember = false) =>
    signedIn(await post('/api/auth/login', { email, password, remember }), 'login');

  const withRefreshCookie = (url: string, token: string, payload: object) =>
    request({ method: 'POST', url, payload, cookies: { [REFRESH_COOKIE]: token } });

  return {
    ...t,
    clock,
    post,
    request,
    emailsTo,
    lastEmail,
    signUp,
    login,
    refresh: (token) => withRefreshCookie('/api/auth/refresh', token, {}),
    logout: ({ access, refresh }) => withRefreshCookie('/api/auth/logout', refresh, { access }),
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The link in an email's text that contains `marker`. */
export function linkIn(email: OutboxEntry | undefined, marker: string): URL {
  const match = email?.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(marker));
  if (!match) throw new Error(`No link with ${marker} in ${email?.text ?? 'no email'}`);
  return new URL(match);
}

/** The token at the end of a `/create-password/{token}` link, or the `token` query of a link. */
export function linkToken(email: OutboxEntry | undefined, marker: string): string {
  const url = linkIn(email, marker);
  return url.searchParams.get('token') ?? url.pathname.split('/').pop()!;
}

let counter = 0;
/** An address no other test uses. */
export const uniqueEmail = (name = 'user') =>
  `${name}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;
