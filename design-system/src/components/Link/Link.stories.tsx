import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localeArgs } from '../../stories/locale';
import { StoryLink } from '../../stories/StoryLink';
import { Link, linkTones, linkUnderlines, type LinkProps } from './Link';

const meta = {
  title: 'Foundations/Link',
  component: Link,
  args: { href: '#delivery', children: 'Delivery and returns' },
  argTypes: {
    tone: { control: 'radio', options: linkTones },
    underline: { control: 'radio', options: linkUnderlines },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { onClick: fn((event) => event.preventDefault()) },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Delivery and returns' });
    await expect(link).toHaveAttribute('href', '#delivery');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Muted: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Delivery and returns' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
  args: { tone: 'muted', underline: 'hover' },
};

export const External: Story = {
  args: {
    href: 'https://example.com/warranty',
    newTabLabel: 'opens in a new tab',
    children: 'Manufacturer warranty',
  },
  render: (args, { globals }) => (
    <Link
      {...args}
      {...localeArgs<LinkProps>(globals, {
        'fr-FR': {
          children: 'Garantie du fabricant',
          newTabLabel: 's’ouvre dans un nouvel onglet',
        },
        it: { children: 'Garanzia del produttore', newTabLabel: 'si apre in una nuova scheda' },
        'es-ES': {
          children: 'Garantía del fabricante',
          newTabLabel: 'se abre en una pestaña nueva',
        },
        'de-DE': { children: 'Herstellergarantie', newTabLabel: 'öffnet sich in einem neuen Tab' },
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.textContent).toMatch(/\(.+\)$/);
  },
};

export const AsRouterLink: Story = {
  args: { href: undefined },
  render: (args) => (
    <Link asChild tone={args.tone} underline={args.underline}>
      <StoryLink to="/account/orders">Your orders</StoryLink>
    </Link>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Your orders' });
    await expect(link).toHaveAttribute('href', '/account/orders');
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link.className).not.toBe('');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};
