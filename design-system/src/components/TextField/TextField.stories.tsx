import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { TextField, textFieldTypes, type TextFieldProps } from './TextField';

const texts: LocaleTexts<TextFieldProps> = {
  'fr-FR': {
    label: 'Nom complet',
    hint: 'Tel qu’il figure sur votre pièce d’identité officielle',
    error: 'Ce champ est obligatoire',
  },
  it: {
    label: 'Nome e cognome',
    hint: 'Come appare sul tuo documento d’identità ufficiale',
    error: 'Questo campo è obbligatorio',
  },
  'es-ES': {
    label: 'Nombre completo',
    hint: 'Tal como aparece en tu documento de identidad oficial',
    error: 'Este campo es obligatorio',
  },
  'de-DE': {
    label: 'Vollständiger Name',
    hint: 'So wie er in Ihrem amtlichen Lichtbildausweis angegeben ist',
    error: 'Dies ist ein Pflichtfeld',
  },
};

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Full name', name: 'fullName', onChange: fn(), onBlur: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
  render: (args, { globals }) => <TextField {...args} {...localeOverrides(args, globals, texts)} />,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Ada Lovelace');
    await expect(input).toHaveValue('Ada Lovelace');
    await expect(args.onChange).toHaveBeenCalledTimes('Ada Lovelace'.length);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { hint: 'As it appears on your photo ID' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveAccessibleDescription('As it appears on your photo ID');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await expect(input).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'This is a required field' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This is a required field');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Ada Lovelace' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ForwardsRef: Story = {
  name: 'Forwards its ref to the input',
  render: function Render(args) {
    return (
      <TextField
        {...args}
        ref={(node) => {
          node?.setAttribute('data-ref-received', 'true');
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveAttribute('data-ref-received', 'true');
  },
};
