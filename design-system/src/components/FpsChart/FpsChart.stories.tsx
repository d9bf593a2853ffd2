import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localeArgs } from '../../stories/locale';
import { FpsChart, type FpsChartProps } from './FpsChart';

const resolutions = [
  { key: '1080p', label: '1080p' },
  { key: '1440p', label: '1440p' },
  { key: '4k', label: '4K' },
];

const games: FpsChartProps['games'] = [
  { id: 'cyberpunk', name: 'Cyberpunk 2077', fps: { '1080p': 168, '1440p': 142, '4k': 74 } },
  { id: 'cs2', name: 'Counter-Strike 2', fps: { '1080p': 412, '1440p': 356, '4k': 214 } },
  { id: 'bg3', name: 'Baldur’s Gate 3', fps: { '1080p': 151, '1440p': 128, '4k': 71 } },
  { id: 'fortnite', name: 'Fortnite', fps: { '1080p': 238, '1440p': 186, '4k': null } },
];

const meta = {
  title: 'Commerce/FpsChart',
  component: FpsChart,
  args: {
    caption: 'Estimated FPS at high settings',
    resolutions,
    games,
    labels: { game: 'Game', unit: 'FPS', notAvailable: 'Not measured' },
  },
  render: (args, { globals }) => (
    <FpsChart
      {...args}
      {...localeArgs<FpsChartProps>(globals, {
        'fr-FR': {
          caption: 'Images par seconde estimées en qualité élevée',
          labels: { game: 'Jeu', unit: 'IPS', notAvailable: 'Non mesuré' },
        },
        it: {
          caption: 'FPS stimati con impostazioni alte',
          labels: { game: 'Gioco', unit: 'FPS', notAvailable: 'Non misurato' },
        },
        'es-ES': {
          caption: 'FPS estimados con ajustes altos',
          labels: { game: 'Juego', unit: 'FPS', notAvailable: 'Sin medir' },
        },
        'de-DE': {
          caption: 'Geschätzte Bilder pro Sekunde bei hohen Grafikeinstellungen',
          labels: { game: 'Spiel', unit: 'FPS', notAvailable: 'Nicht gemessen' },
        },
      })}
    />
  ),
} satisfies Meta<typeof FpsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllResolutions: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', {
      name: 'Estimated FPS at high settings',
    });
    const row = within(table).getByRole('row', { name: /Cyberpunk 2077/ });
    const cells = within(row).getAllByRole('cell');
    await expect(cells.map((cell) => cell.textContent)).toEqual(['168 FPS', '142 FPS', '74 FPS']);
    await expect(within(table).getByRole('columnheader', { name: '4K' })).toBeVisible();
    await expect(within(table).getByRole('row', { name: /Fortnite/ })).toHaveTextContent(
      'Not measured',
    );
    // Bars scale with the figures and stay out of the accessibility tree.
    const bars = Array.from(row.querySelectorAll('[aria-hidden="true"] > span')).map(
      (bar) => bar.getBoundingClientRect().width,
    );
    await expect(bars[0]).toBeGreaterThan(bars[1] ?? 0);
    await expect(bars[1]).toBeGreaterThan(bars[2] ?? 0);
  },
};

export const WithTarget: Story = {
  args: {
    target: { fps: 144, label: 'The line marks 144 FPS, your monitor’s refresh rate.' },
    games: games.slice(0, 1).concat(games.slice(2)),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: /144 FPS/ });
    const row = within(table).getByRole('row', { name: /Cyberpunk 2077/ });
    const [above, below] = row.querySelectorAll('[aria-hidden="true"] > span:first-child');
    await expect(getComputedStyle(above as Element).backgroundColor).not.toBe(
      getComputedStyle(below as Element).backgroundColor,
    );
  },
};

export const OneResolution: Story = {
  args: { resolutions: resolutions.slice(1, 2), caption: 'Estimated FPS at 1440p' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('columnheader')).toHaveLength(2);
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
