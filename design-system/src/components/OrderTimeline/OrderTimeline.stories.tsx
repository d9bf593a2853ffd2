import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { editionFormats, storyLocale, type StoryTexts } from '../../stories/commerce';
import type { StoryLocale } from '../../stories/locale';
import { OrderTimeline, type OrderTimelineProps, type TimelineStep } from './OrderTimeline';

const stages = [
  'confirmed',
  'parts_picked',
  'assembly',
  'burn_in_test',
  'quality_check',
  'packed',
  'shipped',
  'completed',
] as const;
type Stage = (typeof stages)[number];

const stageLabels: StoryTexts<Record<Stage, string>> = {
  'en-GB': {
    confirmed: 'Order confirmed',
    parts_picked: 'Parts picked',
    assembly: 'Assembly',
    burn_in_test: 'Burn-in test',
    quality_check: 'Quality check',
    packed: 'Packed',
    shipped: 'Shipped',
    completed: 'Delivered',
  },
  'fr-FR': {
    confirmed: 'Commande confirmée',
    parts_picked: 'Composants préparés',
    assembly: 'Assemblage',
    burn_in_test: 'Test d’endurance',
    quality_check: 'Contrôle qualité',
    packed: 'Emballée',
    shipped: 'Expédiée',
    completed: 'Livrée',
  },
  it: {
    confirmed: 'Ordine confermato',
    parts_picked: 'Componenti prelevati',
    assembly: 'Assemblaggio',
    burn_in_test: 'Test di stress',
    quality_check: 'Controllo qualità',
    packed: 'Imballato',
    shipped: 'Spedito',
    completed: 'Consegnato',
  },
  'es-ES': {
    confirmed: 'Pedido confirmado',
    parts_picked: 'Componentes preparados',
    assembly: 'Montaje',
    burn_in_test: 'Prueba de estrés',
    quality_check: 'Control de calidad',
    packed: 'Embalado',
    shipped: 'Enviado',
    completed: 'Entregado',
  },
  'de-DE': {
    confirmed: 'Bestellung bestätigt',
    parts_picked: 'Teile kommissioniert',
    assembly: 'Montage',
    burn_in_test: 'Belastungstest',
    quality_check: 'Qualitätskontrolle',
    packed: 'Verpackt',
    shipped: 'Versandt',
    completed: 'Zugestellt',
  },
};

const labels: StoryTexts<OrderTimelineProps['labels']> = {
  'en-GB': {
    title: 'Where your order is',
    current: 'current stage',
    next: 'Next:',
    trackingNumber: 'Tracking number',
    track: 'Track the parcel',
    newTab: 'opens in a new tab',
  },
  'fr-FR': {
    title: 'Où en est votre commande',
    current: 'étape en cours',
    next: 'Prochaine étape :',
    trackingNumber: 'Numéro de suivi',
    track: 'Suivre le colis',
    newTab: 's’ouvre dans un nouvel onglet',
  },
  it: {
    title: 'A che punto è il tuo ordine',
    current: 'fase attuale',
    next: 'Prossima fase:',
    trackingNumber: 'Numero di tracciamento',
    track: 'Traccia il pacco',
    newTab: 'si apre in una nuova scheda',
  },
  'es-ES': {
    title: 'Dónde está tu pedido',
    current: 'fase actual',
    next: 'Siguiente:',
    trackingNumber: 'Número de seguimiento',
    track: 'Seguir el paquete',
    newTab: 'se abre en una pestaña nueva',
  },
  'de-DE': {
    title: 'Wo Ihre Bestellung gerade ist',
    current: 'aktueller Schritt',
    next: 'Als Nächstes:',
    trackingNumber: 'Sendungsnummer',
    track: 'Paket verfolgen',
    newTab: 'öffnet in einem neuen Tab',
  },
};

const timeZones: Record<StoryLocale, string> = {
  'en-GB': 'Europe/London',
  'fr-FR': 'Europe/Paris',
  it: 'Europe/Rome',
  'es-ES': 'Europe/Madrid',
  'de-DE': 'Europe/Berlin',
};

