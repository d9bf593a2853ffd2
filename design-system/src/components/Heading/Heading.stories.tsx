import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localeArgs } from '../../stories/locale';
import { Heading, headingLevels, headingSizes, type HeadingProps } from './Heading';

const meta = {
  title: 'Foundations/Heading',
  component: Heading,
  args: { level: 1, children: 'Gaming PCs, built to your frame rate' },
  argTypes: {
    level: { control: 'radio', options: headingLevels },
    size: { control: 'radio', options: headingSizes },
  },
  render: (args, { globals }) => (
    <Heading
      {...args}
      {...localeArgs<HeadingProps>(globals, {
        'fr-FR': { children: 'Des PC gaming construits pour votre fréquence d’images' },
        it: { children: 'PC da gaming costruiti per il tuo frame rate' },
        'es-ES': { children: 'PC gaming construidos para tu tasa de fotogramas' },
        'de-DE': { children: 'Gaming-PCs, gebaut für deine Bildwiederholrate' },
      })}
    />
  ),
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageTitle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const Display: Story = { args: { size: 'display' } };

export const Levels: Story = {
  render: (args) => (
    <div>
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>
          Level {level}: Best Match
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of headingLevels) {
      await expect(canvas.getByRole('heading', { level })).toHaveTextContent(`Level ${level}`);
    }
  },
};

export const LongWordOnPhone: Story = {
  args: { level: 2, children: 'Grafikkartenkompatibilitätsprüfung abgeschlossen' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};
