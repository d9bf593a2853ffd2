import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tile } from '../../stories/Tile';
import { Inline, inlineAligns, inlineAlignYs } from './Inline';

const meta = {
  title: 'Foundations/Inline',
  component: Inline,
  args: {
    space: 'small',
    children: ['1080p', '1440p', '4K', 'Ultrawide 1440p'].map((resolution) => (
      <Tile key={resolution}>{resolution}</Tile>
    )),
  },
  argTypes: {
    align: { control: 'radio', options: inlineAligns },
    alignY: { control: 'radio', options: inlineAlignYs },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('1080p').getBoundingClientRect();
    const second = canvas.getByText('1440p').getBoundingClientRect();
    await expect(second.top).toBe(first.top);
    await expect(second.left - first.right).toBe(8);
  },
};

export const SpaceBetween: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText('1080p').parentElement as HTMLElement;
    const last = within(canvasElement).getByText('Ultrawide 1440p').getBoundingClientRect();
    await expect(Math.round(last.right)).toBe(Math.round(row.getBoundingClientRect().right));
  },
  args: { align: 'between' },
};

export const CollapsedOnPhone: Story = {
  args: { collapseBelow: 'tabletSmall' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('1080p').getBoundingClientRect();
    const second = canvas.getByText('1440p').getBoundingClientRect();
    await expect(second.top).toBeGreaterThan(first.bottom);
    await expect(second.width).toBe(first.width);
  },
};

export const RowFromSmallTablet: Story = {
  args: { collapseBelow: 'tabletSmall' },
  globals: { viewport: { value: 'tabletSmall', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('1080p').getBoundingClientRect();
    const second = canvas.getByText('1440p').getBoundingClientRect();
    await expect(second.top).toBe(first.top);
  },
};
