import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sessionTokensSchema, type SessionTokensResponse } from '@pcshop/stores/schemas';
import type { AppOptions } from '../app';
import type { Clock } from '../services/clock';
import { listOutbox, type OutboxEntry } from '../services/email/outbox';
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

export interface AccountsTestApp extends TestApp {
  clock: FakeClock;
  /** POST a JSON body, optionally signed with an access token. */
  post(url: string, body?: object, access?: string): Promise<LightMyRequestResponse>;
  request(options: InjectOptions & { access?: string }): Promise<LightMyRequestResponse>;
  /** The newest email to `to` the file transport wrote (after background sends finish). */
  lastEmail(to: string): Promise<OutboxEntry | undefined>;
  emailsTo(to: string): Promise<OutboxEntry[]>;
  /** Registers `email`, follows the emailed link and sets `password`: the user's first tokens. */
  signUp(email: string, password?: string): Promise<SessionTokensResponse>;
  login(email: string, password?: string, remember?: boolean): Promise<SessionTokensResponse>;
}

/** The whole app with its outbox in a temporary folder and a clock the test controls. */
export async function buildAccountsTestApp(
  env: Record<string, string> = {},
  services: AppOptions['services'] = {},
): Promise<AccountsTestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rigsmith-accounts-'));
  const clock = fakeClock();
  const t = await buildTestApp(
    { DATA_DIR: dataDir, PUBLIC_URL: 'https://rigsmith.test', ...env },
    { clock, ...services },
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
    const created = await post('/api/auth/create_password', { token, password });
    if (created.statusCode !== 200) throw new Error(`create_password: ${created.body}`);
    return sessionTokensSchema.parse(created.json());
  };

  const login: AccountsTestApp['login'] = async (email, password = PASSWORD, remember = false) => {
    const response = await post('/api/auth/login', { email, password, remember });
    if (response.statusCode !== 200) throw new Error(`login: ${response.body}`);
    return sessionTokensSchema.parse(response.json());
  };

  return {
    ...t,
    clock,
    post,
    request,
    emailsTo,
    lastEmail,
    signUp,
    login,
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
