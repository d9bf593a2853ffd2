// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TURNSTILE_SCRIPT,
  recaptchaProvider,
  recaptchaScript,
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

const options = (siteKey: string, locale = 'en-GB', changed = () => undefined) => ({
  siteKey,
  locale,
  changed,
});

afterEach(() => {
  delete window.turnstile;
  delete window.grecaptcha;
});

/** A Turnstile API that records what the widget was rendered with and lets a test play its callbacks. */
function fakeTurnstile() {
  let params: Params & { language: string; 'timeout-callback'(): void } = undefined as never;
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

describe('turnstileProvider', () => {
  it('loads the script once and shows the managed widget in the form; its token is the answer', async () => {
    const { turnstile, params } = fakeTurnstile();
    const container = document.createElement('div');
    const changed = vi.fn();
    const rendering = turnstileProvider.render(container, options('0x4AAA', 'fr-FR', changed));
    await scriptLoads(TURNSTILE_SCRIPT, () => (window.turnstile = turnstile));
    const widget = await rendering;

    expect(turnstile.render).toHaveBeenCalledWith(
      container,
      expect.objectContaining({
        sitekey: '0x4AAA',
        theme: 'dark',
        size: 'flexible',
        language: 'fr',
      }),
    );
    // Rendered and run at once, always visible: not held back until a submit.
    expect(params()).not.toHaveProperty('execution');
    expect(params()).not.toHaveProperty('appearance');

    // Not answered yet: a submission is refused at once, not kept waiting.
    expect(widget.answered()).toBe(false);
    await expect(widget.token()).rejects.toThrow('the visitor has not answered');
    params().callback('tok-1');
    expect(widget.answered()).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(await widget.token()).toBe('tok-1');

    widget.reset();
    expect(turnstile.reset).toHaveBeenCalledWith('w1');
    expect(widget.answered()).toBe(false);
    params().callback('tok-2');
    expect(await widget.token()).toBe('tok-2');

    // A second form reuses the script already on the page.
    await turnstileProvider.render(document.createElement('div'), options('0x4AAA'));
    expect(scripts(TURNSTILE_SCRIPT)).toHaveLength(1);
    widget.remove();
    expect(turnstile.remove).toHaveBeenCalledWith('w1');
  });

  it('drops a token that expired or a challenge that failed, and says so', async () => {
    const { turnstile, params } = fakeTurnstile();
    window.turnstile = turnstile;
    const changed = vi.fn();
    const widget = await turnstileProvider.render(
      document.createElement('div'),
      options('0x4AAA', 'de-DE', changed),
    );
    expect(params().language).toBe('de');

    params().callback('tok-old');
    params()['expired-callback']();
    expect(widget.answered()).toBe(false);
    await expect(widget.token()).rejects.toThrow('the visitor has not answered');

    params().callback('tok-new');
    params()['error-callback']('600010');
    expect(widget.answered()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(4);
  });
});

describe('recaptchaProvider', () => {
  it('renders the invisible widget with its badge in the form once the library is ready, and forgets a script that failed to load', async () => {
    const script = recaptchaScript('en-GB');
    const failing = recaptchaProvider.render(document.createElement('div'), options('6Le'));
    await vi.waitFor(() => expect(scripts(script)).toHaveLength(1));
    scripts(script)[0]!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(`${script} could not be loaded`);
    expect(scripts(script)).toHaveLength(0);

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
    const rendering = recaptchaProvider.render(container, options('6Le'));
    await scriptLoads(script, () => (window.grecaptcha = grecaptcha));
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
    // Invisible: a submission runs its challenge, so it is never refused beforehand.
    expect(widget.answered()).toBe(true);
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

  it('loads its script in the edition’s language, and another edition’s in its place', async () => {
    const grecaptcha = () => ({ render: vi.fn(() => 0), execute: vi.fn(), reset: vi.fn() });
    const french = recaptchaProvider.render(document.createElement('div'), options('6Le', 'fr-FR'));
    await scriptLoads(recaptchaScript('fr'), () => (window.grecaptcha = grecaptcha()));
    await french;
    expect(recaptchaScript('fr')).toContain('hl=fr');

    const german = recaptchaProvider.render(document.createElement('div'), options('6Le', 'de-DE'));
    await scriptLoads(recaptchaScript('de'), () => (window.grecaptcha = grecaptcha()));
    await german;
    expect(scripts(recaptchaScript('fr'))).toHaveLength(0);
  });
});
