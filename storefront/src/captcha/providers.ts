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
      theme: 'dark';
      size: 'flexible';
      'timeout-callback'(): void;
    },
  ): WidgetId | undefined;
  reset(widget: WidgetId): void;
  remove(widget: WidgetId): void;
}

/** The parts of Google reCAPTCHA v2 invisible's explicit-rendering API used here. */
interface RecaptchaApi {
  ready?(callback: () => void): void;
  render(
    container: HTMLElement,
    params: WidgetCallbacks & {
      sitekey: string;
      size: 'invisible';
      badge: 'inline';
      theme: 'dark';
    },
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

type Waiting = { resolve(token: string): void; reject(error: Error): void };

/**
 * A widget's tokens as its callbacks give them. `next` is the token the widget holds, or the
 * next one it gives (`ask` asks for it: an invisible widget runs its challenge); a failed or
 * timed-out challenge rejects whoever waits, an expired token is dropped.
 */
function tokens() {
  let held: string | null = null;
  let waiting: Waiting[] = [];
  const settle = (outcome: (waiter: Waiting) => void) => {
    const waiters = waiting;
    waiting = [];
    waiters.forEach(outcome);
  };
  const fail = (reason: string) => {
    held = null;
    settle((waiter) => waiter.reject(new Error(reason)));
  };
  const callbacks: WidgetCallbacks = {
    callback: (token) => {
      held = token;
      settle((waiter) => waiter.resolve(token));
    },
    'error-callback': (code) => fail(`the captcha failed: ${String(code)}`),
    'expired-callback': () => {
      held = null;
    },
  };
  const next = (ask?: () => void) => {
    if (held) return Promise.resolve(held);
    const asked = waiting.length > 0;
    const token = new Promise<string>((resolve, reject) => waiting.push({ resolve, reject }));
    try {
      if (!asked) ask?.();
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
    return token;
  };
  return { callbacks, next, fail };
}

function requireGlobal<T>(value: T | undefined, name: string): T {
  if (!value) throw new Error(`${name} is not on the page after its script loaded`);
  return value;
}

/**
 * Cloudflare Turnstile's managed widget, shown in the form: its challenge starts as the form
 * shows, and asks the visitor to tick a box only when Cloudflare is unsure.
 */
export const turnstileProvider: CaptchaProvider = {
  async render(container, sitekey) {
    await loadScript(TURNSTILE_SCRIPT);
    const turnstile = requireGlobal(window.turnstile, 'turnstile');
    const { callbacks, next, fail } = tokens();
    const id = turnstile.render(container, {
      sitekey,
      theme: 'dark',
      size: 'flexible',
      ...callbacks,
      'timeout-callback': () => fail('the captcha challenge timed out'),
    });
    if (id === undefined) throw new Error('turnstile did not render its widget');
    const widget: CaptchaWidget = {
      token: () => next(),
      reset: () => {
        fail('reset');
        turnstile.reset(id);
      },
      remove: () => {
        fail('removed');
        turnstile.remove(id);
      },
    };
    return widget;
  },
};

/**
 * Google reCAPTCHA v2 invisible: its badge shows in the form, a challenge only when Google asks
 * for one on submit.
 */
export const recaptchaProvider: CaptchaProvider = {
  async render(container, sitekey) {
    await loadScript(RECAPTCHA_SCRIPT);
    const loaded = requireGlobal(window.grecaptcha, 'grecaptcha');
    // The bootstrap script defines `ready`; `render` arrives with the library it loads next.
    await new Promise<void>((resolve) => (loaded.ready ? loaded.ready(resolve) : resolve()));
    const grecaptcha = requireGlobal(window.grecaptcha, 'grecaptcha');
    const { callbacks, next, fail } = tokens();
    const id = grecaptcha.render(container, {
      sitekey,
      size: 'invisible',
      badge: 'inline',
      theme: 'dark',
      ...callbacks,
    });
    const widget: CaptchaWidget = {
      token: () => next(() => grecaptcha.execute(id)),
      reset: () => {
        fail('reset');
        grecaptcha.reset(id);
      },
      remove: () => {
        fail('removed');
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
