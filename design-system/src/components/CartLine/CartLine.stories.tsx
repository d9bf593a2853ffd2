import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { editionFormats, priceLabels, storyLocale } from '../../stories/commerce';
import { renders } from '../../stories/images';
import { localeArgs } from '../../stories/locale';
import { StoryLink } from '../../stories/StoryLink';
import { Stack } from '../Stack/Stack';
import { CartLine, cartLineKinds, type CartLineProps } from './CartLine';

const labels: CartLineProps['labels'] = {
  remove: 'Remove Rigsmith Aurora 7 from the cart',
  amount: { amount: 'Amount', decrease: 'Decrease amount', increase: 'Increase amount' },
  components: 'Components (6)',
  each: 'each',
};

const texts: Parameters<typeof localeArgs<CartLineProps>>[1] = {
  'fr-FR': {
    labels: {
      remove: 'Retirer Rigsmith Aurora 7 du panier',
      amount: {
        amount: 'Quantité',
        decrease: 'Diminuer la quantité',
        increase: 'Augmenter la quantité',
      },
      components: 'Composants (6)',
      each: 'l’unité',
    },
    detail: 'Configuration personnalisée · Référence RS-7Q2K-91',
  },
  it: {
    labels: {
      remove: 'Rimuovi Rigsmith Aurora 7 dal carrello',
      amount: {
        amount: 'Quantità',
        decrease: 'Diminuisci la quantità',
        increase: 'Aumenta la quantità',
      },
      components: 'Componenti (6)',
      each: 'cad.',
    },
    detail: 'Configurazione personalizzata · Riferimento RS-7Q2K-91',
  },
  'es-ES': {
    labels: {
      remove: 'Quitar Rigsmith Aurora 7 de la cesta',
      amount: {
        amount: 'Cantidad',
        decrease: 'Reducir la cantidad',
        increase: 'Aumentar la cantidad',
      },
      components: 'Componentes (6)',
      each: 'cada uno',
    },
    detail: 'Configuración personalizada · Referencia RS-7Q2K-91',
  },
  'de-DE': {
    labels: {
      remove: 'Rigsmith Aurora 7 aus dem Warenkorb entfernen',
      amount: { amount: 'Menge', decrease: 'Menge verringern', increase: 'Menge erhöhen' },
      components: 'Komponenten (6)',
      each: 'pro Stück',
    },
    detail: 'Individuelle Konfiguration · Referenz RS-7Q2K-91',
  },
};

const meta = {
  title: 'Commerce/CartLine',
  component: CartLine,
  args: {
    kind: 'assembly',
    name: 'Rigsmith Aurora 7',
    image: {
      src: renders.cyan,
      alt: 'Rigsmith Aurora 7 with a cyan-lit glass panel',
      width: 640,
      height: 480,
    },
    link: <StoryLink to="/pc/aurora-7" />,
    detail: 'Custom build · Reference RS-7Q2K-91',
    components: [
      'AMD Ryzen 7 7800X3D',
      'ASUS TUF Gaming B650-Plus WiFi',
      'NVIDIA GeForce RTX 4070 Super 12 GB',
      '32 GB (2 × 16 GB) DDR5-6000',
      '2 TB NVMe PCIe 4.0 SSD',
      'Corsair RM850e 850 W',
    ],
    unitPrice: 179900,
    total: 179900,
    currency: 'GBP',
    locale: 'en-GB',
    priceLabels: priceLabels['en-GB'],
    amount: 1,
    maxAmount: 5,
    onAmountChange: fn(),
    onRemove: fn(),
    labels,
  },
  argTypes: { kind: { control: 'radio', options: cartLineKinds } },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <CartLine
        {...args}
        {...localeArgs<CartLineProps>(globals, texts)}
        {...editionFormats[locale]}
        priceLabels={priceLabels[locale]}
      />
    );
  },
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Assembly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const line = canvas.getByRole('article', { name: 'Rigsmith Aurora 7' });
    const toggle = canvas.getByRole('button', { name: 'Components (6)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Corsair RM850e 850 W')).toBeNull();
    await userEvent.click(toggle);
    await waitFor(() => expect(canvas.getByText('Corsair RM850e 850 W')).toBeVisible());
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase amount' }));
    await expect(args.onAmountChange).toHaveBeenCalledWith(2);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Rigsmith Aurora 7 from the cart' }),
    );
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(line).toHaveTextContent('£1,799.00');
  },
};

export const SingleProduct: Story = {
  args: {
    kind: 'product',
    name: 'Rigsmith Pro wireless mouse',
    image: { src: renders.violet, alt: 'Rigsmith Pro wireless mouse', width: 640, height: 480 },
    detail: '26,000 DPI · 58 g',
    components: [],
    unitPrice: 6999,
    total: 13998,
    amount: 2,
    labels: { ...labels, remove: 'Remove Rigsmith Pro wireless mouse from the cart' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Components/ })).toBeNull();
    await expect(canvas.getByRole('article')).toHaveTextContent('£69.99 each');
    await expect(canvas.getByRole('article')).toHaveTextContent('£139.98');
  },
};

export const OutOfStock: Story = {
  args: {
    kind: 'product',
    name: 'Rigsmith Pro wireless mouse',
    image: { src: renders.violet, alt: 'Rigsmith Pro wireless mouse', width: 640, height: 480 },
    components: [],
    unitPrice: 6999,
    total: 6999,
    problems: [{ kind: 'out-of-stock', message: 'The product is out of stock' }],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The product is out of stock')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Increase amount' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Remove/ }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const AssemblyWithProblems: Story = {
  args: {
    amount: 2,
    total: 359800,
    problems: [
      { kind: 'out-of-stock', message: 'Some components are not available' },
      { kind: 'archived', message: 'Some components are archived' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Some components are not available')).toBeVisible();
    await expect(canvas.getByText('Some components are archived')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease amount' }));
    await expect(args.onAmountChange).toHaveBeenCalledWith(1);
  },
};

export const Archived: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The product is archived')).toHaveAttribute(
      'data-problem',
      'archived',
    );
    await expect(canvas.getByRole('button', { name: 'Increase amount' })).toBeDisabled();
  },
  args: {
    kind: 'product',
    name: 'Rigsmith RGB light strip',
    image: { src: renders.amber, alt: 'Rigsmith RGB light strip', width: 640, height: 480 },
    components: [],
    unitPrice: 2499,
    total: 2499,
    problems: [{ kind: 'archived', message: 'The product is archived' }],
  },
};

export const CartOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: function Cart(args, context) {
    const [amount, setAmount] = useState(1);
    return (
      <Stack space="small">
        {meta.render(
          { ...args, amount, total: args.unitPrice * amount, onAmountChange: setAmount },
          context,
        )}
        {meta.render(
          {
            ...args,
            kind: 'product',
            name: 'Rigsmith Pro wireless mouse',
            image: {
              src: renders.violet,
              alt: 'Rigsmith Pro wireless mouse',
              width: 640,
              height: 480,
            },
            detail: '26,000 DPI · 58 g',
            components: [],
            unitPrice: 6999,
            total: 6999,
            labels: { ...args.labels, remove: 'Remove Rigsmith Pro wireless mouse from the cart' },
          },
          context,
        )}
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('button', { name: 'Increase amount' });
    await userEvent.click(first as HTMLElement);
    await expect(canvas.getAllByRole('article')[0]).toHaveTextContent('£3,598.00');
    for (const line of canvas.getAllByRole('article')) {
      await expect(line.scrollWidth).toBeLessThanOrEqual(line.clientWidth);
    }
  },
};
