import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { Checkbox, type CheckboxProps } from './Checkbox';

const texts: LocaleTexts<CheckboxProps> = {
  'fr-FR': {
    label: 'M’envoyer des notifications sur l’état de mes commandes',
    hint: 'Expédition, livraison et retards éventuels',
    error: 'Ce champ est obligatoire',
  },
  it: {
    label: 'Inviami notifiche sullo stato dei miei ordini',
    hint: 'Spedizione, consegna ed eventuali ritardi',
    error: 'Questo campo è obbligatorio',
  },
  'es-ES': {
    label: 'Enviarme notificaciones sobre el estado de mis pedidos',
    hint: 'Envío, entrega y posibles retrasos',
    error: 'Este campo es obligatorio',
  },
  'de-DE': {
    label: 'Benachrichtigungen über den Status meiner Bestellungen senden',
    hint: 'Versand, Zustellung und mögliche Verzögerungen',
    error: 'Dies ist ein Pflichtfeld',
  },
};

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: {
    label: 'Send me order status notifications',
    name: 'orderNotifications',
    onCheckedChange: fn(),
  },
  render: (args, { globals }) => <Checkbox {...args} {...localeOverrides(args, globals, texts)} />,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'Send me order status notifications',
    });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true, hint: 'Shipping, delivery and any delay' },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'Send me order status notifications',
    });
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription('Shipping, delivery and any delay');
    await userEvent.click(within(canvasElement).getByText('Send me order status notifications'));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const KeyboardToggle: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(1);
  },
};

export const WithError: Story = {
  args: {
    label: 'I accept the',
    link: { href: '/terms-and-conditions', label: 'terms and conditions' },
    required: true,
    error: 'This is a required field',
  },
  render: (args) => <Checkbox {...args} />,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'I accept the terms and conditions',
    });
    await expect(box).toBeRequired();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('This is a required field');
    await expect(
      within(canvasElement).getByRole('link', { name: 'terms and conditions' }),
    ).toHaveAttribute('href', '/terms-and-conditions');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
