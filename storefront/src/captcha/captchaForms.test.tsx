// @vitest-environment jsdom
import { Suspense, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, memoryStorage, RootStore, systemClock } from '@pcshop/stores';
import type { CaptchaSettings } from '@pcshop/stores/schemas';
import { StoresProvider } from '@pcshop/stores/react';
import { createI18n } from '../i18n/createI18n';
import { ContactPage } from '../pages/site/ContactPage';
import { RegisterPage } from '../pages/account/RegisterPage';
import { ResetPage } from '../pages/account/ResetPage';
import type { CaptchaProvider, CaptchaProviders } from './formCaptcha';
import { CaptchaProvidersContext } from './useFormCaptcha';

type Answer = { status: number; body: unknown };

/** The shop's API as the forms see it: the captcha settings and the three form calls. */
function fakeShop(settings: CaptchaSettings, answers: Record<string, Answer>) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === '/api/auth/captcha') return Response.json(settings);
    sent.push({ path, body: (await request.json()) as Record<string, unknown> });
    const answer = answers[path] ?? { status: 404, body: { error: { code: 'x', message: path } } };
    return Response.json(answer.body, { status: answer.status });
  };
  const root = new RootStore({
    clock: systemClock,
    storage: memoryStorage(),
    createApi: (context) =>
      createApiClient({ baseUrl: 'http://shop.test/', context, fetch: fetchImpl }),
  });
  return { root, sent };
}

/** A provider whose widget gives `token-1`, `token-2` …; or fails to load. */
function fakeProviders({ fails = false } = {}) {
  let issued = 0;
  const widget = {
    token: vi.fn(async () => `token-${++issued}`),
    answered: vi.fn(() => true),
    reset: vi.fn(),
    remove: vi.fn(),
  };
  const turnstile: CaptchaProvider = {
    render: vi.fn(async () => {
      if (fails) throw new Error('challenges.cloudflare.com could not be reached');
      return widget;
    }),
  };
  const providers: CaptchaProviders = { turnstile, recaptcha: { render: vi.fn() } };
  return { providers, widget, turnstile };
}

async function show(page: ReactNode, path: string, root: RootStore, providers: CaptchaProviders) {
  const i18n = await createI18n('en-GB');
  await i18n.loadNamespaces(['account', 'site']);
  const router = createMemoryRouter([{ path, element: page }], { initialEntries: [path] });
  // The form waits for the captcha settings (it suspends) before it shows.
  await act(async () => {
    render(
      <StoresProvider root={root}>
        <I18nextProvider i18n={i18n}>
          <CaptchaProvidersContext value={providers}>
            <Suspense fallback={null}>
              <RouterProvider router={router} />
            </Suspense>
          </CaptchaProvidersContext>
        </I18nextProvider>
      </StoresProvider>,
    );
  });
}

const created = { status: 201, body: { message: 'sent' } };
const captchaFailed = {
  status: 400,
  body: {
    error: {
      code: 'captcha_failed',
      message: 'no',
      fields: { captcha: ['validation:captchaFailed'] },
    },
  },
};
const captchaUnavailable = {
  status: 503,
  body: { error: { code: 'captcha_unavailable', message: 'try again' } },
};

async function fillRegister(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /email/i }), email);
  await user.click(screen.getByRole('checkbox', { name: /terms/i }));
  await user.click(screen.getByRole('checkbox', { name: /privacy|processing of my data/i }));
  await user.click(screen.getByRole('button', { name: /create account/i }));
  return user;
}

const swallowLogs = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

