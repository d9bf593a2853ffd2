import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tile } from '../../stories/Tile';
import { Columns } from './Columns';

const parts = ['Processor', 'Graphics card', 'Memory', 'Storage', 'Case', 'Power supply'];

const meta = {
  title: 'Foundations/Columns',
  component: Columns,
  args: {
    columns: { phone: 1, tabletSmall: 2, desktop: 3 },
    children: parts.map((part) => <Tile key={part}>{part}</Tile>),
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many tiles share the first tile's row. */
function perRow(canvasElement: HTMLElement) {
  const tops = parts.map(
    (part) => within(canvasElement).getByText(part).getBoundingClientRect().top,
  );
  return tops.filter((top) => top === tops[0]).length;
}

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(perRow(canvasElement)).toBe(1);
  },
};

export const SmallTablet: Story = {
  globals: { viewport: { value: 'tabletSmall', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(perRow(canvasElement)).toBe(2);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(perRow(canvasElement)).toBe(3);
  },
};

export const FixedCount: Story = {
  args: { columns: 2, space: 'large' },
  play: async ({ canvasElement }) => {
    await expect(perRow(canvasElement)).toBe(2);
  },
};
