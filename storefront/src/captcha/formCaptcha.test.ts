// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { ApiRefusal } from '@pcshop/stores';
import type { CaptchaSettings } from '@pcshop/stores/schemas';
import { fakeClock } from '../../../stores/src/testing/fakeClock';
import {
  CAPTCHA_ANSWER_TIMEOUT_MS,
  CAPTCHA_LOAD_TIMEOUT_MS,
  FormCaptcha,
  type CaptchaProvider,
  type CaptchaRenderOptions,
  type CaptchaWidget,
} from './formCaptcha';

/** A provider whose widget answers `token-1`, `token-2` … unless told otherwise. */
function fakeProvider(render?: () => Promise<CaptchaWidget>) {
  let issued = 0;
  const widget = {
    token: vi.fn(async () => `token-${++issued}`),
    answered: vi.fn(() => true),
    reset: vi.fn(),
    remove: vi.fn(),
  };
  const provider = {
    render: vi.fn<
      (container: HTMLElement, options: CaptchaRenderOptions) => Promise<CaptchaWidget>
    >(render ?? (async () => widget)),
  } satisfies CaptchaProvider;
  return { provider, widget };
}

const turnstile: CaptchaSettings = { provider: 'turnstile', site_key: '0x4AAA' };
const none: CaptchaSettings = { provider: null, site_key: null };

function setup(settings: () => Promise<CaptchaSettings>, provider: CaptchaProvider) {
  const clock = fakeClock();
  const log = vi.fn();
  const recaptcha = fakeProvider().provider;
  const form = new FormCaptcha({
    settings,
    providers: { turnstile: provider, recaptcha },
    clock,
    log,
  });
  const container = document.createElement('div');
  return { form, clock, log, container, recaptcha };
}

const refusal = (promise: Promise<unknown>) => promise.catch((error: unknown) => error);

