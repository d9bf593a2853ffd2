import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localeArgs } from '../../stories/locale';
import { AmountStepper, type AmountStepperProps } from './AmountStepper';

const meta = {
  title: 'Commerce/AmountStepper',
  component: AmountStepper,
  args: {
    value: 2,
    max: 4,
    onChange: fn(),
    labels: { amount: 'Amount', decrease: 'Decrease amount', increase: 'Increase amount' },
  },
  render: function Controlled(args, { globals }) {
    const [value, setValue] = useState(args.value);
    return (
      <AmountStepper
        {...args}
        {...localeArgs<AmountStepperProps>(globals, {
          'fr-FR': {
            labels: {
              amount: 'Quantité',
              decrease: 'Diminuer la quantité',
              increase: 'Augmenter la quantité',
            },
          },
          it: {
            labels: {
              amount: 'Quantità',
              decrease: 'Diminuisci la quantità',
              increase: 'Aumenta la quantità',
            },
          },
          'es-ES': {
            labels: {
              amount: 'Cantidad',
              decrease: 'Reducir la cantidad',
              increase: 'Aumentar la cantidad',
            },
          },
          'de-DE': {
            labels: { amount: 'Menge', decrease: 'Menge verringern', increase: 'Menge erhöhen' },
          },
        })}
        value={value}
        onChange={(amount) => {
          args.onChange(amount);
          setValue(amount);
        }}
      />
    );
  },
} satisfies Meta<typeof AmountStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase amount' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease amount' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease amount' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('spinbutton', { name: 'Amount' })).toHaveValue(1);
    await expect(canvas.getByRole('button', { name: 'Decrease amount' })).toBeDisabled();
  },
};

export const AtMaximum: Story = {
  args: { value: 4 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Increase amount' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('spinbutton'), '{ArrowUp}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(3);
  },
};

export const Typed: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Amount' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('9');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(input).toHaveValue(4);
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue(4);
  },
};

export const KeyboardArrows: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Amount' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(input).toHaveValue(1);
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

export const IncreaseBlocked: Story = {
  args: { increaseDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Increase amount' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease amount' }));
    await expect(args.onChange).toHaveBeenCalledWith(1);
  },
};

/** The parent keeps the amount (a store capped it): the stepper shows the amount it is given. */
export const ChangeRefused: Story = {
  render: (args) => <AmountStepper {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase amount' }));
    await expect(args.onChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByRole('spinbutton', { name: 'Amount' })).toHaveValue(2);
  },
};
