import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as frames from '../../stories/frames.css';
import { Box } from '../Box/Box';
import { PaymentChallenge } from './PaymentChallenge';

const meta = {
  title: 'Commerce/PaymentChallenge',
  component: PaymentChallenge,
  args: {
    onAnswer: fn(),
    labels: {
      title: 'Confirm this payment with your bank',
      description:
        'Rigsmith asks for £1,499.00. Approve it as your bank’s app would, or refuse it.',
      approve: 'Approve',
      refuse: 'Refuse',
    },
  },
  decorators: [
    (Story) => (
      <Box className={frames.column}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PaymentChallenge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Asked: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Confirm this payment with your bank' }),
    ).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Refuse' }));
    await expect(args.onAnswer).toHaveBeenLastCalledWith(false);
  },
};

export const Answering: Story = {
  args: { answering: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Refuse' })).toBeDisabled();
  },
};
