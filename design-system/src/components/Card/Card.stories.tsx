import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as frames from '../../stories/frames.css';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { Card, cardElements, cardPaddings, cardTones } from './Card';

const meta = {
  title: 'Foundations/Card',
  component: Card,
  args: {
    as: 'article',
    className: frames.card,
    'aria-labelledby': 'card-title',
    children: (
      <>
        <Heading level={3} id="card-title">
          Ultimate PC
        </Heading>
        <Text tone="muted">Ryzen 7 7800X3D · RTX 4080 Super · 32 GB DDR5</Text>
      </>
    ),
  },
  argTypes: {
    as: { control: 'select', options: cardElements },
    tone: { control: 'radio', options: cardTones },
    padding: { control: 'radio', options: cardPaddings },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Raised: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'Ultimate PC' })).toBeVisible();
  },
};

export const Overlay: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(getComputedStyle(card).paddingTop).toBe('24px');
  },
  args: { tone: 'overlay', padding: 'large' },
};

export const Highlighted: Story = {
  args: { highlighted: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(getComputedStyle(card).boxShadow).not.toBe('none');
  },
};
