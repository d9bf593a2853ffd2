import { ApiRefusal, type CaptchaProviderName, type Clock } from '@pcshop/stores';
import type { CaptchaSettings } from '@pcshop/stores/schemas';

/** A provider's widget rendered in a form: one single-use token per submission. */
export interface CaptchaWidget {
  /**
   * The token for one submission: the one the widget holds, or the next one it gives (once the
   * visitor has answered its challenge, if it asks them to).
   */
  token(): Promise<string>;
  /** Whether a submission can have its token now, without waiting on the visitor. */
  answered(): boolean;
  /** Readies the widget for the next submission: a token is good once. */
  reset(): void;
  /** Takes the widget out of the page. */
  remove(): void;
}

export interface CaptchaRenderOptions {
  siteKey: string;
  /** The page's message locale (`fr-FR`): the widget speaks the edition's language. */
  locale: string;
  /** Told whenever the widget gains or loses its answer. */
  changed(): void;
}

/** One provider's browser side: loads its script (once per page) and renders its widget. */
export interface CaptchaProvider {
  render(container: HTMLElement, options: CaptchaRenderOptions): Promise<CaptchaWidget>;
}

export type CaptchaProviders = Record<CaptchaProviderName, CaptchaProvider>;

/** How long the provider's script and widget may take to load before the form says so. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 15_000;
/** How long a submission waits for an invisible widget's challenge, the visitor's part included. */
export const CAPTCHA_ANSWER_TIMEOUT_MS = 60_000;

/** The form's refusal when the captcha cannot be loaded or answered: nothing is sent. */
export const captchaNotLoaded = () =>
  new ApiRefusal({ status: 0, code: 'captcha_not_loaded', message: 'The captcha did not load' });

/** The form's refusal when the challenge failed or the visitor did not answer it in time. */
export const captchaNotAnswered = () =>
  new ApiRefusal({
    status: 0,
    code: 'captcha_not_answered',
    message: 'The captcha was not answered',
  });

export interface FormCaptchaOptions {
  /** The server's captcha settings (the CaptchaStore reads them once). */
  settings(): Promise<CaptchaSettings>;
  providers: CaptchaProviders;
  clock: Clock;
  log(message: string, error: unknown): void;
}

type Prepared = { widget: CaptchaWidget | null } | { failed: true };

/** What the form says where the widget is: it could not be loaded, or it is still to answer. */
export type CaptchaProblem = 'notLoaded' | 'notAnswered' | null;

/**
 * The captcha of one form: with a provider configured, renders its widget into the form's
 * container as soon as the form shows, and takes its token on submit; without one, loads
 * nothing and answers `undefined`.
 */
export class FormCaptcha {
  private container: HTMLElement | null = null;
  private preparing: Promise<Prepared> | null = null;
  private locale = '';
  private widget: CaptchaWidget | null = null;
  /** A token was handed to a submission since the widget was last reset. */
  private spent = false;
  /** Counts attachments, so a load that outlived its container leaves nothing behind. */
  private attachment = 0;
  private shown: CaptchaProblem = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: FormCaptchaOptions) {}

  /**
   * The form's container is in the page, in this locale: start loading, so the captcha is ready
   * on submit. Another locale renders the widget again in its language.
   */
  attach(container: HTMLElement, locale: string): void {
    if (this.container === container && this.locale === locale) return;
    this.detach();
    this.container = container;
    this.locale = locale;
    void this.prepare();
  }

  /** The form left the page. */
  detach(): void {
    this.attachment += 1;
    this.widget?.remove();
    this.widget = null;
    this.preparing = null;
    this.container = null;
    this.show(null);
  }

  /** What to say where the widget is, as `subscribe`'s listeners are told. */
  problem = (): CaptchaProblem => this.shown;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Before a submission: false, without waiting, when the visitor must first answer the widget
   * (the form says so) or the provider could not be loaded (tried again now).
   */
  readyToSend(): boolean {
    if (this.shown === 'notLoaded') {
      void this.prepare();
      return false;
    }
    if (!this.widget || this.widget.answered()) return true;
    this.show('notAnswered');
    return false;
  }

  /**
   * The token to send with this submission, or undefined when no captcha is configured. Throws
   * the `captcha_not_loaded` refusal when the provider cannot be loaded, `captchaNotAnswered`
   * when its challenge fails or is not answered in time; the next call tries again.
   */
  async answer(): Promise<string | undefined> {
    const prepared = await this.prepare();
    if ('failed' in prepared) throw captchaNotLoaded();
    const { widget } = prepared;
    if (!widget) return undefined;
    try {
      const token = await this.within(widget.token(), CAPTCHA_ANSWER_TIMEOUT_MS, 'answer');
      this.spent = true;
      return token;
    } catch (error) {
      this.options.log('the captcha was not answered', error);
      widget.reset();
      throw captchaNotAnswered();
    }
  }

  /** After each submission, sent or not: a token handed out was used, the next must be fresh. */
  used(): void {
    if (!this.spent) return;
    this.spent = false;
    this.widget?.reset();
  }

  private prepare(): Promise<Prepared> {
    this.preparing ??= this.load();
    return this.preparing;
  }

  private show(problem: CaptchaProblem) {
    if (this.shown === problem) return;
    this.shown = problem;
    this.listeners.forEach((listener) => listener());
  }

  private async load(): Promise<Prepared> {
    const { container, attachment, locale } = this;
    try {
      const { provider, site_key: siteKey } = await this.options.settings();
      if (!provider || !siteKey) return { widget: null };
      if (!container) throw new Error('the form has no captcha container');
      const changed = () => {
        if (this.shown === 'notAnswered' && this.widget?.answered()) this.show(null);
      };
      const rendering = this.options.providers[provider].render(container, {
        siteKey,
        locale,
        changed,
      });
      const widget = await this.within(rendering, CAPTCHA_LOAD_TIMEOUT_MS, 'load', (late) =>
        late.remove(),
      );
      if (this.attachment !== attachment) {
        widget.remove();
        return { widget: null };
      }
      this.widget = widget;
      this.show(null);
      return { widget };
    } catch (error) {
      this.options.log('the captcha could not be loaded', error);
      // The next submit tries again from the start.
      if (this.attachment === attachment) {
        this.preparing = null;
        this.show('notLoaded');
      }
      return { failed: true };
    }
  }

  /** `work`, or a rejection after `ms`; what arrives too late is handed to `late`. */
  private within<T>(work: Promise<T>, ms: number, what: string, late?: (value: T) => void) {
    const { clock } = this.options;
    return new Promise<T>((resolve, reject) => {
      let timedOut = false;
      const timer = clock.setTimeout(() => {
        timedOut = true;
        reject(new Error(`the captcha's ${what} took more than ${ms} ms`));
      }, ms);
      work.then(
        (value) => {
          clock.clearTimeout(timer);
          if (timedOut) late?.(value);
          else resolve(value);
        },
        (error: unknown) => {
          clock.clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }
}
