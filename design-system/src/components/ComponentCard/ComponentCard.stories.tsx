import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { editionFormats, priceLabels, storyLocale } from '../../stories/commerce';
import { localeArgs } from '../../stories/locale';
import { Stack } from '../Stack/Stack';
import { ComponentCard, type ComponentCardProps } from './ComponentCard';

const part = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#07080b"/><rect x="12" y="12" width="40" height="40" rx="4" fill="#1c2130" stroke="${color}" stroke-width="2"/><rect x="22" y="22" width="20" height="20" rx="2" fill="${color}" opacity=".7"/></svg>`,
  )}`;

const labels: ComponentCardProps['labels'] = {
  select: 'Select',
  selected: 'Selected',
  outOfStock: 'Out of stock',
  incompatible: 'Not compatible with your build',
  unverified: 'Not verified',
  amount: { amount: 'Amount', decrease: 'Decrease amount', increase: 'Increase amount' },
};

const texts: Parameters<typeof localeArgs<ComponentCardProps>>[1] = {
  'fr-FR': {
    labels: {
      select: 'Sélectionner',
      selected: 'Sélectionné',
      outOfStock: 'En rupture de stock',
      incompatible: 'Incompatible avec votre configuration',
      unverified: 'Non vérifié',
      amount: {
        amount: 'Quantité',
        decrease: 'Diminuer la quantité',
        increase: 'Augmenter la quantité',
      },
    },
    deliveryLabel: 'Expédié sous 3 jours ouvrés',
  },
  it: {
    labels: {
      select: 'Seleziona',
      selected: 'Selezionato',
      outOfStock: 'Esaurito',
      incompatible: 'Non compatibile con la tua configurazione',
      unverified: 'Non verificato',
      amount: {
        amount: 'Quantità',
        decrease: 'Diminuisci la quantità',
        increase: 'Aumenta la quantità',
      },
    },
    deliveryLabel: 'Spedito in 3 giorni lavorativi',
  },
  'es-ES': {
    labels: {
      select: 'Seleccionar',
      selected: 'Seleccionado',
      outOfStock: 'Agotado',
      incompatible: 'No es compatible con tu configuración',
      unverified: 'Sin verificar',
      amount: {
        amount: 'Cantidad',
        decrease: 'Reducir la cantidad',
        increase: 'Aumentar la cantidad',
      },
    },
    deliveryLabel: 'Se envía en 3 días laborables',
  },
  'de-DE': {
    labels: {
      select: 'Auswählen',
      selected: 'Ausgewählt',
      outOfStock: 'Nicht auf Lager',
      incompatible: 'Nicht mit deiner Konfiguration kompatibel',
      unverified: 'Nicht geprüft',
      amount: { amount: 'Menge', decrease: 'Menge verringern', increase: 'Menge erhöhen' },
    },
    deliveryLabel: 'Versand innerhalb von 3 Werktagen',
  },
};

const meta = {
  title: 'Commerce/ComponentCard',
  component: ComponentCard,
  args: {
    name: 'AMD Ryzen 7 7800X3D',
    image: { src: part('#22d3ee'), alt: 'AMD Ryzen 7 7800X3D processor', width: 64, height: 64 },
    specs: ['8 cores', 'AM5 socket', '120 W'],
    price: { amount: 36999, currency: 'GBP', locale: 'en-GB' },
    priceLabels: { free: priceLabels['en-GB'].free },
    rating: { value: 4.8, label: 'Rated 4.8 out of 5', countLabel: '(312)' },
    deliveryLabel: 'Ships in 3 days',
    selected: false,
    onSelect: fn(),
    onRemove: fn(),
    labels,
  },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <ComponentCard
        {...args}
        {...localeArgs<ComponentCardProps>(globals, texts)}
        price={{ ...args.price, ...editionFormats[locale] }}
      />
    );
  },
} satisfies Meta<typeof ComponentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Select AMD Ryzen 7 7800X3D' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // The toggle covers the card: a click on the specs lands on it.
    const specs = canvas.getByText('AM5 socket').getBoundingClientRect();
    await expect(document.elementFromPoint(specs.left + 2, specs.top + specs.height / 2)).toBe(
      toggle,
    );
    await userEvent.click(toggle);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const SelectedByKeyboard: Story = {
  render: function Choose(args) {
    const [selected, setSelected] = useState(false);
    return (
      <ComponentCard
        {...args}
        selected={selected}
        onSelect={() => {
          args.onSelect();
          setSelected(true);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const toggle = within(canvasElement).getByRole('button', { name: /AMD Ryzen 7 7800X3D/ });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAccessibleName('Selected AMD Ryzen 7 7800X3D');
  },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', {
      name: 'Selected AMD Ryzen 7 7800X3D',
    });
    await userEvent.click(toggle);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const SelectedWithAmount: Story = {
  args: {
    name: 'Corsair Vengeance 32 GB (2 × 16 GB) DDR5-6000',
    image: {
      src: part('#a3e635'),
      alt: 'Corsair Vengeance DDR5 memory kit',
      width: 64,
      height: 64,
    },
    specs: ['DDR5', '6000 MT/s', 'CL30'],
    price: { amount: 10999, currency: 'GBP', locale: 'en-GB' },
    selected: true,
    amount: { value: 1, max: 2, onChange: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase amount' }));
    await expect(args.amount?.onChange).toHaveBeenCalledWith(2);
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const OutOfStock: Story = {
  args: { outOfStock: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Out of stock')).toBeVisible();
    const toggle = canvas.getByRole('button', { name: /AMD Ryzen 7 7800X3D/ });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Incompatible: Story = {
  args: {
    name: 'Intel Core i7-14700K',
    specs: ['20 cores', 'LGA1700 socket', '125 W'],
    incompatibleReasons: ['The processor’s socket (LGA1700) does not match the motherboard (AM5).'],
  },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', {
      name: 'Select Intel Core i7-14700K',
    });
    await expect(toggle).toHaveAccessibleDescription(/does not match the motherboard/);
    await userEvent.click(toggle);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const Unverified: Story = {
  args: {
    name: 'Noctua NH-D15',
    specs: ['Air cooler', '165 mm'],
    unverifiedNotes: [
      "We couldn't verify that Noctua NH-D15 fits Fractal Design Pop Air: the case's maximum cooler height isn't listed.",
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Select Noctua NH-D15' });
    await expect(toggle).toHaveAccessibleDescription(/maximum cooler height isn't listed/);
    await expect(canvas.queryByText('Not compatible with your build')).toBeNull();
    await userEvent.click(toggle);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const OnPhone: Story = {
  args: {
    incompatibleReasons: ['The power supply is not powerful enough for this processor.'],
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const StepList: Story = {
  render: (args) => (
    <Stack space="small" as="ul">
      <li>
        <ComponentCard {...args} selected />
      </li>
      <li>
        <ComponentCard
          {...args}
          name="AMD Ryzen 5 7600"
          specs={['6 cores', 'AM5 socket', '65 W']}
          price={{ ...args.price, amount: 18999 }}
        />
      </li>
      <li>
        <ComponentCard
          {...args}
          name="AMD Ryzen 9 7950X3D"
          outOfStock
          price={{ ...args.price, amount: 57999 }}
        />
      </li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(1);
  },
};
