import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock, KeyValueStorage } from '../platform';

/** Source document §9: tokens are renewed every 4 minutes; a session without remember-me lasts a month. */
export const REFRESH_EVERY_MS = 4 * 60 * 1000;
/** The source document names no cookie: the session (both tokens and its end) is kept in this one. */
export const SESSION_KEY = 'rigsmith_session';

export interface SessionTokens {
  access: string;
  refresh: string;
  /** When the session ends (epoch ms). */
  sessionEnd: number;
}

/** The calls the session needs; the storefront adapts them to the api client. */
export interface SessionApi {
  login(credentials: {
    email: string;
    password: string;
    remember: boolean;
  }): Promise<SessionTokens>;
  refresh(refreshToken: string): Promise<{ access: string; refresh: string }>;
  logout(tokens: { access: string; refresh: string }): Promise<void>;
}

/** Another tab changing the stored session (the browser's `storage` event). */
export interface TabSignal {
  subscribe(key: string, onChange: (newValue: string | null) => void): () => void;
}

export interface SessionDependencies {
  api: SessionApi;
  clock: Clock;
  storage: KeyValueStorage;
  tabs: TabSignal;
  /** Leaves for a path after logout (`/login`, or `/` after a failed refresh). */
  navigate(path: string): void;
  /** Called after login and after a successful start, e.g. to load the user and merge the cart. */
  onSignedIn?(): Promise<void> | void;
  onSignedOut?(): void;
  log?(message: string, error: unknown): void;
}

/** Tokens, their renewal and the end of the session (source document §4, SPEC §7). */
export class SessionStore {
  tokens: SessionTokens | null = null;
  started = false;
  /** Where the last logout sent the visitor (`/login`, `/`); login-required pages follow it. */
  exitPath: string | null = null;
  private renewal: Promise<boolean> | null = null;
  private timer: unknown = null;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: SessionDependencies) {
    this.tokens = readTokens(deps.storage);
    makeAutoObservable<SessionStore, 'deps' | 'renewal' | 'timer' | 'unsubscribe'>(
      this,
      { deps: false, renewal: false, timer: false, unsubscribe: false },
      { autoBind: true },
    );
  }

  /** Logged in when both tokens exist. */
  get isLoggedIn(): boolean {
    return Boolean(this.tokens?.access && this.tokens.refresh);
  }

  get accessToken(): string | null {
    return this.tokens?.access ?? null;
  }

  /** At start: an ended session logs out; otherwise renew the tokens and load the user. */
  async start(): Promise<void> {
    this.unsubscribe ??= this.deps.tabs.subscribe(SESSION_KEY, this.onOtherTab);
    try {
      if (this.tokens && this.tokens.sessionEnd <= this.deps.clock.now()) {
        this.clear();
      } else if (this.isLoggedIn && (await this.renew())) {
        await this.deps.onSignedIn?.();
      }
    } finally {
      runInAction(() => {
        this.started = true;
      });
    }
  }

  async login(credentials: { email: string; password: string; remember: boolean }): Promise<void> {
    const tokens = await this.deps.api.login(credentials);
    runInAction(() => this.store(tokens));
    this.schedule();
    await this.deps.onSignedIn?.();
  }

  /** Signs in with tokens the server issued another way (e.g. after setting a password). */
  async signInWith(tokens: SessionTokens): Promise<void> {
    this.store(tokens);
    this.schedule();
    await this.deps.onSignedIn?.();
  }

  /** Renews the tokens once at a time; a failure logs out to `/`. */
  renew(): Promise<boolean> {
    this.adoptStored();
    const tokens = this.tokens;
    if (!tokens) return Promise.resolve(false);
    this.renewal ??= this.deps.api
      .refresh(tokens.refresh)
      .then(
        (renewed) => {
          runInAction(() => this.store({ ...renewed, sessionEnd: tokens.sessionEnd }));
          this.schedule();
          return true;
        },
        (error: unknown) => {
          this.deps.log?.('Session refresh failed; logging out', error);
          this.end('/');
          return false;
        },
      )
      .finally(() => {
        this.renewal = null;
      });
    return this.renewal;
  }

  /** Revokes the session on the server (best effort), clears it here and leaves for `path`. */
  async logout(path = '/login'): Promise<void> {
    const tokens = this.tokens;
    this.end(path);
    if (tokens) {
      await this.deps.api.logout(tokens).catch((error: unknown) => {
        this.deps.log?.('Logout call failed; the session is cleared locally', error);
      });
    }
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.cancelTimer();
  }

  /** Another tab may have rotated the stored tokens while this one missed the signal. */
  private adoptStored() {
    const stored = readTokens(this.deps.storage);
    if (this.tokens && stored && stored.refresh !== this.tokens.refresh) this.tokens = stored;
  }

  private store(tokens: SessionTokens) {
    this.tokens = tokens;
    this.exitPath = null;
    this.deps.storage.setItem(SESSION_KEY, JSON.stringify(tokens));
  }

  private end(path: string) {
    this.exitPath = path;
    this.clear();
    this.deps.navigate(path);
  }

  private clear() {
    this.cancelTimer();
    const wasLoggedIn = this.tokens !== null;
    this.tokens = null;
    this.deps.storage.removeItem(SESSION_KEY);
    if (wasLoggedIn) this.deps.onSignedOut?.();
  }

  private schedule() {
    this.cancelTimer();
    this.timer = this.deps.clock.setTimeout(() => void this.renew(), REFRESH_EVERY_MS);
  }

  private cancelTimer() {
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  /** A change of the stored refresh token in another tab logs this one out. */
  private onOtherTab(newValue: string | null) {
    const theirs = parseTokens(newValue);
    if (this.tokens && theirs?.refresh !== this.tokens.refresh) {
      if (theirs) {
        // The other tab renewed the same session: adopt its tokens rather than logging out, and
        // leave the next renewal to it for 4 minutes (two tabs never spend the same refresh token).
        this.tokens = theirs;
        this.schedule();
        return;
      }
      this.end('/login');
    }
  }
}

function parseTokens(raw: string | null): SessionTokens | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionTokens>;
    return typeof value.access === 'string' &&
      typeof value.refresh === 'string' &&
      typeof value.sessionEnd === 'number'
      ? { access: value.access, refresh: value.refresh, sessionEnd: value.sessionEnd }
      : null;
  } catch {
    return null;
  }
}

const readTokens = (storage: KeyValueStorage) => parseTokens(storage.getItem(SESSION_KEY));
