import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as frames from '../../stories/frames.css';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Foundations/Skeleton',
  component: Skeleton,
  args: { shape: 'text' },
  decorators: [
    (Story) => (
      <Box className={frames.card}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  args: { shape: 'text', lines: 3 },
  play: async ({ canvasElement }) => {
    const placeholder = canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(placeholder.children).toHaveLength(3);
    const [first, , last] = Array.from(placeholder.children);
    await expect(last?.getBoundingClientRect().width).toBeLessThan(
      first?.getBoundingClientRect().width ?? 0,
    );
  },
};

export const Block: Story = {
  args: { shape: 'block', ratio: 'wide' },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;
    const { width, height } = block.getBoundingClientRect();
    await expect(Math.round((width / height) * 9)).toBe(16);
  },
};

export const Circle: Story = {
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;
    const { width, height } = circle.getBoundingClientRect();
    await expect(width).toBe(height);
    await expect(parseFloat(getComputedStyle(circle).borderTopLeftRadius)).toBeGreaterThanOrEqual(
      width / 2,
    );
  },
  args: { shape: 'circle' },
};

export const ProductCardPlaceholder: Story = {
  render: () => (
    <Stack space="small" aria-busy="true">
      <Skeleton shape="block" ratio="landscape" />
      <Skeleton shape="text" size="large" />
      <Skeleton shape="text" lines={2} size="small" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const placeholders = canvasElement.querySelectorAll('[aria-hidden="true"]');
    await expect(placeholders).toHaveLength(3);
  },
};