describe('FormCaptcha', () => {
  it('loads nothing and answers nothing when no captcha is configured', async () => {
    const { provider } = fakeProvider();
    const { form, container, recaptcha } = setup(async () => none, provider);
    form.attach(container, 'en-GB');
    expect(await form.answer()).toBeUndefined();
    expect(provider.render).not.toHaveBeenCalled();
    expect(recaptcha.render).not.toHaveBeenCalled();
  });

  it('renders the configured provider once, with its site key, and answers a fresh token each submission', async () => {
    const { provider, widget } = fakeProvider();
    const { form, container } = setup(async () => turnstile, provider);
    form.attach(container, 'en-GB');
    expect(await form.answer()).toBe('token-1');
    form.used();
    expect(widget.reset).toHaveBeenCalledTimes(1);
    expect(await form.answer()).toBe('token-2');
    expect(provider.render).toHaveBeenCalledTimes(1);
    expect(provider.render).toHaveBeenCalledWith(
      container,
      expect.objectContaining({ siteKey: '0x4AAA', locale: 'en-GB' }),
    );

    form.detach();
    expect(widget.remove).toHaveBeenCalledTimes(1);
  });

  it('refuses with the "could not be loaded" message when the script fails, and tries again next time', async () => {
    let attempts = 0;
    const { widget } = fakeProvider();
    const { provider } = fakeProvider(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('api.js could not be loaded');
      return widget;
    });
    const { form, container, log } = setup(async () => turnstile, provider);
    form.attach(container, 'en-GB');
    const failure = await refusal(form.answer());
    expect(failure).toBeInstanceOf(ApiRefusal);
    expect(failure).toMatchObject({ code: 'captcha_not_loaded', status: 0 });
    expect((failure as ApiRefusal).messageKey).toBe('validation:captchaNotLoaded');
    expect(log).toHaveBeenCalledWith('the captcha could not be loaded', expect.any(Error));

    expect(await form.answer()).toBe('token-1');
    expect(attempts).toBe(2);
  });

  it('gives up on a provider that never loads, and removes its widget if it turns up late', async () => {
    let arrive: (widget: CaptchaWidget) => void = () => undefined;
    const { widget } = fakeProvider();
    const { provider } = fakeProvider(
      () => new Promise<CaptchaWidget>((resolve) => (arrive = resolve)),
    );
    const { form, container, clock } = setup(async () => turnstile, provider);
    form.attach(container, 'en-GB');
    const answering = refusal(form.answer());
    await vi.waitFor(() => expect(provider.render).toHaveBeenCalled());
    clock.advance(CAPTCHA_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void answering.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    clock.advance(1);
    expect(await answering).toMatchObject({ messageKey: 'validation:captchaNotLoaded' });

    arrive(widget);
    await Promise.resolve();
    expect(widget.remove).toHaveBeenCalledTimes(1);
  });

  it('gives up on an invisible challenge left unanswered, resets the widget, and takes the next token', async () => {
    const { provider, widget } = fakeProvider();
    widget.token.mockImplementationOnce(() => new Promise<string>(() => undefined));
    const { form, container, clock, log } = setup(async () => turnstile, provider);
    form.attach(container, 'en-GB');
    const answering = refusal(form.answer());
    await vi.waitFor(() => expect(widget.token).toHaveBeenCalled());
    clock.advance(CAPTCHA_ANSWER_TIMEOUT_MS);
    expect(await answering).toMatchObject({
      code: 'captcha_not_answered',
      messageKey: 'validation:captchaNotAnswered',
    });
    expect(widget.reset).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('the captcha was not answered', expect.any(Error));
    expect(await form.answer()).toBe('token-1');
  });

  it('stops a submission at once when the visitor has not answered the widget, until its answer arrives', async () => {
    const { provider, widget } = fakeProvider();
    widget.answered.mockReturnValue(false);
    const { form, container } = setup(async () => turnstile, provider);
    const told = vi.fn();
    form.subscribe(told);
    form.attach(container, 'en-GB');
    await vi.waitFor(() => expect(form.readyToSend()).toBe(false));
    expect(form.problem()).toBe('notAnswered');
    expect(told).toHaveBeenCalledTimes(1);
    form.used();
    // Nothing was handed out: the widget keeps what the visitor may be answering.
    expect(widget.reset).not.toHaveBeenCalled();

    widget.answered.mockReturnValue(true);
    provider.render.mock.calls[0]![1].changed();
    expect(form.problem()).toBeNull();
    expect(form.readyToSend()).toBe(true);
  });

  it('says at once that the provider could not be loaded, and loads it again on the next submit', async () => {
    let attempts = 0;
    const { widget } = fakeProvider();
    const { provider } = fakeProvider(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('api.js could not be loaded');
      return widget;
    });
    const { form, container } = setup(async () => turnstile, provider);
    form.attach(container, 'en-GB');
    await vi.waitFor(() => expect(form.problem()).toBe('notLoaded'));

    expect(form.readyToSend()).toBe(false);
    await vi.waitFor(() => expect(form.problem()).toBeNull());
    expect(attempts).toBe(2);
    expect(form.readyToSend()).toBe(true);
  });

  it('renders the widget again in another locale', async () => {
    const { provider, widget } = fakeProvider();
    const { form, container } = setup(async () => turnstile, provider);
    form.attach(container, 'en-GB');
    await vi.waitFor(() => expect(provider.render).toHaveBeenCalledTimes(1));
    await form.answer();
    form.attach(container, 'fr-FR');
    expect(widget.remove).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(provider.render).toHaveBeenCalledTimes(2));
    expect(provider.render).toHaveBeenLastCalledWith(
      container,
      expect.objectContaining({ locale: 'fr-FR' }),
    );
  });

  it('asks the visitor to try the challenge again when it fails', async () => {
    const { provider, widget } = fakeProvider();
    widget.token.mockRejectedValueOnce(new Error('the captcha failed: 600010'));
    const { form, container } = setup(async () => turnstile, provider);
    form.attach(container, 'en-GB');
    expect(await refusal(form.answer())).toMatchObject({
      messageKey: 'validation:captchaNotAnswered',
    });
    expect(widget.reset).toHaveBeenCalledTimes(1);
  });

  it('refuses when the settings cannot be read', async () => {
    const { provider } = fakeProvider();
    const { form, container } = setup(() => Promise.reject(new Error('offline')), provider);
    form.attach(container, 'en-GB');
    expect(await refusal(form.answer())).toMatchObject({
      messageKey: 'validation:captchaNotLoaded',
    });
  });

  it('leaves no widget behind when the form goes away while it loads', async () => {
    let arrive: (widget: CaptchaWidget) => void = () => undefined;
    const { widget } = fakeProvider();
    const { provider } = fakeProvider(
      () => new Promise<CaptchaWidget>((resolve) => (arrive = resolve)),
    );
    const { form, container } = setup(async () => turnstile, provider);
    form.attach(container, 'en-GB');
    await vi.waitFor(() => expect(provider.render).toHaveBeenCalledTimes(1));
    form.detach();
    arrive(widget);
    await vi.waitFor(() => expect(widget.remove).toHaveBeenCalledTimes(1));
  });
});
