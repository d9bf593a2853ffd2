import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { Select, type SelectProps } from './Select';

const texts: LocaleTexts<SelectProps> = {
  'fr-FR': {
    label: 'Pays de livraison',
    hint: 'Nous livrons uniquement dans les pays de la liste',
    placeholder: 'Choisissez un pays',
    error: 'Ce champ est obligatoire',
    options: [
      { value: 'GB', label: 'Royaume-Uni' },
      { value: 'FR', label: 'France' },
      { value: 'IT', label: 'Italie' },
      { value: 'ES', label: 'Espagne' },
      { value: 'DE', label: 'Allemagne' },
    ],
  },
  it: {
    label: 'Paese di consegna',
    hint: 'Consegniamo solo nei paesi dell’elenco',
    placeholder: 'Scegli un paese',
    error: 'Questo campo è obbligatorio',
    options: [
      { value: 'GB', label: 'Regno Unito' },
      { value: 'FR', label: 'Francia' },
      { value: 'IT', label: 'Italia' },
      { value: 'ES', label: 'Spagna' },
      { value: 'DE', label: 'Germania' },
    ],
  },
  'es-ES': {
    label: 'País de entrega',
    hint: 'Solo enviamos a los países de la lista',
    placeholder: 'Elige un país',
    error: 'Este campo es obligatorio',
    options: [
      { value: 'GB', label: 'Reino Unido' },
      { value: 'FR', label: 'Francia' },
      { value: 'IT', label: 'Italia' },
      { value: 'ES', label: 'España' },
      { value: 'DE', label: 'Alemania' },
    ],
  },
  'de-DE': {
    label: 'Lieferland',
    hint: 'Wir liefern ausschließlich in die aufgeführten Länder',
    placeholder: 'Wählen Sie ein Land',
    error: 'Dies ist ein Pflichtfeld',
    options: [
      { value: 'GB', label: 'Vereinigtes Königreich' },
      { value: 'FR', label: 'Frankreich' },
      { value: 'IT', label: 'Italien' },
      { value: 'ES', label: 'Spanien' },
      { value: 'DE', label: 'Deutschland' },
    ],
  },
};

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Delivery country',
    hint: 'We ship only to the countries listed',
    placeholder: 'Choose a country',
    name: 'country',
    options: [
      { value: 'GB', label: 'United Kingdom' },
      { value: 'FR', label: 'France' },
      { value: 'IT', label: 'Italy' },
      { value: 'ES', label: 'Spain' },
      { value: 'DE', label: 'Germany' },
    ],
    onChange: fn(),
    onBlur: fn(),
  },
  render: (args, { globals }) => <Select {...args} {...localeOverrides(args, globals, texts)} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Delivery country' });
    await expect(trigger).toHaveTextContent('Choose a country');
    await expect(trigger).toHaveAccessibleDescription('We ship only to the countries listed');
    await userEvent.click(trigger);
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Italy' }));
    await expect(args.onChange).toHaveBeenCalledWith('IT');
    await expect(trigger).toHaveTextContent('Italy');
    await expect(trigger).toHaveFocus();
  },
};

export const Selected: Story = {
  args: { defaultValue: 'FR' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Delivery country' });
    await expect(trigger).toHaveTextContent('France');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'France' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('IT');
    await expect(trigger).toHaveTextContent('Italy');
  },
};

export const EscapeKeepsTheValue: Story = {
  args: { defaultValue: 'DE' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Delivery country' });
    await userEvent.click(trigger);
    await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull();
    await expect(trigger).toHaveTextContent('Germany');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'This is a required field' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Delivery country' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(trigger).toHaveAccessibleDescription(
      'We ship only to the countries listed This is a required field',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'GB' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Delivery country' });
    await expect(trigger).toBeDisabled();
  },
};
