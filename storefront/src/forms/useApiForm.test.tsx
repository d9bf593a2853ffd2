// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Button, FormError, TextField } from '@pcshop/design-system';
import { ApiRefusal, NetworkFailure } from '@pcshop/stores';
import { createI18n } from '../i18n/createI18n';
import { useApiForm } from './useApiForm';

const schema = z.object({
  name: z.string().min(1, 'validation:required'),
  email: z.string().min(1, 'validation:required'),
  address: z.object({ city: z.string().min(1, 'validation:required') }),
});

const pickSchema = () => schema;

/** A form of three fields whose submit sends through `send`; says when it saved. */
function TestForm({ send }: { send: (values: z.output<typeof schema>) => Promise<unknown> }) {
  const { register, fieldError, submit, failure, succeeded, formRef, errorRef } = useApiForm(
    pickSchema,
    { name: '', email: '', address: { city: '' } },
  );
  return (
    <form ref={formRef} noValidate onSubmit={submit(send)}>
      <FormError ref={errorRef} message={failure} />
      {succeeded && <p role="status">Saved</p>}
      <TextField label="Name" error={fieldError('name')} {...register('name')} />
      <TextField label="Email" error={fieldError('email')} {...register('email')} />
      <TextField label="City" error={fieldError('address.city')} {...register('address.city')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

const scrolled = vi.fn();

async function show(send: (values: unknown) => Promise<unknown>) {
  const i18n = await createI18n('en-GB');
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <TestForm send={send} />
      </I18nextProvider>,
    );
  });
  const user = userEvent.setup();
  return {
    user,
    async fillAndSubmit() {
      await user.type(screen.getByLabelText(/^name/i), 'Ada');
      await user.type(screen.getByLabelText(/^email/i), 'ada@example.com');
      await user.type(screen.getByLabelText(/^city/i), 'London');
      await user.click(screen.getByRole('button', { name: 'Save' }));
    },
  };
}

const refusal = (code: string, fields?: Record<string, string[]>) =>
  new ApiRefusal({ status: 400, code, message: code, ...(fields ? { fields } : {}) });

beforeAll(() => {
  // jsdom lays nothing out, so it has no scrollIntoView; the hook's call is recorded here.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled(this);
  };
});
afterEach(() => {
  cleanup();
  scrolled.mockClear();
  vi.restoreAllMocks();
});

describe('useApiForm', () => {
  it('puts each refused field on its input and focuses the first in page order, in view', async () => {
    const form = await show(() =>
      Promise.reject(
        refusal('validation_failed', {
          'address.city': ['validation:required'],
          email: ['validation:emailTaken'],
        }),
      ),
    );
    await form.fillAndSubmit();
    const email = screen.getByLabelText<HTMLInputElement>(/^email/i);
    await vi.waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A user with such an email has already been registered')).toBeTruthy();
    expect(screen.getByLabelText(/^city/i).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This is a required field')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(scrolled).toHaveBeenCalledWith(email);
  });

  it('shows the refusal’s message for the whole form and focuses it, in view', async () => {
    const form = await show(() => Promise.reject(refusal('invalid_credentials')));
    await form.fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your Email Address or Password is incorrect.');
    await vi.waitFor(() => expect(document.activeElement).toBe(alert));
    expect(scrolled).toHaveBeenCalledWith(alert);
  });

  it('shows a refused field the form does not have (the captcha) for the whole form', async () => {
    const form = await show(() =>
      Promise.reject(refusal('captcha_failed', { captcha: ['validation:captchaFailed'] })),
    );
    await form.fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not verify that you are human. Please try again.',
    );
  });

  it('shows the generic message for a refusal without words of its own', async () => {
    const form = await show(() =>
      Promise.reject(new ApiRefusal({ status: 500, code: 'internal_error', message: 'x' })),
    );
    await form.fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Oops something went wrong. Try again later',
    );
  });

  it('says the shop could not be reached when the call got no answer', async () => {
    const form = await show(() => Promise.reject(new NetworkFailure(new TypeError('offline'))));
    await form.fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      "We couldn't reach Rigsmith. Check your connection and try again.",
    );
    await vi.waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('focuses the first field the schema refuses, in page order and in view, and sends nothing', async () => {
    const send = vi.fn(async () => undefined);
    const { user } = await show(send);
    await user.type(screen.getByLabelText(/^name/i), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByLabelText(/^email/i);
    await vi.waitFor(() => expect(document.activeElement).toBe(email));
    expect(scrolled).toHaveBeenCalledWith(email);
    expect(send).not.toHaveBeenCalled();
  });

  it('says it succeeded once the call went through, and clears the last refusal', async () => {
    const send = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(refusal('invalid_credentials'))
      .mockResolvedValueOnce(undefined);
    const form = await show(send);
    await form.fillAndSubmit();
    await screen.findByRole('alert');
    expect(screen.queryByRole('status')).toBeNull();
    await form.user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
