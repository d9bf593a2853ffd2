import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Text } from '../Text/Text';
import { Divider, dividerOrientations, dividerTones } from './Divider';

const meta = {
  title: 'Foundations/Divider',
  component: Divider,
  argTypes: {
    orientation: { control: 'radio', options: dividerOrientations },
    tone: { control: 'radio', options: dividerTones },
  },
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  play: async ({ canvasElement }) => {
    const separator = within(canvasElement).getByRole('separator');
    await expect(separator).toHaveAttribute('aria-orientation', 'horizontal');
    await expect(separator.getBoundingClientRect().height).toBe(1);
  },
};

export const Strong: Story = {
  play: async ({ canvasElement }) => {
    const separator = within(canvasElement).getByRole('separator');
    await expect(getComputedStyle(separator).backgroundColor).toBe('rgb(70, 80, 105)');
  },
  args: { tone: 'strong' },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  render: (args) => (
    <Inline space="medium">
      <Text as="span">Subtotal</Text>
      <Divider {...args} />
      <Text as="span">VAT included</Text>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const separator = within(canvasElement).getByRole('separator');
    await expect(separator).toHaveAttribute('aria-orientation', 'vertical');
    await expect(separator.getBoundingClientRect().width).toBe(1);
  },
};

export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('separator')).toBeNull();
  },
};
