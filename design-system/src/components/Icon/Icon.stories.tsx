import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localeArgs } from '../../stories/locale';
import { Icon, iconSizes, type IconProps } from './Icon';
import { iconNames } from './iconNames';
import * as styles from './Icon.stories.css';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'cart', size: 'large' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  render: (args) => (
    <ul className={styles.grid}>
      {iconNames.map((name) => (
        <li key={name} className={styles.cell}>
          <Icon {...args} name={name} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const drawn = canvasElement.querySelectorAll('svg[data-icon]');
    await expect(drawn).toHaveLength(iconNames.length);
    for (const svg of drawn) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={styles.row}>
      {iconSizes.map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [small, , , xlarge] = canvasElement.querySelectorAll('svg');
    await expect(small?.getBoundingClientRect().width).toBe(16);
    await expect(xlarge?.getBoundingClientRect().width).toBe(32);
  },
};

export const Labelled: Story = {
  args: { name: 'warning', label: 'Warning' },
  render: (args, { globals }) => (
    <Icon
      {...args}
      {...localeArgs<IconProps>(globals, {
        'fr-FR': { label: 'Avertissement' },
        it: { label: 'Avviso' },
        'es-ES': { label: 'Advertencia' },
        'de-DE': { label: 'Warnhinweis' },
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('img');
    await expect(icon).toHaveAccessibleName();
    await expect(icon).not.toHaveAttribute('aria-hidden');
  },
};

export const Decorative: Story = {
  args: { name: 'truck' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const HalfStarFill: Story = {
  args: { name: 'star-half', size: 'xlarge' },
  play: async ({ canvasElement }) => {
    const paths = canvasElement.querySelectorAll('svg path');
    await expect(paths).toHaveLength(2);
    await expect(paths[1]).toHaveAttribute('fill', 'currentColor');
  },
};
