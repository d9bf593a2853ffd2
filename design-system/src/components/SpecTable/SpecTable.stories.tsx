import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localeArgs } from '../../stories/locale';
import { SpecTable, type SpecTableProps } from './SpecTable';

const groups: SpecTableProps['groups'] = [
  {
    title: 'Processor',
    rows: [
      { label: 'Model', value: 'AMD Ryzen 7 7800X3D' },
      { label: 'Cores / threads', value: '8 / 16' },
      { label: 'Boost clock', value: '5.0 GHz' },
    ],
  },
  {
    title: 'Graphics',
    rows: [
      { label: 'Model', value: 'NVIDIA GeForce RTX 4070 Super' },
      { label: 'Video memory', value: '12 GB GDDR6X' },
    ],
  },
  {
    title: 'Memory and storage',
    rows: [
      { label: 'Memory', value: '32 GB (2 × 16 GB) DDR5-6000 CL30' },
      { label: 'Storage', value: '2 TB NVMe PCIe 4.0 SSD' },
    ],
  },
];

const germanGroups: SpecTableProps['groups'] = [
  {
    title: 'Prozessor',
    rows: [
      { label: 'Modell', value: 'AMD Ryzen 7 7800X3D' },
      { label: 'Kerne / Threads', value: '8 / 16' },
      { label: 'Maximale Boost-Taktfrequenz', value: '5,0 GHz' },
    ],
  },
  {
    title: 'Grafik',
    rows: [
      { label: 'Modell', value: 'NVIDIA GeForce RTX 4070 Super' },
      { label: 'Grafikspeicher', value: '12 GB GDDR6X' },
    ],
  },
  {
    title: 'Arbeitsspeicher und Datenspeicher',
    rows: [
      { label: 'Arbeitsspeicher', value: '32 GB (2 × 16 GB) DDR5-6000 CL30' },
      { label: 'Datenspeicher', value: '2 TB NVMe-PCIe-4.0-SSD' },
    ],
  },
];

const meta = {
  title: 'Commerce/SpecTable',
  component: SpecTable,
  args: { caption: 'Specification', groups },
  render: (args, { globals }) => (
    <SpecTable
      {...args}
      {...localeArgs<SpecTableProps>(globals, {
        'fr-FR': { caption: 'Caractéristiques techniques' },
        it: { caption: 'Specifiche tecniche' },
        'es-ES': { caption: 'Especificaciones técnicas' },
        'de-DE': { caption: 'Technische Daten', groups: germanGroups },
      })}
    />
  ),
} satisfies Meta<typeof SpecTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Specification' });
    const boost = within(table).getByRole('rowheader', { name: 'Boost clock' });
    await expect(boost.closest('tr')).toHaveTextContent('5.0 GHz');
    await expect(within(table).getByRole('rowheader', { name: 'Graphics' })).toHaveAttribute(
      'scope',
      'rowgroup',
    );
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(7 + 3);
    const row = boost.getBoundingClientRect();
    const value = canvas.getByText('5.0 GHz').getBoundingClientRect();
    await expect(value.top).toBe(row.top);
  },
};

export const StackedOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByRole('rowheader', { name: 'Boost clock' }).getBoundingClientRect();
    const value = canvas.getByText('5.0 GHz').getBoundingClientRect();
    await expect(value.top).toBeGreaterThanOrEqual(label.bottom);
    const table = canvas.getByRole('table');
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
  },
};

export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Specification' })).toBeVisible();
  },
};
