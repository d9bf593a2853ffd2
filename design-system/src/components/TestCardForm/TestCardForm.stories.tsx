import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as frames from '../../stories/frames.css';
import { Box } from '../Box/Box';
import { TestCardForm } from './TestCardForm';

const meta = {
  title: 'Forms/TestCardForm',
  component: TestCardForm,
  args: {
    onSubmit: fn(),
    cards: [
      { number: '4242 4242 4242 4242', outcome: 'Paid at once' },
      { number: '4000 0000 0000 0002', outcome: 'Declined' },
      { number: '4000 0000 0000 3220', outcome: 'Asks your bank to confirm' },
      { number: '4000 0000 0000 0077', outcome: 'Paid a few seconds later' },
    ],
    labels: {
      title: 'Card details',
      cardNumber: 'Card number',
      expiry: 'Expiry date',
      expiryHint: 'MM/YY',
      cvc: 'Security code (CVC)',
      pay: 'Pay £1,499.00',
      testNotice: 'Test payments: no real card is charged',
      testCards: 'Test cards',
    },
  },
  decorators: [
    (Story) => (
      <Box className={frames.column}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof TestCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Test payments: no real card is charged')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Test cards' })).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Card number' }),
      '4242 4242 4242 4242',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Expiry date/ }), '12/30');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Security code (CVC)' }),
      '123{Enter}',
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
  },
};

export const Declined: Story = {
  args: { declined: 'Your card was declined. Try another card.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your card was declined. Try another card.',
    );
  },
};

export const WithErrors: Story = {
  args: { errors: { cardNumber: 'Enter the 16 digits of the card', cvc: 'Three or four digits' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await expect(number).toHaveFocus();
    await expect(number).toHaveAccessibleDescription('Enter the 16 digits of the card');
  },
};

export const Paying: Story = {
  args: { paying: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Pay £1,499.00/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
