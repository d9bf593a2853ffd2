import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as frames from '../../stories/frames.css';
import { localeArgs } from '../../stories/locale';
import { Box } from '../Box/Box';
import { Text, textSizes, textTones, textWeights, type TextProps } from './Text';

const long = {
  'fr-FR': {
    children:
      'Chaque PC est assemblé, testé et livré avec des performances mesurées dans vos jeux préférés.',
  },
  it: {
    children:
      'Ogni PC viene assemblato, collaudato e consegnato con prestazioni misurate nei tuoi giochi preferiti.',
  },
  'es-ES': {
    children:
      'Cada PC se monta, se prueba y se entrega con el rendimiento medido en tus juegos favoritos.',
  },
  'de-DE': {
    children:
      'Jeder PC wird montiert, getestet und mit gemessener Leistung in deinen Lieblingsspielen geliefert.',
  },
} satisfies Parameters<typeof localeArgs<TextProps>>[1];

const meta = {
  title: 'Foundations/Text',
  component: Text,
  args: {
    children:
      'Every PC is assembled, tested and delivered with measured performance in your games.',
  },
  argTypes: {
    size: { control: 'radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'radio', options: textWeights },
  },
  render: (args, { globals }) => <Text {...args} {...localeArgs<TextProps>(globals, long)} />,
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p');
    await expect(paragraph).toBeVisible();
    await expect(getComputedStyle(paragraph as Element).fontSize).toBe('16px');
  },
};

export const Tones: Story = {
  play: async ({ canvasElement }) => {
    const colours = Array.from(
      canvasElement.querySelectorAll('p'),
      (p) => getComputedStyle(p).color,
    );
    await expect(new Set(colours).size).toBe(textTones.length);
  },
  render: (args) => (
    <div>
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}: 142 FPS in Cyberpunk 2077 at 1440p
        </Text>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  play: async ({ canvasElement }) => {
    const sizes = Array.from(canvasElement.querySelectorAll('p'), (p) =>
      parseFloat(getComputedStyle(p).fontSize),
    );
    await expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    await expect(new Set(sizes).size).toBe(textSizes.length);
  },
  render: (args) => (
    <div>
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: Ships in 5 working days
        </Text>
      ))}
    </div>
  ),
};

export const TabularFigures: Story = {
  args: { tabular: true, as: 'span', children: '1,111.11 · 999.99' },
  play: async ({ canvasElement }) => {
    const figures = within(canvasElement).getByText('1,111.11 · 999.99');
    await expect(getComputedStyle(figures).fontVariantNumeric).toBe('tabular-nums');
  },
};

export const Truncated: Story = {
  args: { truncate: true },
  decorators: [
    (Story) => (
      <Box className={frames.narrow}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p') as HTMLElement;
    await expect(paragraph.scrollWidth).toBeGreaterThan(paragraph.clientWidth);
  },
};
