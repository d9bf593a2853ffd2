import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { RadioGroup, radioGroupOrientations, type RadioGroupProps } from './RadioGroup';

const texts: LocaleTexts<RadioGroupProps> = {
  'fr-FR': {
    label: 'Mode de livraison',
    hint: 'Tous les PC sont assemblés et testés avant l’expédition',
    error: 'Ce champ est obligatoire',
    options: [
      { value: 'standard', label: 'Livraison standard', hint: 'Gratuite, 3 à 5 jours ouvrés' },
      { value: 'express', label: 'Livraison express', hint: 'Le jour ouvré suivant l’expédition' },
      {
        value: 'collect',
        label: 'Retrait à l’atelier',
        hint: 'Indisponible pour cette commande',
        disabled: true,
      },
    ],
  },
  it: {
    label: 'Metodo di consegna',
    hint: 'Tutti i PC vengono assemblati e collaudati prima della spedizione',
    error: 'Questo campo è obbligatorio',
    options: [
      { value: 'standard', label: 'Consegna standard', hint: 'Gratuita, 3–5 giorni lavorativi' },
      {
        value: 'express',
        label: 'Consegna espressa',
        hint: 'Il giorno lavorativo dopo la spedizione',
      },
      {
        value: 'collect',
        label: 'Ritiro in laboratorio',
        hint: 'Non disponibile per questo ordine',
        disabled: true,
      },
    ],
  },
  'es-ES': {
    label: 'Método de envío',
    hint: 'Todos los PC se montan y se prueban antes del envío',
    error: 'Este campo es obligatorio',
    options: [
      { value: 'standard', label: 'Envío estándar', hint: 'Gratis, de 3 a 5 días laborables' },
      { value: 'express', label: 'Envío urgente', hint: 'El día laborable siguiente al envío' },
      {
        value: 'collect',
        label: 'Recogida en el taller',
        hint: 'No disponible para este pedido',
        disabled: true,
      },
    ],
  },
  'de-DE': {
    label: 'Versandart',
    hint: 'Alle PCs werden vor dem Versand montiert und getestet',
    error: 'Dies ist ein Pflichtfeld',
    options: [
      { value: 'standard', label: 'Standardversand', hint: 'Kostenlos, 3–5 Werktage' },
      { value: 'express', label: 'Expressversand', hint: 'Am Werktag nach dem Versand' },
      {
        value: 'collect',
        label: 'Abholung in der Werkstatt',
        hint: 'Für diese Bestellung nicht verfügbar',
        disabled: true,
      },
    ],
  },
};

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Delivery',
    hint: 'Every PC is assembled and tested before it ships',
    name: 'delivery',
    options: [
      { value: 'standard', label: 'Standard delivery', hint: 'Free, 3–5 working days' },
      { value: 'express', label: 'Express delivery', hint: 'The working day after dispatch' },
      {
        value: 'collect',
        label: 'Collect from the workshop',
        hint: 'Not available for this order',
        disabled: true,
      },
    ],
    onChange: fn(),
  },
  argTypes: { orientation: { control: 'radio', options: radioGroupOrientations } },
  render: (args, { globals }) => (
    <RadioGroup {...args} {...localeOverrides(args, globals, texts)} />
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Delivery' });
    await expect(group).toHaveAccessibleDescription(
      'Every PC is assembled and tested before it ships',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Express delivery' }));
    await expect(canvas.getByRole('radio', { name: 'Express delivery' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('express');
    await expect(canvas.getByRole('radio', { name: 'Collect from the workshop' })).toBeDisabled();
  },
};

export const Selected: Story = {
  args: { defaultValue: 'standard' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const standard = canvas.getByRole('radio', { name: 'Standard delivery' });
    await expect(standard).toHaveFocus();
    // Held like a real key press: Radix moves focus on a timer and checks while the key is down.
    await userEvent.keyboard('{ArrowDown>}');
    const express = canvas.getByRole('radio', { name: 'Express delivery' });
    await waitFor(() => expect(express).toHaveFocus());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(express).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('express');
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Resolution',
    hint: undefined,
    orientation: 'horizontal',
    defaultValue: '1440p',
    options: [
      { value: '1080p', label: '1080p' },
      { value: '1440p', label: '1440p' },
      { value: '4k', label: '4K' },
    ],
  },
  render: (args) => <RadioGroup {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Resolution' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    await userEvent.click(canvas.getByText('4K'));
    await expect(canvas.getByRole('radio', { name: '4K' })).toBeChecked();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'This is a required field' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Delivery' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription(
      'Every PC is assembled and tested before it ships This is a required field',
    );
  },
};

export const FocusFromRef: Story = {
  name: 'Focus from its ref (react-hook-form error focus)',
  args: { defaultValue: 'express' },
  render: function Render(args) {
    return (
      <RadioGroup
        {...args}
        ref={(handle) => {
          handle?.focus();
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: 'Express delivery' }),
    ).toHaveFocus();
  },
};
