import type { CaptchaProvider, CaptchaProviders, CaptchaWidget } from './formCaptcha';

export const TURNSTILE_SCRIPT =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';

type WidgetId = string | number;

/** What both providers' widgets tell: a token, a failure, an expired token. */
interface WidgetCallbacks {
  callback(token: string): void;
  'error-callback'(code?: unknown): void;
  'expired-callback'(): void;
}

/** The parts of Cloudflare Turnstile's explicit-rendering API used here. */
interface TurnstileApi {
  render(
    container: HTMLElement,
    params: WidgetCallbacks & {
      sitekey: string;
      execution: 'execute';
      appearance: 'interaction-only';
      'timeout-callback'(): void;
    },
  ): WidgetId | undefined;
  execute(widget: WidgetId): void;
  reset(widget: WidgetId): void;
  remove(widget: WidgetId): void;
}

/** The parts of Google reCAPTCHA v2 invisible's explicit-rendering API used here. */
interface RecaptchaApi {
  ready?(callback: () => void): void;
  render(
    container: HTMLElement,
    params: WidgetCallbacks & { sitekey: string; size: 'invisible' },
  ): WidgetId;
  execute(widget: WidgetId): void;
  reset(widget: WidgetId): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
    grecaptcha?: RecaptchaApi;
  }
}

const scripts = new Map<string, Promise<void>>();

/** Adds a script to the page once; a failed load is forgotten, so that a retry adds it again. */
export function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        script.remove();
        scripts.delete(src);
        reject(new Error(`${src} could not be loaded`));
      });
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

/**
 * Turns a provider's callbacks into one promise per execution: the token, or a rejection when
 * the provider reports an error or the token expires before it was sent.
 */
function executions() {
  let pending: { resolve(token: string): void; reject(error: Error): void } | null = null;
  const settle = (outcome: (waiting: NonNullable<typeof pending>) => void) => {
    const waiting = pending;
    pending = null;
    if (waiting) outcome(waiting);
  };
  const callbacks: WidgetCallbacks = {
    callback: (token) => settle((waiting) => waiting.resolve(token)),
    'error-callback': (code) =>
      settle((waiting) => waiting.reject(new Error(`the captcha failed: ${String(code)}`))),
    'expired-callback': () =>
      settle((waiting) => waiting.reject(new Error('the captcha token expired'))),
  };
  const next = (start: () => void) =>
    new Promise<string>((resolve, reject) => {
      settle((previous) => previous.reject(new Error('superseded by a new submission')));
      pending = { resolve, reject };
      try {
        start();
      } catch (error) {
        settle((waiting) =>
          waiting.reject(error instanceof Error ? error : new Error(String(error))),
        );
      }
    });
  return { callbacks, next, cancel: () => settle((waiting) => waiting.reject(new Error('reset'))) };
}

function requireGlobal<T>(value: T | undefined, name: string): T {
  if (!value) throw new Error(`${name} is not on the page after its script loaded`);
  return value;
}

/** Cloudflare Turnstile, rendered "interaction-only": it shows only if the visitor must act. */
export const turnstileProvider: CaptchaProvider = {
  async render(container, sitekey) {
    await loadScript(TURNSTILE_SCRIPT);
    const turnstile = requireGlobal(window.turnstile, 'turnstile');
    const { callbacks, next, cancel } = executions();
    const id = turnstile.render(container, {
      sitekey,
      execution: 'execute',
      appearance: 'interaction-only',
      ...callbacks,
      'timeout-callback': callbacks['error-callback'],
    });
    if (id === undefined) throw new Error('turnstile did not render its widget');
    const widget: CaptchaWidget = {
      execute: () => next(() => turnstile.execute(id)),
      reset: () => {
        cancel();
        turnstile.reset(id);
      },
      remove: () => {
        cancel();
        turnstile.remove(id);
      },
    };
    return widget;
  },
};

/** Google reCAPTCHA v2 invisible: its badge shows, a challenge only when Google asks for one. */
export const recaptchaProvider: CaptchaProvider = {
  async render(container, sitekey) {
    await loadScript(RECAPTCHA_SCRIPT);
    const loaded = requireGlobal(window.grecaptcha, 'grecaptcha');
    // The bootstrap script defines `ready`; `render` arrives with the library it loads next.
    await new Promise<void>((resolve) => (loaded.ready ? loaded.ready(resolve) : resolve()));
    const grecaptcha = requireGlobal(window.grecaptcha, 'grecaptcha');
    const { callbacks, next, cancel } = executions();
    const id = grecaptcha.render(container, { sitekey, size: 'invisible', ...callbacks });
    const widget: CaptchaWidget = {
      execute: () => next(() => grecaptcha.execute(id)),
      reset: () => {
        cancel();
        grecaptcha.reset(id);
      },
      remove: () => {
        cancel();
        container.replaceChildren();
      },
    };
    return widget;
  },
};

export const browserCaptchaProviders: CaptchaProviders = {
  turnstile: turnstileProvider,
  recaptcha: recaptchaProvider,
};
