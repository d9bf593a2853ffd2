import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { PhoneField, type PhoneFieldProps } from './PhoneField';

const texts: LocaleTexts<PhoneFieldProps> = {
  'fr-FR': {
    label: 'Numéro de téléphone portable',
    hint: 'Le transporteur vous appellera si nécessaire',
    error: 'Le numéro n’est pas correct',
  },
  it: {
    label: 'Numero di cellulare',
    hint: 'Il corriere ti chiamerà se necessario',
    error: 'Il numero non è corretto',
  },
  'es-ES': {
    label: 'Número de teléfono móvil',
    hint: 'El transportista te llamará si es necesario',
    error: 'El número no es correcto',
  },
  'de-DE': {
    label: 'Mobiltelefonnummer',
    hint: 'Der Paketdienst ruft Sie bei Bedarf an',
    error: 'Die Nummer ist nicht korrekt',
  },
};

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  args: {
    label: 'Mobile number',
    hint: 'The courier calls you if needed',
    name: 'phone',
    onChange: fn(),
  },
  render: (args, { globals }) => (
    <PhoneField {...args} {...localeOverrides(args, globals, texts)} />
  ),
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel');
    await userEvent.type(input, '+44 20 7946 0000');
    await expect(input).toHaveValue('+44 20 7946 0000');
  },
};

export const WithError: Story = {
  args: { defaultValue: '12', error: 'Number is not correct' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'The courier calls you if needed Number is not correct',
    );
  },
};
