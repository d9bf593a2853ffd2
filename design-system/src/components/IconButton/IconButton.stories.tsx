import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localeArgs } from '../../stories/locale';
import { iconNames } from '../Icon/iconNames';
import { Inline } from '../Inline/Inline';
import { IconButton, iconButtonSizes, iconButtonTones, type IconButtonProps } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { icon: 'close', label: 'Close', onClick: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    tone: { control: 'radio', options: iconButtonTones },
    size: { control: 'radio', options: iconButtonSizes },
  },
  render: (args, { globals }) => (
    <IconButton
      {...args}
      {...localeArgs<IconButtonProps>(globals, {
        'fr-FR': { label: 'Fermer' },
        it: { label: 'Chiudi' },
        'es-ES': { label: 'Cerrar' },
        'de-DE': { label: 'Schließen' },
      })}
    />
  ),
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    const { width, height } = button.getBoundingClientRect();
    await expect(width).toBe(height);
    await expect(height).toBeGreaterThanOrEqual(44);
  },
};

export const Tones: Story = {
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button', { name: /^Remove/ });
    await expect(buttons).toHaveLength(iconButtonTones.length);
    const looks = buttons.map(
      (b) => `${getComputedStyle(b).backgroundColor}|${getComputedStyle(b).color}`,
    );
    await expect(new Set(looks).size).toBe(iconButtonTones.length);
  },
  render: (args) => (
    <Inline space="small">
      {iconButtonTones.map((tone) => (
        <IconButton key={tone} {...args} tone={tone} icon="trash" label={`Remove (${tone})`} />
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement)
      .getAllByRole('button')
      .map((button) => button.getBoundingClientRect());
    await expect(boxes.map((box) => box.width)).toEqual([32, 44, 52]);
    for (const box of boxes) await expect(box.height).toBe(box.width);
  },
  render: (args) => (
    <Inline space="small">
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} icon="cart" label={`Basket (${size})`} />
      ))}
    </Inline>
  ),
};

export const Toggle: Story = {
  args: { icon: 'heart', label: 'Add to favourites', tone: 'secondary' },
  render: function Favourite(args) {
    const [pressed, setPressed] = useState(false);
    return <IconButton {...args} pressed={pressed} onClick={() => setPressed(!pressed)} />;
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to favourites' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Disabled: Story = {
  args: { icon: 'minus', label: 'Decrease amount', disabled: true, tone: 'secondary' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Decrease amount' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
