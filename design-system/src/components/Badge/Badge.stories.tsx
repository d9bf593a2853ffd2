import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localeArgs } from '../../stories/locale';
import { iconNames } from '../Icon/iconNames';
import { Inline } from '../Inline/Inline';
import { Badge, badgeTones, type BadgeProps } from './Badge';

const meta = {
  title: 'Commerce/Badge',
  component: Badge,
  args: { children: 'Save 15 %', tone: 'deal' },
  argTypes: {
    tone: { control: 'radio', options: badgeTones },
    icon: { control: 'select', options: iconNames },
  },
  render: (args, { globals }) => (
    <Badge
      {...args}
      {...localeArgs<BadgeProps>(globals, {
        'fr-FR': { children: 'Économisez 15 %' },
        it: { children: 'Risparmi il 15 %' },
        'es-ES': { children: 'Ahorra un 15 %' },
        'de-DE': { children: 'Sie sparen 15 %' },
      })}
    />
  ),
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Deal: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Save 15 %');
    await expect(badge).toBeVisible();
    await expect(badge.querySelector('svg')).toBeNull();
  },
};

export const WithIcon: Story = {
  args: { tone: 'success', icon: 'truck', children: 'Free delivery' },
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Tones: Story = {
  play: async ({ canvasElement }) => {
    const badges = badgeTones.map((tone) => within(canvasElement).getByText(tone));
    const looks = badges.map(
      (b) => `${getComputedStyle(b).backgroundColor}|${getComputedStyle(b).color}`,
    );
    await expect(new Set(looks).size).toBe(badgeTones.length);
  },
  render: (args) => (
    <Inline space="small">
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
};
