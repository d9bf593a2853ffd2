import { makeAutoObservable } from 'mobx';
import { inAction } from '../inAction';
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

/**
 * Which captcha the register, forgot-password and contact forms answer (source document: "an
 * invisible captcha service runs, its site key from configuration"), read once from
 * `GET /api/auth/captcha` when a form first needs it.
 */
export class CaptchaStore {
  settings: CaptchaSettings | null = null;
  state: CaptchaLoadState = 'idle';
  private loading: Promise<CaptchaSettings> | null = null;
  private knowing: Promise<CaptchaSettings | null> | null = null;

  constructor(private readonly deps: CaptchaDependencies) {
    makeAutoObservable<CaptchaStore, 'deps' | 'loading' | 'knowing'>(
      this,
      { deps: false, loading: false, knowing: false },
      { autoBind: true },
    );
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
  load(): Promise<CaptchaSettings> {
    if (this.loading) return this.loading;
    this.state = 'loading';
    const loading = this.fetchSettings();
    this.loading = loading;
    return loading;
  }

  /**
   * The settings, or null when the first read failed: one promise that never rejects, for a form
   * to wait on (React's `use`) before it first paints.
   */
  known(): Promise<CaptchaSettings | null> {
    this.knowing ??= this.load().catch(() => null);
    return this.knowing;
  }

  private async fetchSettings(): Promise<CaptchaSettings> {
    try {
      const settings = await callApi(this.deps.api, 'captcha');
      inAction('CaptchaStore.fetchSettings', () => {
        this.settings = settings;
        this.state = 'ready';
      });
      return settings;
    } catch (error) {
      this.deps.log('the captcha settings could not be read', error);
      inAction('CaptchaStore.fetchSettings', () => {
        this.state = 'failed';
        this.loading = null;
      });
      throw error;
    }
  }
}