beforeAll(() => {
  // jsdom lacks the layout APIs Radix's checkbox measures with.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the register form’s captcha', () => {
  it('loads no captcha and sends no answer when none is configured', async () => {
    const { root, sent } = fakeShop(
      { provider: null, site_key: null },
      { '/api/auth/register': created },
    );
    const { providers, turnstile } = fakeProviders();
    await show(<RegisterPage />, '/register', root, providers);
    await fillRegister('ada@example.com');
    await screen.findByText(/ada@example.com/);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).not.toHaveProperty('captcha');
    expect(turnstile.render).not.toHaveBeenCalled();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('sends the captcha widget’s token with the registration', async () => {
    const { root, sent } = fakeShop(
      { provider: 'turnstile', site_key: '0x4AAA' },
      { '/api/auth/register': created },
    );
    const { providers, turnstile, widget } = fakeProviders();
    await show(<RegisterPage />, '/register', root, providers);
    await fillRegister('ada@example.com');
    await screen.findByText(/ada@example.com/);
    expect(turnstile.render).toHaveBeenCalledWith(
      expect.any(HTMLDivElement),
      expect.objectContaining({ siteKey: '0x4AAA', locale: 'en-GB' }),
    );
    expect(sent[0]).toMatchObject({
      path: '/api/auth/register',
      body: { email: 'ada@example.com', captcha: 'token-1' },
    });
    expect(widget.reset).toHaveBeenCalled();
  });

  it('sends nothing and says so when the captcha cannot be loaded', async () => {
    const log = swallowLogs();
    const { root, sent } = fakeShop(
      { provider: 'turnstile', site_key: '0x4AAA' },
      { '/api/auth/register': created },
    );
    const { providers } = fakeProviders({ fails: true });
    await show(<RegisterPage />, '/register', root, providers);
    await fillRegister('ada@example.com');
    expect(
      await screen.findByText(
        'The captcha could not be loaded. Check your connection and try again.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /email/i }).value).toBe(
      'ada@example.com',
    );
    expect(log).toHaveBeenCalledWith('the captcha could not be loaded', expect.any(Error));
  });

  it('shows a refused answer and keeps what the visitor typed; a retry sends a fresh token', async () => {
    const { root, sent } = fakeShop(
      { provider: 'turnstile', site_key: '0x4AAA' },
      { '/api/auth/register': captchaFailed },
    );
    const { providers } = fakeProviders();
    await show(<RegisterPage />, '/register', root, providers);
    const user = await fillRegister('ada@example.com');
    expect(
      await screen.findByText('We could not verify that you are human. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /email/i }).value).toBe(
      'ada@example.com',
    );
    await user.click(screen.getByRole('button', { name: /create account/i }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map(({ body }) => body.captcha)).toEqual(['token-1', 'token-2']);
  });

  it('keeps the widget’s room from the first paint, only with a provider configured', async () => {
    const configured = fakeShop({ provider: 'turnstile', site_key: '0x4AAA' }, {});
    const { providers, turnstile } = fakeProviders();
    await show(<RegisterPage />, '/register', configured.root, providers);
    // The box is there as the form first shows, before the widget is even asked for.
    const box = screen
      .getByRole<HTMLButtonElement>('button', { name: /create account/i })
      .form!.querySelector('div:has(> div:empty)') as HTMLElement;
    expect(box.className).not.toBe('');
    await vi.waitFor(() => expect(turnstile.render).toHaveBeenCalled());
    expect(vi.mocked(turnstile.render).mock.calls[0]![0].parentElement).toBe(box);
    cleanup();

    const none = fakeShop({ provider: null, site_key: null }, {});
    await show(<RegisterPage />, '/register', none.root, fakeProviders().providers);
    await screen.findByRole('button', { name: /create account/i });
    expect(document.getElementsByClassName(box.className)).toHaveLength(0);
  });

  it('asks at once for the security check the visitor has not done, focuses the widget and sends nothing', async () => {
    const { root, sent } = fakeShop(
      { provider: 'turnstile', site_key: '0x4AAA' },
      { '/api/auth/register': created },
    );
    const { providers, turnstile, widget } = fakeProviders();
    widget.answered.mockReturnValue(false);
    const frame = document.createElement('iframe');
    vi.mocked(turnstile.render).mockImplementation(async (container) => {
      container.append(frame);
      return widget;
    });
    await show(<RegisterPage />, '/register', root, providers);
    const user = await fillRegister('ada@example.com');
    const asked = 'Complete the security check, then send the form again.';
    expect(await screen.findByText(asked)).toBeTruthy();
    expect(document.activeElement).toBe(frame);
    expect(widget.token).not.toHaveBeenCalled();
    expect(
      screen.getByRole('button', { name: /create account/i }).getAttribute('aria-busy'),
    ).not.toBe('true');

    // Answered: the message goes, and the next submit sends.
    widget.answered.mockReturnValue(true);
    act(() => vi.mocked(turnstile.render).mock.calls[0]![1].changed());
    expect(screen.queryByText(asked)).toBeNull();
    await user.click(screen.getByRole('button', { name: /create account/i }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.captcha).toBe('token-1');
  });

  it('says where the widget would be that it could not be loaded, before any submit', async () => {
    swallowLogs();
    const { root } = fakeShop({ provider: 'turnstile', site_key: '0x4AAA' }, {});
    const { providers } = fakeProviders({ fails: true });
    await show(<RegisterPage />, '/register', root, providers);
    const message = await screen.findByText(
      'The captcha could not be loaded. Check your connection and try again.',
    );
    expect(message.closest('[role="alert"]')).toBeTruthy();
    const widget = vi.mocked(providers.turnstile.render).mock.calls[0]![0];
    expect(widget.parentElement!.contains(message)).toBe(true);
  });
});

describe('the forgot-password form’s captcha', () => {
  it('sends the token, and shows when the server could not check it', async () => {
    const { root, sent } = fakeShop(
      { provider: 'turnstile', site_key: '0x4AAA' },
      { '/api/auth/ask_for_password_reset': captchaUnavailable },
    );
    const { providers } = fakeProviders();
    await show(<ResetPage />, '/login/reset', root, providers);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /email/i }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: /send reset link/i }));
    expect(
      await screen.findByText(
        'We could not check the captcha just now. Please try again in a moment.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([
      {
        path: '/api/auth/ask_for_password_reset',
        body: { email: 'ada@example.com', captcha: 'token-1' },
      },
    ]);
  });
});

describe('the contact form’s captcha', () => {
  it('sends the token with the ticket, and keeps the message when the answer is refused', async () => {
    const { root, sent } = fakeShop(
      { provider: 'turnstile', site_key: '0x4AAA' },
      { '/api/contact/ticket': captchaFailed },
    );
    const { providers } = fakeProviders();
    await show(<ContactPage />, '/contact-us', root, providers);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/full name/i), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/^email/i), 'ada@example.com');
    await user.type(screen.getByLabelText(/your enquiry/i), 'Where is my order?');
    await user.click(screen.getByRole('checkbox', { name: /privacy|processing of my data/i }));
    await user.click(screen.getByRole('button', { name: /send message/i }));
    expect(
      await screen.findByText('We could not verify that you are human. Please try again.'),
    ).toBeTruthy();
    expect(sent[0]).toMatchObject({
      path: '/api/contact/ticket',
      body: { full_name: 'Ada Lovelace', captcha: 'token-1' },
    });
    expect(screen.getByLabelText<HTMLTextAreaElement>(/your enquiry/i).value).toBe(
      'Where is my order?',
    );
  });

  it('sends no ticket when the captcha cannot be loaded', async () => {
    swallowLogs();
    const { root, sent } = fakeShop(
      { provider: 'turnstile', site_key: '0x4AAA' },
      { '/api/contact/ticket': created },
    );
    const { providers } = fakeProviders({ fails: true });
    await show(<ContactPage />, '/contact-us', root, providers);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/full name/i), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/^email/i), 'ada@example.com');
    await user.type(screen.getByLabelText(/your enquiry/i), 'Where is my order?');
    await user.click(screen.getByRole('checkbox', { name: /privacy|processing of my data/i }));
    await user.click(screen.getByRole('button', { name: /send message/i }));
    expect(
      await screen.findByText(
        'The captcha could not be loaded. Check your connection and try again.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
