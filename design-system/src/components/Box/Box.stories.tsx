import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, boxElements } from './Box';

const meta = {
  title: 'Foundations/Box',
  component: Box,
  args: { children: 'Rigsmith builds to your frame rate.', padding: 'large' },
  argTypes: { as: { control: 'select', options: boxElements } },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Surface: Story = {
  args: { background: 'surfaceRaised', borderRadius: 'large', color: 'text' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText('Rigsmith builds to your frame rate.');
    await expect(getComputedStyle(box).paddingTop).toBe('24px');
    await expect(box).not.toHaveAttribute('padding');
  },
};

export const ResponsivePadding: Story = {
  args: {
    background: 'surfaceOverlay',
    color: 'text',
    padding: { phone: 'small', desktop: 'xlarge' },
    children: 'Padding grows from small on a phone to extra large on a desktop.',
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText(/Padding grows/);
    await expect(getComputedStyle(box).paddingLeft).toBe('8px');
  },
};

export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Delivery', children: 'Ships in 5 working days.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Delivery' })).toBeVisible();
  },
};
