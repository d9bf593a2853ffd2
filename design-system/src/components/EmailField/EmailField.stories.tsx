import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { EmailField, type EmailFieldProps } from './EmailField';

const texts: LocaleTexts<EmailFieldProps> = {
  'fr-FR': { label: 'Adresse e-mail', error: 'Format d’adresse e-mail incorrect' },
  it: { label: 'Indirizzo email', error: 'Formato email non corretto' },
  'es-ES': { label: 'Correo electrónico', error: 'Formato de correo electrónico incorrecto' },
  'de-DE': { label: 'E-Mail-Adresse', error: 'Falsches E-Mail-Format' },
};

const meta = {
  title: 'Forms/EmailField',
  component: EmailField,
  args: { label: 'Email address', name: 'email', onChange: fn() },
  render: (args, { globals }) => (
    <EmailField {...args} {...localeOverrides(args, globals, texts)} />
  ),
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'ada@example', error: 'Incorrect email format', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Incorrect email format');
  },
};
