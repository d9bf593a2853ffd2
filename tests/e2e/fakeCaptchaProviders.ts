import type { Page, Route } from '@playwright/test';

export type CaptchaProviderName = 'turnstile' | 'recaptcha';

/**
 * Stand-ins for Cloudflare Turnstile and Google reCAPTCHA, served by `page.route` at the
 * providers' own addresses: the page loads them under the shop's real Content Security Policy
 * (a route does not bypass it), and, like the real scripts, they draw the widget as a frame of
 * the provider's origin that answers the page by `postMessage`. They follow the documented
 * explicit-rendering parameters the shop might get wrong: a Turnstile widget rendered with
 * `execution: 'execute'` starts its challenge, and shows, only on `execute()`; reCAPTCHA's
 * `api.js` only bootstraps, the library arrives from www.gstatic.com.
 */

const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
const TURNSTILE_FRAME = `${TURNSTILE_ORIGIN}/cdn-cgi/challenge-platform/fake-turnstile`;
const RECAPTCHA_LIBRARY = 'https://www.gstatic.com/recaptcha/releases/fake/recaptcha__en.js';
const RECAPTCHA_FRAME = 'https://www.google.com/recaptcha/api2/anchor';

/** The title each provider gives its widget's frame (the accessible name of the widget). */
export const widgetFrameTitles: Record<CaptchaProviderName, string> = {
  turnstile: 'Widget containing a Cloudflare security challenge',
  recaptcha: 'reCAPTCHA',
};

/** The box the fake Turnstile challenge asks the visitor to tick. */
export const TURNSTILE_CHECKBOX = 'Verify you are human';

const turnstileScript = `(() => {
  const widgets = new Map();
  let made = 0;
  let issued = 0;
  const find = (ref) =>
    widgets.get(ref) ?? [...widgets.values()].find((widget) => widget.container === ref);
  const stop = (widget) => {
    widget.frame?.remove();
    widget.frame = undefined;
    widget.token = undefined;
  };
  const start = (widget) => {
    stop(widget);
    const frame = document.createElement('iframe');
    frame.src = '${TURNSTILE_FRAME}?widget=' + widget.id +
      '&k=' + encodeURIComponent(widget.params.sitekey) + '&theme=' + (widget.params.theme ?? 'auto') +
      '&lang=' + (widget.params.language ?? 'auto');
    frame.title = ${JSON.stringify(widgetFrameTitles.turnstile)};
    frame.style.cssText =
      'border:0;height:65px;width:' + (widget.params.size === 'flexible' ? '100%' : '300px');
    widget.container.append(frame);
    widget.frame = frame;
  };
  addEventListener('message', (event) => {
    if (event.origin !== '${TURNSTILE_ORIGIN}' || event.data?.type !== 'fake-turnstile-solved') return;
    const widget = widgets.get(event.data.widget);
    if (!widget) return;
    widget.token = 'fake-turnstile-token-' + ++issued;
    widget.params.callback?.(widget.token);
  });
  window.turnstile = {
    render(container, params) {
      const widget = { id: 'cf-widget-' + ++made, container, params };
      widgets.set(widget.id, widget);
      if (params.execution !== 'execute') start(widget);
      return widget.id;
    },
    execute: (ref) => start(find(ref)),
    reset(ref) {
      const widget = find(ref);
      if (widget.params.execution === 'execute') stop(widget);
      else start(widget);
    },
    remove(ref) {
      const widget = find(ref);
      stop(widget);
      widgets.delete(widget.id);
    },
    getResponse: (ref) => find(ref)?.token,
  };
})();`;

