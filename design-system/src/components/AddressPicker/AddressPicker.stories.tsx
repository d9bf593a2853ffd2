import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as frames from '../../stories/frames.css';
import { Box } from '../Box/Box';
import { AddressPicker, NEW_ADDRESS, type AddressPickerProps } from './AddressPicker';

const addresses = [
  {
    id: 3,
    name: 'Ada Lovelace',
    text: '12 St James’s Square, SW1Y 4JH London, United Kingdom',
    isDefault: true,
  },
  {
    id: 5,
    name: 'Ada Lovelace',
    text: '1 Infinite Loop, M1 1AE Manchester, United Kingdom',
    isDefault: false,
  },
];

function Picker(props: AddressPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <AddressPicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Commerce/AddressPicker',
  component: AddressPicker,
  args: {
    addresses,
    value: '3',
    onChange: fn(),
    labels: { title: 'Ship to', default: 'default', newAddress: 'A new address' },
  },
  decorators: [
    (Story) => (
      <Box className={frames.column}>
        <Story />
      </Box>
    ),
  ],
  render: (args) => <Picker {...args} />,
} satisfies Meta<typeof AddressPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultPicked: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const picked = canvas.getByRole('radio', { name: 'Ada Lovelace (default)' });
    await expect(picked).toBeChecked();
    await expect(picked).toHaveAccessibleDescription(addresses[0]!.text);
    await userEvent.click(canvas.getByRole('radio', { name: 'Ada Lovelace' }));
    await expect(args.onChange).toHaveBeenCalledWith('5');
    await userEvent.click(canvas.getByRole('radio', { name: 'A new address' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(NEW_ADDRESS);
  },
};

export const NoSavedAddress: Story = {
  args: { addresses: [], value: NEW_ADDRESS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'A new address' })).toBeChecked();
  },
};

export const ListFull: Story = {
  args: {
    labels: {
      title: 'Ship to',
      default: 'default',
      newAddress: 'A new address',
      newAddressHint: 'You have 6 saved addresses: this one will not be kept.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'A new address' })).toHaveAccessibleDescription(
      'You have 6 saved addresses: this one will not be kept.',
    );
  },
};
