import { makeAutoObservable } from 'mobx';
import { inAction } from '../inAction';
import type { Clock, KeyValueStorage } from '../platform';

/** Source document §9: tokens are renewed every 4 minutes; a session without remember-me lasts a month. */
export const REFRESH_EVERY_MS = 4 * 60 * 1000;
/**
 * The source document names no cookie. This one says that a session exists and when it ends, and
 * nothing secret: the refresh token is an HttpOnly cookie of the server, the access token stays in
 * memory. Page loads read it to renew at start, the server render to leave the page to the browser.
 */
export const SESSION_KEY = 'rigsmith_session';

/** What signing in and refreshing grant: an access token, and when the session ends (epoch ms). */
export interface SessionGrant {
  access: string;
  sessionEnd: number;
}

/** The calls the session needs; the storefront adapts them to the api client. */
export interface SessionApi {
  login(credentials: { email: string; password: string; remember: boolean }): Promise<SessionGrant>;
  /** Swaps the refresh cookie the browser holds for a new access token (and a new cookie). */
  refresh(): Promise<SessionGrant>;
  /** Ends the session of the refresh cookie, and that of `access` if given. */
  logout(access: string | null): Promise<void>;
}

/** Another tab changing the stored session (a BroadcastChannel in the browser). */
export interface TabSignal {
  subscribe(key: string, onChange: (newValue: string | null) => void): () => void;
}

/**
 * Runs one task at a time across the shop's tabs (the Web Locks API in the browser): every tab
 * shares the refresh cookie, and the server takes a refresh token presented twice for a stolen one.
 */
export interface TabLock {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export interface SessionDependencies {
  api: SessionApi;
  clock: Clock;
  storage: KeyValueStorage;
  tabs: TabSignal;
  lock: TabLock;
  /** Leaves for a path after logout (`/login`, or `/` after a failed refresh). */
  navigate(path: string): void;
  /** Called after login and after a successful start, e.g. to load the user and merge the cart. */
  onSignedIn?(): Promise<void> | void;
  onSignedOut?(): void;
  log?(message: string, error: unknown): void;
}

/** The session, its renewal and its end (source document §4, SPEC §7). */
export class SessionStore {
  /** When the session ends (epoch ms), while there is one: the marker every tab shares. */
  sessionEnd: number | null;
  /** In memory only: a page load gets its own by refreshing. */
  accessToken: string | null = null;
  started = false;
  /** Where the last logout sent the visitor (`/login`, `/`); login-required pages follow it. */
  exitPath: string | null = null;
  private renewal: Promise<boolean> | null = null;
  /** Aborted when this session ends: the calls made for it must not answer the next visitor. */
  private ending = new AbortController();
  private timer: unknown = null;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: SessionDependencies) {
    this.sessionEnd = readSessionEnd(deps.storage.getItem(SESSION_KEY));
    makeAutoObservable<SessionStore, 'deps' | 'renewal' | 'ending' | 'timer' | 'unsubscribe'>(
      this,
      { deps: false, renewal: false, ending: false, timer: false, unsubscribe: false },
      { autoBind: true },
    );
  }

  /** Logged in while a session exists, even before a page load's first renewal brings its token. */
  get isLoggedIn(): boolean {
    return this.sessionEnd !== null;
  }

  /** At start: an ended session logs out; otherwise renew the access token and load the user. */
  async start(): Promise<void> {
    this.unsubscribe ??= this.deps.tabs.subscribe(SESSION_KEY, this.onOtherTab);
    try {
      if (this.isLoggedIn && !this.isLive()) {
        this.clear();
      } else if (this.isLoggedIn && (this.accessToken !== null || (await this.renew()))) {
        await this.deps.onSignedIn?.();
      }
    } finally {
      inAction('SessionStore.start', () => {
        this.started = true;
      });
    }
  }

  /**
   * A server's render of a signed-in shopper's page: the session their page cookie proved, with
   * a token made for the render's calls, and what signing in loads. Nothing is stored, renewed
   * or scheduled.
   */
  async renderSignedIn(grant: SessionGrant): Promise<void> {
    inAction('SessionStore.renderSignedIn', () => {
      this.sessionEnd = grant.sessionEnd;
      this.accessToken = grant.access;
      this.started = true;
    });
    await this.deps.onSignedIn?.();
  }

  /**
   * Starts with the token a page rendered on the server for this session came with, in place of
   * a renewal at start: the page's first calls wait for no refresh.
   */
  async resume(grant: SessionGrant): Promise<void> {
    inAction('SessionStore.resume', () => this.store(grant));
    this.schedule();
    await this.start();
  }

