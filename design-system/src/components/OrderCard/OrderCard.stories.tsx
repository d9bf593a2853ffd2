import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { editionFormats, storyLocale } from '../../stories/commerce';
import { localeArgs } from '../../stories/locale';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { OrderCard, orderStatuses, type OrderCardProps, type OrderStatus } from './OrderCard';

const statusLabels: OrderCardProps['statusLabels'] = {
  waiting_for_payment: 'Waiting for payment',
  confirmed: 'Confirmed',
  in_progress: 'Being built',
  shipped: 'Shipped',
  completed: 'Delivered',
  cancelled: 'Cancelled',
};

const labels: OrderCardProps['labels'] = {
  order: 'Order',
  placedOn: 'Placed on',
  total: 'Total incl. VAT',
  estimatedShipDate: 'Estimated ship date',
  expectedDelivery: 'Expected delivery',
  deliveredOn: 'Delivered on',
  trackingNumber: 'Tracking number',
  progress: 'Order progress',
  currentStep: 'current step',
};

const viewDetails = fn();

const meta = {
  title: 'Commerce/OrderCard',
  component: OrderCard,
  args: {
    reference: 'RS-240117',
    status: 'confirmed',
    statusLabels,
    placedOn: '2026-11-02',
    estimatedShipDate: '2026-11-09',
    expectedDelivery: '2026-11-12',
    deliveredOn: '2026-11-11',
    trackingNumber: 'DPD 1550 2290 8841',
    total: 184898,
    currency: 'GBP',
    locale: 'en-GB',
    labels,
    actions: (
      <Button tone="secondary" onClick={viewDetails}>
        View details
      </Button>
    ),
  },
  argTypes: { status: { control: 'select', options: orderStatuses } },
  render: (args, { globals }) => (
    <OrderCard
      {...args}
      {...(storyLocale(globals) === 'en-GB' ? {} : editionFormats[storyLocale(globals)])}
      {...localeArgs<OrderCardProps>(globals, {
        'fr-FR': {
          statusLabels: {
            waiting_for_payment: 'En attente de paiement',
            confirmed: 'Confirmée',
            in_progress: 'En cours d’assemblage',
            shipped: 'Expédiée',
            completed: 'Livrée',
            cancelled: 'Annulée',
          },
          labels: {
            order: 'Commande',
            placedOn: 'Passée le',
            total: 'Total TTC',
            estimatedShipDate: 'Date d’expédition estimée',
            expectedDelivery: 'Livraison prévue',
            deliveredOn: 'Livrée le',
            trackingNumber: 'Numéro de suivi',
            progress: 'Suivi de la commande',
            currentStep: 'étape en cours',
          },
        },
        it: {
          statusLabels: {
            waiting_for_payment: 'In attesa di pagamento',
            confirmed: 'Confermato',
            in_progress: 'In assemblaggio',
            shipped: 'Spedito',
            completed: 'Consegnato',
            cancelled: 'Annullato',
          },
          labels: {
            order: 'Ordine',
            placedOn: 'Effettuato il',
            total: 'Totale IVA inclusa',
            estimatedShipDate: 'Data di spedizione stimata',
            expectedDelivery: 'Consegna prevista',
            deliveredOn: 'Consegnato il',
            trackingNumber: 'Numero di tracciamento',
            progress: 'Avanzamento dell’ordine',
            currentStep: 'fase attuale',
          },
        },
        'es-ES': {
          statusLabels: {
            waiting_for_payment: 'Pendiente de pago',
            confirmed: 'Confirmado',
            in_progress: 'En montaje',
            shipped: 'Enviado',
            completed: 'Entregado',
            cancelled: 'Cancelado',
          },
          labels: {
            order: 'Pedido',
            placedOn: 'Realizado el',
            total: 'Total con IVA',
            estimatedShipDate: 'Fecha de envío estimada',
            expectedDelivery: 'Entrega prevista',
            deliveredOn: 'Entregado el',
            trackingNumber: 'Número de seguimiento',
            progress: 'Progreso del pedido',
            currentStep: 'paso actual',
          },
        },
        'de-DE': {
          statusLabels: {
            waiting_for_payment: 'Zahlung ausstehend',
            confirmed: 'Bestätigt',
            in_progress: 'Wird zusammengebaut',
            shipped: 'Versandt',
            completed: 'Zugestellt',
            cancelled: 'Storniert',
          },
          labels: {
            order: 'Bestellung',
            placedOn: 'Bestellt am',
            total: 'Gesamtsumme inkl. MwSt.',
            estimatedShipDate: 'Voraussichtliches Versanddatum',
            expectedDelivery: 'Voraussichtliche Zustellung',
            deliveredOn: 'Zugestellt am',
            trackingNumber: 'Sendungsnummer',
            progress: 'Bestellfortschritt',
            currentStep: 'aktueller Schritt',
          },
        },
      })}
    />
  ),
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentStep = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryByRole('list', { name: 'Order progress' })
    ?.querySelector('[aria-current="step"]')?.textContent ?? null;

const statusStory = (
  status: OrderStatus,
  expected: { step: string | null; shows: string[]; hides: string[] },
): Story => ({
  args: { status },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Order RS-240117' });
    await expect(card).toHaveAttribute('data-status', status);
    await expect(within(card).getByText(statusLabels[status], { selector: 'span' })).toBeVisible();
    await expect(currentStep(canvasElement)).toBe(expected.step);
    for (const term of expected.shows) await expect(within(card).getByText(term)).toBeVisible();
    for (const term of expected.hides) await expect(within(card).queryByText(term)).toBeNull();
  },
});

export const WaitingForPayment: Story = statusStory('waiting_for_payment', {
  step: null,
  shows: ['Placed on'],
  hides: ['Tracking number', 'Estimated ship date'],
});
export const Confirmed: Story = statusStory('confirmed', {
  step: 'Confirmed (current step)',
  shows: ['Estimated ship date'],
  hides: ['Tracking number'],
});
export const InProgress: Story = statusStory('in_progress', {
  step: 'Being built (current step)',
  shows: ['Estimated ship date'],
  hides: ['Expected delivery'],
});
export const Shipped: Story = statusStory('shipped', {
  step: 'Shipped (current step)',
  shows: ['Expected delivery', 'Tracking number', 'DPD 1550 2290 8841'],
  hides: ['Estimated ship date'],
});
export const Completed: Story = statusStory('completed', {
  step: 'Delivered (current step)',
  shows: ['Delivered on', '11 November 2026'],
  hides: ['Expected delivery'],
});
export const Cancelled: Story = {
  args: { status: 'cancelled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list', { name: 'Order progress' })).toBeNull();
    await expect(canvas.getByText('Cancelled', { selector: 'span' })).toBeVisible();
    viewDetails.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'View details' }));
    await expect(viewDetails).toHaveBeenCalledTimes(1);
  },
};

export const OrdersOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args, context) => (
    <Stack space="small">
      {meta.render({ ...args, status: 'shipped' }, context)}
      {meta.render(
        {
          ...args,
          reference: 'RS-231190',
          status: 'completed',
          actions: <Button tone="secondary">Leave a review</Button>,
        },
        context,
      )}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const card of within(canvasElement).getAllByRole('article')) {
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    }
  },
};
