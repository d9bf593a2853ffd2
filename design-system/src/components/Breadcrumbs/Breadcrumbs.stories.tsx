import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs';

const texts: LocaleTexts<BreadcrumbsProps> = {
  'fr-FR': {
    label: 'Fil d’Ariane',
    items: [
      { label: 'Accueil', href: '/fr' },
      { label: 'PC gamer', href: '/fr/pc-gamer' },
      { label: 'PC gamer haut de gamme pour le 4K', href: '/fr/pc-gamer/haut-de-gamme' },
    ],
    current: 'Vortex 4070 Super – édition refroidissement liquide',
  },
  it: {
    label: 'Percorso di navigazione',
    items: [
      { label: 'Home', href: '/it' },
      { label: 'PC da gaming', href: '/it/pc-gaming' },
      { label: 'PC da gaming di fascia alta per il 4K', href: '/it/pc-gaming/fascia-alta' },
    ],
    current: 'Vortex 4070 Super – edizione raffreddamento a liquido',
  },
  'es-ES': {
    label: 'Ruta de navegación',
    items: [
      { label: 'Inicio', href: '/es' },
      { label: 'PC gaming', href: '/es/pc-gaming' },
      { label: 'PC gaming de gama alta para 4K', href: '/es/pc-gaming/gama-alta' },
    ],
    current: 'Vortex 4070 Super – edición con refrigeración líquida',
  },
  'de-DE': {
    label: 'Brotkrümelnavigation',
    items: [
      { label: 'Startseite', href: '/de' },
      { label: 'Gaming-PCs', href: '/de/gaming-pcs' },
      { label: 'High-End-Gaming-PCs für 4K', href: '/de/gaming-pcs/high-end' },
    ],
    current: 'Vortex 4070 Super – Wasserkühlungsedition',
  },
};

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    label: 'Breadcrumb',
    items: [
      { label: 'Home', href: '/' },
      { label: 'Gaming PCs', href: '/gaming-pcs' },
      { label: 'High-end gaming PCs for 4K', href: '/gaming-pcs/high-end' },
    ],
    current: 'Vortex 4070 Super – liquid-cooled edition',
  },
  render: (args, { globals }) => (
    <Breadcrumbs {...args} {...localeOverrides(args, globals, texts)} />
  ),
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ModelPage: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/gaming-pcs',
      '/gaming-pcs/high-end',
    ]);
    const current = within(nav).getByText('Vortex 4070 Super – liquid-cooled edition');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(current).queryByRole('link')).toBeNull();
  },
};

export const TopLevel: Story = {
  args: { items: [{ label: 'Home', href: '/' }], current: 'Gaming PCs' },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
