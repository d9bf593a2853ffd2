import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { localeArgs } from '../../stories/locale';
import { Button } from '../Button/Button';
import { Loader, type LoaderProps } from './Loader';

const meta = {
  title: 'Foundations/Loader',
  component: Loader,
  args: { visible: true, brand: 'Rigsmith', label: 'Loading the shop…' },
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => (
    <Loader
      {...args}
      {...localeArgs<LoaderProps>(globals, {
        'fr-FR': { label: 'Chargement de la boutique…' },
        it: { label: 'Caricamento del negozio…' },
        'es-ES': { label: 'Cargando la tienda…' },
        'de-DE': { label: 'Der Shop wird geladen…' },
      })}
    />
  ),
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading the shop…');
    const overlay = canvasElement.querySelector('[aria-busy="true"]') as HTMLElement;
    await expect(overlay.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};

export const OnPhone: Story = {
  play: async ({ canvasElement }) => {
    const overlay = canvasElement.querySelector('[aria-busy="true"]') as HTMLElement;
    await expect(overlay.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the shop…');
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const HiddenOnceLoaded: Story = {
  args: { visible: false },
  render: (args) => (
    <>
      <Button>Shop now</Button>
      <Loader {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Shop now' })).toHaveFocus();
  },
};
