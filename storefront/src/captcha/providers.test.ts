// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RECAPTCHA_SCRIPT,
  TURNSTILE_SCRIPT,
  recaptchaProvider,
  turnstileProvider,
} from './providers';

interface Params {
  sitekey: string;
  callback(token: string): void;
  'error-callback'(code?: unknown): void;
  'expired-callback'(): void;
}

/** The provider's script element, told it has loaded (jsdom fetches no scripts). */
async function scriptLoads(src: string, api: () => void) {
  await vi.waitFor(() => expect(scripts(src)).toHaveLength(1));
  api();
  scripts(src)[0]!.dispatchEvent(new Event('load'));
}
const scripts = (src: string) =>
  [...document.head.querySelectorAll('script')].filter((script) => script.src === src);

afterEach(() => {
  delete window.turnstile;
  delete window.grecaptcha;
});

/** A Turnstile API that records what the widget was rendered with and lets a test play its callbacks. */
function fakeTurnstile() {
  let params: Params & { 'timeout-callback'(): void } = undefined as never;
  const turnstile = {
    render: vi.fn((_container: HTMLElement, given: typeof params) => {
      params = given;
      return 'w1';
    }),
    reset: vi.fn(),
    remove: vi.fn(),
  };
  return { turnstile, params: () => params };
}

/** Whether a promise has settled, after the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('turnstileProvider', () => {
  it('loads the script once and shows the managed widget in the form; its token is the answer', async () => {
    const { turnstile, params } = fakeTurnstile();
    const container = document.createElement('div');
    const rendering = turnstileProvider.render(container, '0x4AAA');
    await scriptLoads(TURNSTILE_SCRIPT, () => (window.turnstile = turnstile));
    const widget = await rendering;

    expect(turnstile.render).toHaveBeenCalledWith(
      container,
      expect.objectContaining({ sitekey: '0x4AAA', theme: 'dark', size: 'flexible' }),
    );
    // Rendered and run at once, always visible: not held back until a submit.
    expect(params()).not.toHaveProperty('execution');
    expect(params()).not.toHaveProperty('appearance');

    const first = widget.token();
    expect(await settled(first)).toBe(false);
    params().callback('tok-1');
    expect(await first).toBe('tok-1');
    expect(await widget.token()).toBe('tok-1');

    widget.reset();
    expect(turnstile.reset).toHaveBeenCalledWith('w1');
    const second = widget.token();
    expect(await settled(second)).toBe(false);
    params().callback('tok-2');
    expect(await second).toBe('tok-2');

    // A second form reuses the script already on the page.
    await turnstileProvider.render(document.createElement('div'), '0x4AAA');
    expect(scripts(TURNSTILE_SCRIPT)).toHaveLength(1);
    widget.remove();
    expect(turnstile.remove).toHaveBeenCalledWith('w1');
  });

  it('rejects a submission waiting on a failed or timed-out challenge, and drops an expired token', async () => {
    const { turnstile, params } = fakeTurnstile();
    window.turnstile = turnstile;
    const widget = await turnstileProvider.render(document.createElement('div'), '0x4AAA');

    const failing = widget.token();
    params()['error-callback']('600010');
    await expect(failing).rejects.toThrow('the captcha failed: 600010');

    const timingOut = widget.token();
    params()['timeout-callback']();
    await expect(timingOut).rejects.toThrow('the captcha challenge timed out');

    params().callback('tok-old');
    params()['expired-callback']();
    const fresh = widget.token();
    expect(await settled(fresh)).toBe(false);
    params().callback('tok-new');
    expect(await fresh).toBe('tok-new');
  });
});

describe('recaptchaProvider', () => {
  it('renders the invisible widget with its badge in the form once the library is ready, and forgets a script that failed to load', async () => {
    const failing = recaptchaProvider.render(document.createElement('div'), '6Le');
    await vi.waitFor(() => expect(scripts(RECAPTCHA_SCRIPT)).toHaveLength(1));
    scripts(RECAPTCHA_SCRIPT)[0]!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(`${RECAPTCHA_SCRIPT} could not be loaded`);
    expect(scripts(RECAPTCHA_SCRIPT)).toHaveLength(0);

    let params: Params | undefined;
    const grecaptcha = {
      ready: (callback: () => void) => {
        setTimeout(callback, 0);
      },
      render: vi.fn((_container: HTMLElement, given: Params) => {
        params = given;
        return 7;
      }),
      execute: vi.fn(() => params!.callback('g-tok')),
      reset: vi.fn(),
    };
    const container = document.createElement('div');
    const rendering = recaptchaProvider.render(container, '6Le');
    await scriptLoads(RECAPTCHA_SCRIPT, () => (window.grecaptcha = grecaptcha));
    const widget = await rendering;
    expect(grecaptcha.render).toHaveBeenCalledWith(
      container,
      expect.objectContaining({
        sitekey: '6Le',
        size: 'invisible',
        badge: 'inline',
        theme: 'dark',
      }),
    );
    expect(await widget.token()).toBe('g-tok');
    expect(grecaptcha.execute).toHaveBeenCalledWith(7);
    expect(await widget.token()).toBe('g-tok');
    expect(grecaptcha.execute).toHaveBeenCalledTimes(1);

    // A used token is gone after the reset: the next submission runs the challenge again.
    widget.reset();
    expect(grecaptcha.reset).toHaveBeenCalledWith(7);
    expect(await widget.token()).toBe('g-tok');
    expect(grecaptcha.execute).toHaveBeenCalledTimes(2);
  });
});
