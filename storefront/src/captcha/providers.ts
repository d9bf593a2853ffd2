import type { CaptchaProvider, CaptchaProviders, CaptchaWidget } from './formCaptcha';

export const TURNSTILE_SCRIPT =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
/** reCAPTCHA takes its language on the script's address (`hl`), not as a render option. */
export const recaptchaScript = (hl: string) =>
  `https://www.google.com/recaptcha/api.js?render=explicit&hl=${encodeURIComponent(hl)}`;

/** The language's code (`fr` of `fr-FR`): Turnstile's list has no `en-GB` nor `fr-FR`. */
export const turnstileLanguage = (locale: string) => locale.split('-')[0]!.toLowerCase();

/** reCAPTCHA's codes: `en-GB` is on its list, `fr-FR`, `es-ES` and `de-DE` are not. */
export const recaptchaLanguage = (locale: string) =>
  locale === 'en-GB' ? locale : turnstileLanguage(locale);

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
      language: string;
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

let recaptchaLoaded: string | null = null;

/**
 * reCAPTCHA's script in this language: its language is fixed when its script loads, so another
 * edition's takes the previous one's place, and its `grecaptcha`.
 */
function loadRecaptcha(hl: string): Promise<void> {
  const src = recaptchaScript(hl);
  if (recaptchaLoaded && recaptchaLoaded !== src) {
    const previous = recaptchaLoaded;
    [...document.scripts].find((script) => script.src === previous)?.remove();
    scripts.delete(recaptchaLoaded);
    delete window.grecaptcha;
  }
  recaptchaLoaded = src;
  return loadScript(src);
}

type Waiting = { resolve(token: string): void; reject(error: Error): void };

/**
 * A widget's tokens as its callbacks give them, `changed` told whenever it gains or loses one.
 * `next` is the token the widget holds, or with `ask` the next one it gives (an invisible widget
 * runs its challenge); without `ask` nothing is waited for: a widget the visitor has not
 * answered refuses at once. A failed or timed-out challenge rejects whoever waits, an expired
 * token is dropped.
 */
function tokens(changed: () => void) {
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
    changed();
  };
  const callbacks: WidgetCallbacks = {
    callback: (token) => {
      held = token;
      settle((waiter) => waiter.resolve(token));
      changed();
    },
    'error-callback': (code) => fail(`the captcha failed: ${String(code)}`),
    'expired-callback': () => {
      held = null;
      changed();
    },
  };
  const next = (ask?: () => void) => {
    if (held) return Promise.resolve(held);
    if (!ask) return Promise.reject(new Error('the visitor has not answered the challenge yet'));
    const asked = waiting.length > 0;
    const token = new Promise<string>((resolve, reject) => waiting.push({ resolve, reject }));
    try {
      if (!asked) ask();
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
    return token;
  };
  return { callbacks, next, fail, answered: () => held !== null };
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
  async render(container, { siteKey, locale, changed }) {
    await loadScript(TURNSTILE_SCRIPT);
    const turnstile = requireGlobal(window.turnstile, 'turnstile');
    const { callbacks, next, fail, answered } = tokens(changed);
    const id = turnstile.render(container, {
      sitekey: siteKey,
      theme: 'dark',
      size: 'flexible',
      language: turnstileLanguage(locale),
      ...callbacks,
      'timeout-callback': () => fail('the captcha challenge timed out'),
    });
    if (id === undefined) throw new Error('turnstile did not render its widget');
    const widget: CaptchaWidget = {
      token: () => next(),
      answered,
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
  async render(container, { siteKey, locale }) {
    await loadRecaptcha(recaptchaLanguage(locale));
    const loaded = requireGlobal(window.grecaptcha, 'grecaptcha');
    // The bootstrap script defines `ready`; `render` arrives with the library it loads next.
    await new Promise<void>((resolve) => (loaded.ready ? loaded.ready(resolve) : resolve()));
    const grecaptcha = requireGlobal(window.grecaptcha, 'grecaptcha');
    const { callbacks, next, fail } = tokens(() => undefined);
    const id = grecaptcha.render(container, {
      sitekey: siteKey,
      size: 'invisible',
      badge: 'inline',
      theme: 'dark',
      ...callbacks,
    });
    const widget: CaptchaWidget = {
      token: () => next(() => grecaptcha.execute(id)),
      // Invisible: its challenge runs on submit, so a submission can always ask for its token.
      answered: () => true,
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
