import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as frames from '../../stories/frames.css';
import { Box } from '../Box/Box';
import { Link } from '../Link/Link';
import { OrderConfirmation } from './OrderConfirmation';

const meta = {
  title: 'Commerce/OrderConfirmation',
  component: OrderConfirmation,
  args: {
    reference: 'RS-2026-000042',
    paid: '£1,499.00',
    delivery: 'Monday 30 November 2026',
    labels: {
      title: 'Order Successful!',
      reference: 'Order number',
      paid: 'Paid',
      delivery: 'Expected delivery',
      email: 'A confirmation email is on its way to ada@example.com.',
    },
  },
  decorators: [
    (Story) => (
      <Box className={frames.column}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof OrderConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Order Successful!' }),
    ).toHaveFocus();
    await expect(canvas.getByText('RS-2026-000042')).toBeVisible();
    await expect(canvas.getByText('£1,499.00')).toBeVisible();
  },
};

export const WithActions: Story = {
  args: { actions: <Link href="#orders">See your orders</Link> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'See your orders' })).toBeVisible();
  },
};
