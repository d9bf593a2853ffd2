import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { editionFormats, storyLocale } from '../../stories/commerce';
import * as frames from '../../stories/frames.css';
import { localeArgs } from '../../stories/locale';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { CartSummary, type CartSummaryProps } from './CartSummary';

const labels: CartSummaryProps['labels'] = {
  title: 'Order summary',
  subtotal: 'Subtotal',
  vat: 'Of which VAT (20 %)',
  discount: 'Discount',
  shipping: 'Shipping',
  free: 'Free',
  toBeConfirmed: 'To be confirmed',
  total: 'Total',
  vatNote: 'Prices include VAT',
  deliveryDate: 'Estimated delivery',
  calculating: 'Updating your totals',
};

const meta = {
  title: 'Commerce/CartSummary',
  component: CartSummary,
  args: {
    subtotal: 186898,
    vat: 31150,
    shipping: 0,
    total: 186898,
    currency: 'GBP',
    locale: 'en-GB',
    deliveryDate: '2026-12-04',
    labels,
    children: (
      <Button fullWidth size="large">
        Go to checkout
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <Box className={frames.card}>
        <Story />
      </Box>
    ),
  ],
  render: (args, { globals }) => (
    <CartSummary
      {...args}
      {...(storyLocale(globals) === 'en-GB' ? {} : editionFormats[storyLocale(globals)])}
      {...localeArgs<CartSummaryProps>(globals, {
        'fr-FR': {
          labels: {
            title: 'Récapitulatif de la commande',
            subtotal: 'Sous-total',
            vat: 'Dont TVA (20 %)',
            discount: 'Remise',
            shipping: 'Livraison',
            free: 'Gratuite',
            toBeConfirmed: 'À confirmer',
            total: 'Total',
            vatNote: 'Prix TTC',
            deliveryDate: 'Livraison estimée',
            calculating: 'Mise à jour de vos totaux',
          },
        },
        it: {
          labels: {
            title: 'Riepilogo dell’ordine',
            subtotal: 'Subtotale',
            vat: 'Di cui IVA (22 %)',
            discount: 'Sconto',
            shipping: 'Spedizione',
            free: 'Gratuita',
            toBeConfirmed: 'Da confermare',
            total: 'Totale',
            vatNote: 'Prezzi IVA inclusa',
            deliveryDate: 'Consegna prevista',
            calculating: 'Aggiornamento dei totali',
          },
        },
        'es-ES': {
          labels: {
            title: 'Resumen del pedido',
            subtotal: 'Subtotal',
            vat: 'IVA incluido (21 %)',
            discount: 'Descuento',
            shipping: 'Envío',
            free: 'Gratis',
            toBeConfirmed: 'Por confirmar',
            total: 'Total',
            vatNote: 'Precios con IVA incluido',
            deliveryDate: 'Entrega estimada',
            calculating: 'Actualizando los totales',
          },
        },
        'de-DE': {
          labels: {
            title: 'Bestellübersicht',
            subtotal: 'Zwischensumme',
            vat: 'Darin enthaltene Mehrwertsteuer (19 %)',
            discount: 'Rabatt',
            shipping: 'Versandkosten',
            free: 'Kostenlos',
            toBeConfirmed: 'Wird noch bestätigt',
            total: 'Gesamtsumme',
            vatNote: 'Alle Preise inklusive Mehrwertsteuer',
            deliveryDate: 'Voraussichtliche Lieferung',
            calculating: 'Deine Summen werden aktualisiert',
          },
        },
      })}
    />
  ),
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value next to a term of the summary's description list. */
function valueOf(canvasElement: HTMLElement, term: string | RegExp) {
  const dt = within(canvasElement).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

export const FreeShipping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Order summary' })).toBeVisible();
    await expect(valueOf(canvasElement, 'Subtotal')).toBe('£1,868.98');
    await expect(valueOf(canvasElement, 'Shipping')).toBe('Free');
    await expect(valueOf(canvasElement, 'Total')).toBe('£1,868.98');
    await expect(canvas.getByText('4 December 2026')).toBeVisible();
  },
};

export const PaidShipping: Story = {
  args: { shipping: 2499, total: 189397 },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Shipping')).toBe('£24.99');
  },
};

export const ShippingToBeConfirmed: Story = {
  args: { shipping: null, deliveryDate: undefined },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Shipping')).toBe('To be confirmed');
    await expect(within(canvasElement).queryByText('Estimated delivery')).toBeNull();
  },
};

export const WithCoupon: Story = {
  args: { discount: 18690, couponCode: 'SPRING10', total: 168208, vat: 28035 },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Discount (SPRING10)')).toBe('−£186.90');
    await expect(valueOf(canvasElement, 'Total')).toBe('£1,682.08');
  },
};

export const Calculating: Story = {
  args: { calculating: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Updating your totals');
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Euro: Story = {
  args: {
    currency: 'EUR',
    locale: 'de-DE',
    subtotal: 219900,
    vat: 35110,
    shipping: 0,
    total: 219900,
  },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Total')).toMatch(/2\.199,00\s€/);
    await expect(within(canvasElement).getByText('4. Dezember 2026')).toBeVisible();
  },
};
