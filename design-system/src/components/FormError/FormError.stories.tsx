import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { FormError, type FormErrorProps } from './FormError';

const texts: LocaleTexts<FormErrorProps> = {
  'fr-FR': { message: 'Votre adresse e-mail ou votre mot de passe est incorrect.' },
  it: { message: 'Il tuo indirizzo email o la password non sono corretti.' },
  'es-ES': { message: 'Tu dirección de correo electrónico o tu contraseña no son correctas.' },
  'de-DE': { message: 'Ihre E-Mail-Adresse oder Ihr Passwort ist nicht korrekt.' },
};

const meta = {
  title: 'Forms/FormError',
  component: FormError,
  args: { message: 'Your Email Address or Password is incorrect.' },
  render: (args, { globals }) => <FormError {...args} {...localeOverrides(args, globals, texts)} />,
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginFailed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your Email Address or Password is incorrect.',
    );
  },
};

export const AlreadyRegistered: Story = {
  args: { message: 'A user with such an email has already been registered' },
};

export const Hidden: Story = {
  args: { message: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const AppearsAfterSubmit: Story = {
  render: function Render(args) {
    const [message, setMessage] = useState<string>();
    return (
      <form
        style={{ display: 'grid', gap: 16, maxWidth: 420 }}
        onSubmit={(event) => {
          event.preventDefault();
          setMessage(args.message);
        }}
      >
        <FormError message={message} ref={(node) => node?.focus()} />
        <Button type="submit">Sign in</Button>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Your Email Address or Password is incorrect.');
    await expect(alert).toHaveFocus();
  },
};
