import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { DateField, type DateFieldProps } from './DateField';

const texts: LocaleTexts<DateFieldProps> = {
  'fr-FR': { label: 'Date de naissance', error: 'Ce champ est obligatoire' },
  it: { label: 'Data di nascita', error: 'Questo campo è obbligatorio' },
  'es-ES': { label: 'Fecha de nacimiento', error: 'Este campo es obligatorio' },
  'de-DE': { label: 'Geburtsdatum', error: 'Dies ist ein Pflichtfeld' },
};

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: 'Date of birth', name: 'dateOfBirth', max: '2026-01-01', onChange: fn() },
  render: (args, { globals }) => <DateField {...args} {...localeOverrides(args, globals, texts)} />,
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of birth');
    await expect(input).toHaveAttribute('type', 'date');
    await userEvent.type(input, '1990-12-10');
    await expect(input).toHaveValue('1990-12-10');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = { args: { defaultValue: '1990-12-10' } };

export const WithError: Story = {
  args: { required: true, error: 'This is a required field' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of birth');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This is a required field');
  },
};
