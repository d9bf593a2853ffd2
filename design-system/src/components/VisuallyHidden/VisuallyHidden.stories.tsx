import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Foundations/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Opens the basket' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideAnIconButton: Story = {
  render: (args) => (
    <Button tone="secondary">
      <Icon name="cart" />
      <VisuallyHidden {...args} />
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Opens the basket' });
    const hidden = within(button).getByText('Opens the basket');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