/** When each stage was reached, for an order placed on 2 November 2026. */
const reached: Record<Stage, string> = {
  confirmed: '2026-11-02T09:14:00Z',
  parts_picked: '2026-11-03T08:40:00Z',
  assembly: '2026-11-03T13:05:00Z',
  burn_in_test: '2026-11-04T10:30:00Z',
  quality_check: '2026-11-05T09:00:00Z',
  packed: '2026-11-05T15:20:00Z',
  shipped: '2026-11-06T07:45:00Z',
  completed: '2026-11-07T12:10:00Z',
};

/** The stages of `path`, reached up to `current` (all reached when it is the last). */
function stepsUpTo(path: readonly Stage[], current: Stage, locale: StoryLocale): TimelineStep[] {
  const at = path.indexOf(current);
  return path.map((stage, index) => ({
    id: stage,
    label: stageLabels[locale][stage],
    state: index < at ? 'done' : index === at ? 'current' : 'upcoming',
    ...(index <= at ? { reachedAt: reached[stage] } : {}),
  }));
}

const singleProduct: readonly Stage[] = ['confirmed', 'shipped', 'completed'];

type StoryArgs = Omit<OrderTimelineProps, 'steps' | 'labels' | 'locale' | 'timeZone'> & {
  path: readonly Stage[];
  current: Stage;
};

const meta = {
  title: 'Commerce/OrderTimeline',
  args: { path: stages, current: 'assembly' },
  render: ({ path, current, ...args }, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <OrderTimeline
        {...args}
        steps={stepsUpTo(path, current, locale)}
        labels={labels[locale]}
        locale={editionFormats[locale].locale}
        timeZone={timeZones[locale]}
      />
    );
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Being built: the stages reached with their times, the current one marked, the next named. */
export const BeingBuilt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timeline = canvas.getByRole('region', { name: 'Where your order is' });
    const stagesShown = within(timeline).getAllByRole('listitem');
    expect(stagesShown).toHaveLength(8);
    expect(stagesShown[2]).toHaveAttribute('aria-current', 'step');
    expect(stagesShown[2]).toHaveTextContent('Assembly (current stage)');
    // Reached at 13:05 UTC, read in the uk edition's time zone.
    expect(within(stagesShown[2]!).getByText('3 Nov 2026, 13:05')).toHaveAttribute(
      'datetime',
      '2026-11-03T13:05:00Z',
    );
    expect(within(stagesShown[3]!).queryByRole('time')).toBeNull();
    expect(canvas.getByText('Next: Burn-in test')).toBeVisible();
    expect(canvas.queryByText(/Tracking number/)).toBeNull();
  },
};

/** Shipped: the carrier's number and a link to its tracking page. */
export const Shipped: Story = {
  args: {
    current: 'shipped',
    tracking: {
      carrier: 'DPD',
      number: '1550 2290 8841',
      url: 'https://track.dpd.co.uk/parcels/155022908841',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Tracking number: DPD 1550 2290 8841')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Track the parcel (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://track.dpd.co.uk/parcels/155022908841');
    expect(link).toHaveAttribute('target', '_blank');
    expect(canvas.getByText('Next: Delivered')).toBeVisible();
  },
};

/** Delivered: every stage reached, nothing next. */
export const Delivered: Story = {
  args: {
    current: 'completed',
    tracking: { carrier: 'DPD', number: '1550 2290 8841' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getAllByRole('listitem').every((item) => item.querySelector('time'))).toBe(true);
    expect(canvas.queryByText(/^Next:/)).toBeNull();
    expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A single product skips the build stages. */
export const SingleProduct: Story = {
  args: { path: singleProduct, current: 'confirmed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Order confirmed \(current stage\)/),
      'Shipped',
      'Delivered',
    ]);
    expect(canvas.getByText('Next: Shipped')).toBeVisible();
  },
};
