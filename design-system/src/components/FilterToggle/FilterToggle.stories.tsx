import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { FilterToggle, type FilterToggleProps } from './FilterToggle';

const texts: LocaleTexts<FilterToggleProps> = {
  'fr-FR': { label: 'Uniquement les composants compatibles' },
  it: { label: 'Solo componenti compatibili' },
  'es-ES': { label: 'Solo componentes compatibles' },
  'de-DE': { label: 'Nur kompatible Komponenten' },
};

const meta = {
  title: 'Navigation/FilterToggle',
  component: FilterToggle,
  args: { label: 'Only compatible parts', checked: false, onCheckedChange: fn() },
  render: function Render(args, { globals }) {
    const [checked, setChecked] = useState(args.checked);
    return (
      <FilterToggle
        {...args}
        {...localeOverrides(args, globals, texts)}
        checked={checked}
        onCheckedChange={(next) => {
          setChecked(next);
          args.onCheckedChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof FilterToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Only compatible parts' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(1);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  args: { checked: true, label: 'Only in stock', count: '(132)' },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Only in stock (132)' });
    await expect(toggle).toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Only in stock'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(1);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const BothFilters: Story = {
  render: function Render(_args, { globals }) {
    const [compatible, setCompatible] = useState(true);
    const [inStock, setInStock] = useState(false);
    const labels = {
      'en-GB': ['Only compatible parts', 'Only in stock'],
      'fr-FR': ['Uniquement les composants compatibles', 'Uniquement les produits en stock'],
      it: ['Solo componenti compatibili', 'Solo prodotti disponibili'],
      'es-ES': ['Solo componentes compatibles', 'Solo productos en stock'],
      'de-DE': ['Nur kompatible Komponenten', 'Nur vorrätige Produkte'],
    }[String(globals.locale ?? 'en-GB')] ?? ['Only compatible parts', 'Only in stock'];
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 24 }}>
        <FilterToggle
          label={labels[0] ?? ''}
          checked={compatible}
          onCheckedChange={setCompatible}
        />
        <FilterToggle label={labels[1] ?? ''} checked={inStock} onCheckedChange={setInStock} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Only in stock' }));
    await expect(canvas.getByRole('switch', { name: 'Only in stock' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Only compatible parts' })).toBeChecked();
  },
};
