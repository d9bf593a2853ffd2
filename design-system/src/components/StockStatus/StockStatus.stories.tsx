import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localeArgs } from '../../stories/locale';
import { Stack } from '../Stack/Stack';
import { StockStatus, stockStatuses, type StockStatusProps } from './StockStatus';

const meta = {
  title: 'Commerce/StockStatus',
  component: StockStatus,
  args: { status: 'in-stock', label: 'In stock' },
  argTypes: { status: { control: 'radio', options: stockStatuses } },
  render: (args, { globals }) => (
    <StockStatus
      {...args}
      {...localeArgs<StockStatusProps>(globals, {
        'fr-FR': { label: 'En stock, expédié sous 3 jours ouvrés' },
        it: { label: 'Disponibile, spedito in 3 giorni lavorativi' },
        'es-ES': { label: 'En stock, se envía en 3 días laborables' },
        'de-DE': { label: 'Auf Lager, Versand innerhalb von 3 Werktagen' },
      })}
    />
  ),
} satisfies Meta<typeof StockStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('In stock')).toHaveAttribute(
      'data-status',
      'in-stock',
    );
  },
};

export const LowStock: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only 2 left')).toHaveAttribute(
      'data-status',
      'low-stock',
    );
  },
  args: { status: 'low-stock', label: 'Only 2 left' },
};

export const OutOfStock: Story = {
  args: { status: 'out-of-stock', label: 'Out of stock' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByText('Out of stock');
    await expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const AllStatuses: Story = {
  play: async ({ canvasElement }) => {
    const colours = ['In stock', 'Only 2 left', 'Out of stock'].map(
      (label) => getComputedStyle(within(canvasElement).getByText(label)).color,
    );
    await expect(new Set(colours).size).toBe(3);
  },
  render: () => (
    <Stack space="small">
      <StockStatus status="in-stock" label="In stock" />
      <StockStatus status="low-stock" label="Only 2 left" />
      <StockStatus status="out-of-stock" label="Out of stock" />
    </Stack>
  ),
};