const turnstileFrame = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Cloudflare security challenge</title>
    <style>
      body { margin: 0; font: 16px system-ui, sans-serif; background: #232323; color: #f2f2f2; }
      label { display: flex; gap: 8px; align-items: center; padding: 20px 12px; }
    </style>
  </head>
  <body>
    <label><input type="checkbox" /> ${TURNSTILE_CHECKBOX}</label>
    <script>
      const widget = new URLSearchParams(location.search).get('widget');
      document.querySelector('input').addEventListener('change', (event) => {
        if (event.target.checked) parent.postMessage({ type: 'fake-turnstile-solved', widget }, '*');
      });
    </script>
  </body>
</html>`;

/**
 * reCAPTCHA's api.js: a `ready` queue, then the library from www.gstatic.com; the language is
 * its own address's `hl` (the browser's without one).
 */
const recaptchaBootstrap = `(() => {
  const waiting = [];
  window.grecaptcha = { ready: (callback) => waiting.push(callback) };
  window.__fakeRecaptchaWaiting = waiting;
  window.__fakeRecaptchaLanguage =
    new URL(document.currentScript.src).searchParams.get('hl') ?? navigator.language;
  const library = document.createElement('script');
  library.src = '${RECAPTCHA_LIBRARY}';
  document.head.append(library);
})();`;

/** The library: an invisible widget shows its badge and answers `execute()` without a challenge. */
const recaptchaLibrary = `(() => {
  const widgets = [];
  let issued = 0;
  window.grecaptcha = {
    ready: (callback) => setTimeout(callback, 0),
    render(container, params) {
      const badge = document.createElement('div');
      badge.className = 'grecaptcha-badge';
      badge.style.cssText =
        'width:256px;height:60px;' +
        (params.badge === 'inline' ? '' : 'position:fixed;bottom:14px;right:0;');
      const frame = document.createElement('iframe');
      frame.title = ${JSON.stringify(widgetFrameTitles.recaptcha)};
      frame.src = '${RECAPTCHA_FRAME}?k=' + encodeURIComponent(params.sitekey) +
        '&size=' + (params.size ?? 'normal') + '&hl=' + window.__fakeRecaptchaLanguage;
      frame.style.cssText = 'border:0;width:256px;height:60px';
      badge.append(frame);
      container.append(badge);
      widgets.push({ params, token: undefined });
      return widgets.length - 1;
    },
    execute(id) {
      const widget = widgets[id];
      setTimeout(() => {
        widget.token = 'fake-recaptcha-token-' + ++issued;
        widget.params.callback?.(widget.token);
      }, 20);
    },
    reset(id) {
      widgets[id].token = undefined;
    },
    getResponse: (id) => widgets[id].token ?? '',
  };
  for (const callback of window.__fakeRecaptchaWaiting ?? []) callback();
})();`;

const recaptchaFrame = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>reCAPTCHA</title>
    <style>
      body { margin: 0; font: 12px system-ui, sans-serif; background: #f9f9f9; color: #222; }
      a { color: #1a0dab; }
    </style>
  </head>
  <body>
    <p>protected by reCAPTCHA</p>
    <p><a href="https://policies.google.com/privacy">Privacy</a> - <a href="https://policies.google.com/terms">Terms</a></p>
  </body>
</html>`;

const javascript = (body: string) => ({ contentType: 'text/javascript', body });
const html = (body: string) => ({ contentType: 'text/html', body });

/** What each provider's addresses answer, by path. */
const answers: Record<
  CaptchaProviderName,
  { hosts: RegExp; byPath: Record<string, ReturnType<typeof javascript>> }
> = {
  turnstile: {
    hosts: /^https:\/\/challenges\.cloudflare\.com\//,
    byPath: {
      '/turnstile/v0/api.js': javascript(turnstileScript),
      [new URL(TURNSTILE_FRAME).pathname]: html(turnstileFrame),
    },
  },
  recaptcha: {
    hosts: /^https:\/\/(www\.google\.com|www\.gstatic\.com)\/recaptcha\//,
    byPath: {
      '/recaptcha/api.js': javascript(recaptchaBootstrap),
      [new URL(RECAPTCHA_LIBRARY).pathname]: javascript(recaptchaLibrary),
      [new URL(RECAPTCHA_FRAME).pathname]: html(recaptchaFrame),
    },
  },
};

/**
 * Serves the provider's fake at its addresses (or refuses them: the provider can't be reached),
 * and records every request the page makes to them.
 */
export async function routeCaptchaProvider(
  page: Page,
  provider: CaptchaProviderName,
  { reachable = true } = {},
) {
  const requested: string[] = [];
  const { hosts, byPath } = answers[provider];
  await page.route(hosts, (route: Route) => {
    const url = new URL(route.request().url());
    requested.push(url.href);
    const answer = byPath[url.pathname];
    if (!reachable) return route.abort('internetdisconnected');
    return answer ? route.fulfill(answer) : route.fulfill({ status: 404, body: 'not faked' });
  });
  return requested;
}
