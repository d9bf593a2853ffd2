import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localeArgs } from '../../stories/locale';
import { Inline } from '../Inline/Inline';
import { Spinner, spinnerSizes, spinnerTones, type SpinnerProps } from './Spinner';

const meta = {
  title: 'Foundations/Spinner',
  component: Spinner,
  args: { label: 'Loading your basket' },
  argTypes: {
    size: { control: 'radio', options: spinnerSizes },
    tone: { control: 'radio', options: spinnerTones },
  },
  render: (args, { globals }) => (
    <Spinner
      {...args}
      {...localeArgs<SpinnerProps>(globals, {
        'fr-FR': { label: 'Chargement de votre panier' },
        it: { label: 'Caricamento del carrello' },
        'es-ES': { label: 'Cargando tu cesta' },
        'de-DE': { label: 'Dein Warenkorb wird geladen' },
      })}
    />
  ),
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(/.+/);
    await expect(within(status).getByText(/.+/).getBoundingClientRect().width).toBeLessThanOrEqual(
      1,
    );
  },
};

export const WithVisibleLabel: Story = {
  args: { showLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
    await expect(within(canvasElement).getByText(/.+/)).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="large">
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`${args.label} (${size})`} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(spinnerSizes.length);
  },
};