  /** The token to sign a call with; a live session without one yet (a page load) renews first. */
  async signingToken(): Promise<string | null> {
    if (this.accessToken === null && this.isLive()) await this.renew();
    return this.accessToken;
  }

  /**
   * The signal a call made for this session carries, aborted when the session ends (a logout, a
   * failed renewal, another tab's logout), or null without a session. A call still in flight then
   * ends quietly instead of being refused by the server that has just closed its session.
   */
  sessionSignal(): AbortSignal | null {
    return this.isLoggedIn ? this.ending.signal : null;
  }

  async login(credentials: { email: string; password: string; remember: boolean }): Promise<void> {
    const grant = await this.deps.api.login(credentials);
    inAction('SessionStore.login', () => this.store(grant));
    this.schedule();
    await this.deps.onSignedIn?.();
  }

  /** Signs in with what the server granted another way (e.g. after setting a password). */
  async signInWith(grant: SessionGrant): Promise<void> {
    this.store(grant);
    this.schedule();
    await this.deps.onSignedIn?.();
  }

  /** Renews the access token once at a time, in one tab at a time; a failure logs out to `/`. */
  renew(): Promise<boolean> {
    if (!this.isLoggedIn) return Promise.resolve(false);
    this.renewal ??= this.deps.lock
      // Waiting for the lock, this tab may have missed another tab's logout: it ended the session.
      .run(() => (this.markerGone() ? Promise.resolve(null) : this.deps.api.refresh()))
      .then(
        (grant) => {
          if (!this.isLoggedIn) return false;
          if (!grant) {
            this.end('/login');
            return false;
          }
          inAction('SessionStore.renew', () => {
            this.accessToken = grant.access;
            this.sessionEnd = grant.sessionEnd;
          });
          this.schedule();
          return true;
        },
        (error: unknown) => {
          this.deps.log?.('Session refresh failed; logging out', error);
          if (this.isLoggedIn) this.end('/');
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
    const wasLoggedIn = this.isLoggedIn;
    const access = this.accessToken;
    this.end(path);
    if (!wasLoggedIn) return;
    // After any renewal of another tab: the cookie is then the newest, and stays cleared.
    await this.deps.lock
      .run(() => this.deps.api.logout(access))
      .catch((error: unknown) => {
        this.deps.log?.('Logout call failed; the session is cleared locally', error);
      });
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.cancelTimer();
  }

  private isLive(): boolean {
    return this.sessionEnd !== null && this.sessionEnd > this.deps.clock.now();
  }

  private markerGone(): boolean {
    return readSessionEnd(this.deps.storage.getItem(SESSION_KEY)) === null;
  }

  private store(grant: SessionGrant) {
    this.accessToken = grant.access;
    this.sessionEnd = grant.sessionEnd;
    this.exitPath = null;
    this.deps.storage.setItem(SESSION_KEY, JSON.stringify({ sessionEnd: grant.sessionEnd }));
  }

  private end(path: string) {
    this.exitPath = path;
    this.clear();
    this.deps.navigate(path);
  }

  private clear() {
    this.cancelTimer();
    const wasLoggedIn = this.isLoggedIn;
    this.accessToken = null;
    this.sessionEnd = null;
    this.deps.storage.removeItem(SESSION_KEY);
    if (!wasLoggedIn) return;
    this.ending.abort();
    this.ending = new AbortController();
    this.deps.onSignedOut?.();
  }

  private schedule() {
    this.cancelTimer();
    this.timer = this.deps.clock.setTimeout(() => void this.renew(), REFRESH_EVERY_MS);
  }

  private cancelTimer() {
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  /**
   * A logout in another tab logs this one out. A login there (the cookie now holds that session's
   * refresh token) is followed: this tab's next renewal is of that session.
   */
  private onOtherTab(newValue: string | null) {
    if (!this.isLoggedIn) return;
    const theirs = readSessionEnd(newValue);
    if (theirs === null) this.end('/login');
    else this.sessionEnd = theirs;
  }
}

/** The session end of the marker, or null without a session (or with a marker it cannot read). */
function readSessionEnd(raw: string | null): number | null {
  if (!raw) return null;
  try {
    const value = (JSON.parse(raw) as { sessionEnd?: unknown } | null)?.sessionEnd;
    return typeof value === 'number' ? value : null;
  } catch {
    return null;
  }
}
