import { makeAutoObservable, when } from 'mobx';
import { Resource } from '../async/Resource';
import type { ApiClient } from '../api/client';
import { callApi } from '../api/call';
import type { CaptchaSettings } from '../api/schemas/auth';

export type CaptchaProviderName = NonNullable<CaptchaSettings['provider']>;

export interface CaptchaDependencies {
  api: ApiClient;
  log(message: string, error: unknown): void;
}

/** A configured captcha: the provider to load and its site key. */
export interface ActiveCaptcha {
  provider: CaptchaProviderName;
  siteKey: string;
}

export type CaptchaLoadState = 'idle' | 'loading' | 'ready' | 'failed';

/** The settings are the same for every page and edition: one key. */
const CAPTCHA = 'captcha';

/**
 * Which captcha the register, forgot-password and contact forms answer (source document: "an
 * invisible captcha service runs, its site key from configuration"), read once from
 * `GET /api/auth/captcha` when a form first needs it.
 */
export class CaptchaStore {
  readonly read = new Resource<CaptchaSettings>();
  private knowing: Promise<CaptchaSettings | null> | null = null;

  constructor(private readonly deps: CaptchaDependencies) {
    makeAutoObservable<CaptchaStore, 'deps' | 'knowing'>(
      this,
      { deps: false, read: false, knowing: false },
      { autoBind: true },
    );
  }

  get settings(): CaptchaSettings | null {
    return this.read.data;
  }

  get state(): CaptchaLoadState {
    return this.read.state === 'error' ? 'failed' : this.read.state;
  }

  /** The captcha to answer, or null when none is configured (or not known yet). */
  get active(): ActiveCaptcha | null {
    const provider = this.settings?.provider;
    const siteKey = this.settings?.site_key;
    return provider && siteKey ? { provider, siteKey } : null;
  }

  /**
   * The settings, read from the server the first time only; every caller shares that read. A
   * failed read is logged, rejects, and is tried again on the next call.
   */
  async load(): Promise<CaptchaSettings> {
    // Any failure is asked again, a 404 too (a Resource would remember it).
    await this.read.load(CAPTCHA, this.fetchSettings, { force: this.read.state === 'error' });
    // A read another caller started: wait for its answer.
    await when(() => this.read.state !== 'loading');
    if (this.read.state === 'ready' && this.read.data) return this.read.data;
    throw this.read.error;
  }

  /**
   * The settings, or null when the first read failed: one promise that never rejects, for a form
   * to wait on (React's `use`) before it first paints.
   */
  known(): Promise<CaptchaSettings | null> {
    // The failure is logged by the read; the form then shows without a captcha.
    this.knowing ??= this.load().catch(() => null);
    return this.knowing;
  }

  private async fetchSettings(): Promise<CaptchaSettings> {
    try {
      return await callApi(this.deps.api, 'captcha');
    } catch (error) {
      this.deps.log('the captcha settings could not be read', error);
      throw error;
    }
  }
}
