import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { SortSelect, type SortSelectProps } from './SortSelect';

/** The seven sort orders of the source document, in its order. */
const sortOrders = [
  'bestselling',
  'price_asc',
  'price_desc',
  'title_a-z',
  'title_z-a',
  'rating_asc',
  'delivery_asc',
] as const;
type SortOrder = (typeof sortOrders)[number];
type Props = SortSelectProps<SortOrder>;

const texts: LocaleTexts<Props> = {
  'fr-FR': {
    label: 'Trier par',
    labels: {
      bestselling: 'Meilleures ventes',
      price_asc: 'Prix : du moins cher au plus cher',
      price_desc: 'Prix : du plus cher au moins cher',
      'title_a-z': 'Nom : de A à Z',
      'title_z-a': 'Nom : de Z à A',
      rating_asc: 'Note : de la plus basse à la plus haute',
      delivery_asc: 'Délai de livraison : le plus court d’abord',
    },
  },
  it: {
    label: 'Ordina per',
    labels: {
      bestselling: 'Più venduti',
      price_asc: 'Prezzo: dal più basso',
      price_desc: 'Prezzo: dal più alto',
      'title_a-z': 'Nome: dalla A alla Z',
      'title_z-a': 'Nome: dalla Z alla A',
      rating_asc: 'Valutazione: dalla più bassa',
      delivery_asc: 'Tempi di consegna: i più rapidi',
    },
  },
  'es-ES': {
    label: 'Ordenar por',
    labels: {
      bestselling: 'Más vendidos',
      price_asc: 'Precio: de menor a mayor',
      price_desc: 'Precio: de mayor a menor',
      'title_a-z': 'Nombre: de la A a la Z',
      'title_z-a': 'Nombre: de la Z a la A',
      rating_asc: 'Valoración: de menor a mayor',
      delivery_asc: 'Plazo de entrega: el más corto primero',
    },
  },
  'de-DE': {
    label: 'Sortieren nach',
    labels: {
      bestselling: 'Meistverkauft',
      price_asc: 'Preis: aufsteigend',
      price_desc: 'Preis: absteigend',
      'title_a-z': 'Name: A bis Z',
      'title_z-a': 'Name: Z bis A',
      rating_asc: 'Bewertung: aufsteigend',
      delivery_asc: 'Lieferzeit: kürzeste zuerst',
    },
  },
};

const meta = {
  title: 'Navigation/SortSelect',
  component: SortSelect<SortOrder>,
  args: {
    label: 'Sort by',
    options: sortOrders,
    labels: {
      bestselling: 'Bestselling',
      price_asc: 'Price: low to high',
      price_desc: 'Price: high to low',
      'title_a-z': 'Name: A to Z',
      'title_z-a': 'Name: Z to A',
      rating_asc: 'Rating: lowest first',
      delivery_asc: 'Delivery time: fastest first',
    },
    value: 'bestselling',
    onChange: fn(),
  },
  render: function Render(args, { globals }) {
    const [value, setValue] = useState(args.value);
    return (
      <SortSelect<SortOrder>
        {...args}
        {...localeOverrides(args, globals, texts)}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<SortSelectProps<SortOrder>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bestselling: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole<HTMLSelectElement>('combobox', {
      name: 'Sort by',
    });
    await expect(select).toHaveDisplayValue('Bestselling');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(sortOrders.map((order) => args.labels[order]));
    await userEvent.selectOptions(select, 'Price: low to high');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('price_asc');
    await expect(select).toHaveDisplayValue('Price: low to high');
  },
};

export const DeliveryFirst: Story = {
  args: { value: 'delivery_asc' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await expect(trigger).toHaveTextContent('Delivery time: fastest first');
    const label = within(canvasElement).getByText('Sort by');
    await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(
      trigger.getBoundingClientRect().left,
    );
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    const label = within(canvasElement).getByText('Sort by');
    await expect(label.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      trigger.getBoundingClientRect().top,
    );
  },
};
