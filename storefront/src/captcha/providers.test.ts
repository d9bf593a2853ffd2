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

describe('turnstileProvider', () => {
  it('loads the script once, renders an interaction-only widget and resolves the token on execute', async () => {
    let params: Params | undefined;
    const turnstile = {
      render: vi.fn((_container: HTMLElement, given: Params) => {
        params = given;
        return 'w1';
      }),
      execute: vi.fn(() => params!.callback('tok-1')),
      reset: vi.fn(),
      remove: vi.fn(),
    };
    const container = document.createElement('div');
    const rendering = turnstileProvider.render(container, '0x4AAA');
    await scriptLoads(TURNSTILE_SCRIPT, () => (window.turnstile = turnstile));
    const widget = await rendering;

    expect(turnstile.render).toHaveBeenCalledWith(
      container,
      expect.objectContaining({
        sitekey: '0x4AAA',
        execution: 'execute',
        appearance: 'interaction-only',
      }),
    );
    expect(await widget.execute()).toBe('tok-1');
    expect(turnstile.execute).toHaveBeenCalledWith('w1');
    widget.reset();
    expect(turnstile.reset).toHaveBeenCalledWith('w1');

    // A second form reuses the script already on the page.
    await turnstileProvider.render(document.createElement('div'), '0x4AAA');
    expect(scripts(TURNSTILE_SCRIPT)).toHaveLength(1);
    widget.remove();
    expect(turnstile.remove).toHaveBeenCalledWith('w1');
  });

  it('rejects an execution the widget reports as failed', async () => {
    let params: Params | undefined;
    window.turnstile = {
      render: (_container, given) => {
        params = given;
        return 'w2';
      },
      execute: () => params!['error-callback']('110200'),
      reset: () => undefined,
      remove: () => undefined,
    };
    const widget = await turnstileProvider.render(document.createElement('div'), '0x4AAA');
    await expect(widget.execute()).rejects.toThrow('the captcha failed: 110200');
  });
});

describe('recaptchaProvider', () => {
  it('renders an invisible widget once the library is ready, and forgets a script that failed to load', async () => {
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
      expect.objectContaining({ sitekey: '6Le', size: 'invisible' }),
    );
    expect(await widget.execute()).toBe('g-tok');
    expect(grecaptcha.execute).toHaveBeenCalledWith(7);
    widget.reset();
    expect(grecaptcha.reset).toHaveBeenCalledWith(7);
  });
});
