import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as frames from '../../stories/frames.css';
import { Box } from '../Box/Box';
import { TextField } from '../TextField/TextField';
import { AddressFields, addressFieldNames, type AddressFieldName } from './AddressFields';

const inputs = Object.fromEntries(addressFieldNames.map((name) => [name, { name }])) as Record<
  AddressFieldName,
  { name: string }
>;

const meta = {
  title: 'Forms/AddressFields',
  component: AddressFields,
  args: {
    labels: {
      firstName: 'First name',
      lastName: 'Surname',
      phone: 'Phone',
      phoneHint: 'With the country code, e.g. +44 7700 900123',
      country: 'Country',
      line1: 'Address',
      line2: 'Flat, floor, building',
      optional: 'optional',
      city: 'City',
      postcode: 'Postcode',
    },
    inputs,
    country: { name: 'country', defaultValue: 'GB' },
    countries: [
      { value: 'GB', label: 'United Kingdom' },
      { value: 'FR', label: 'France' },
      { value: 'DE', label: 'Germany' },
    ],
  },
  decorators: [
    (Story) => (
      <Box className={frames.column}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AddressFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.type(firstName, 'Ada');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Surname' })).toHaveFocus();
    await expect(
      canvas.getByRole('textbox', { name: 'Flat, floor, building (optional)' }),
    ).not.toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toBeRequired();
  },
};

export const WithErrors: Story = {
  args: {
    errors: {
      firstName: 'This is a required field',
      phone: 'Number is not correct',
      postcode: 'Postcode is not valid',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'This is a required field',
    );
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const WithCityAutocomplete: Story = {
  args: {
    renderCity: ({ label, error, input }) => (
      <TextField label={`${label} (autocomplete)`} error={error} {...input} />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'City (autocomplete)' })).toBeVisible();
  },
};
