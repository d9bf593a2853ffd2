import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tile } from '../../stories/Tile';
import { Stack, stackAligns } from './Stack';

const meta = {
  title: 'Foundations/Stack',
  component: Stack,
  args: {
    space: 'medium',
    children: [
      <Tile key="cpu">Processor</Tile>,
      <Tile key="gpu">Graphics card</Tile>,
      <Tile key="ram">Memory</Tile>,
    ],
  },
  argTypes: { align: { control: 'radio', options: stackAligns } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('Processor').getBoundingClientRect();
    const second = canvas.getByText('Graphics card').getBoundingClientRect();
    await expect(second.top - first.bottom).toBe(16);
    await expect(second.left).toBe(first.left);
  },
};

export const ResponsiveSpace: Story = {
  args: { space: { phone: 'xsmall', desktop: 'xlarge' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('Processor').getBoundingClientRect();
    const second = canvas.getByText('Graphics card').getBoundingClientRect();
    await expect(second.top - first.bottom).toBe(4);
  },
};

export const Centred: Story = {
  args: { align: 'center' },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByText('Memory').getBoundingClientRect();
    const stack = canvasElement.firstElementChild?.firstElementChild?.getBoundingClientRect();
    await expect(Math.round(tile.left - (stack?.left ?? 0))).toBe(
      Math.round((stack?.right ?? 0) - tile.right),
    );
  },
};
