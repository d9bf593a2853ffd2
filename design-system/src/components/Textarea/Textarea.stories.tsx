import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { Textarea, type TextareaProps } from './Textarea';

const texts: LocaleTexts<TextareaProps> = {
  'fr-FR': {
    label: 'Votre message',
    hint: 'Indiquez votre numéro de commande si votre demande concerne une commande',
    error: 'Ce champ est obligatoire',
  },
  it: {
    label: 'Il tuo messaggio',
    hint: 'Indica il numero d’ordine se la richiesta riguarda un ordine',
    error: 'Questo campo è obbligatorio',
  },
  'es-ES': {
    label: 'Tu mensaje',
    hint: 'Indica tu número de pedido si tu consulta trata sobre un pedido',
    error: 'Este campo es obligatorio',
  },
  'de-DE': {
    label: 'Ihre Nachricht',
    hint: 'Geben Sie Ihre Bestellnummer an, wenn sich Ihre Anfrage auf eine Bestellung bezieht',
    error: 'Dies ist ein Pflichtfeld',
  },
};

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: {
    label: 'Your message',
    hint: 'Add your order number if your enquiry is about an order',
    name: 'message',
    onChange: fn(),
  },
  render: (args, { globals }) => <Textarea {...args} {...localeOverrides(args, globals, texts)} />,
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Your message' });
    await userEvent.type(textarea, 'My order arrived.{Enter}The GPU fans do not spin.');
    await expect(textarea).toHaveValue('My order arrived.\nThe GPU fans do not spin.');
    await expect(textarea).toHaveAccessibleDescription(
      'Add your order number if your enquiry is about an order',
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: 'This is a required field' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Your message' });
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
  },
};
