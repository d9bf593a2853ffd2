import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { StoryLocale } from '../../stories/locale';
import { Stepper, stepStates, type Step, type StepperLabels } from './Stepper';

const customiserSteps: Record<StoryLocale, string[]> = {
  'en-GB': [
    'Case',
    'Processor',
    'Motherboard',
    'Cooling',
    'Memory',
    'Graphics',
    'Storage',
    'Power supply',
    'Fans',
    'Lighting',
    'Optical drive',
    'Operating system',
    'Monitor',
    'Accessories',
  ],
  'fr-FR': [
    'Boîtier',
    'Processeur',
    'Carte mère',
    'Refroidissement',
    'Mémoire',
    'Carte graphique',
    'Stockage',
    'Alimentation',
    'Ventilateurs',
    'Éclairage',
    'Lecteur optique',
    'Système d’exploitation',
    'Écran',
    'Accessoires',
  ],
  it: [
    'Case',
    'Processore',
    'Scheda madre',
    'Raffreddamento',
    'Memoria',
    'Scheda grafica',
    'Archiviazione',
    'Alimentatore',
    'Ventole',
    'Illuminazione',
    'Unità ottica',
    'Sistema operativo',
    'Monitor',
    'Accessori',
  ],
  'es-ES': [
    'Caja',
    'Procesador',
    'Placa base',
    'Refrigeración',
    'Memoria',
    'Tarjeta gráfica',
    'Almacenamiento',
    'Fuente de alimentación',
    'Ventiladores',
    'Iluminación',
    'Unidad óptica',
    'Sistema operativo',
    'Monitor',
    'Accesorios',
  ],
  'de-DE': [
    'Gehäuse',
    'Prozessor',
    'Mainboard',
    'Kühlung',
    'Arbeitsspeicher',
    'Grafikkarte',
    'Speicher',
    'Netzteil',
    'Lüfter',
    'Beleuchtung',
    'Optisches Laufwerk',
    'Betriebssystem',
    'Monitor',
    'Zubehör',
  ],
};

const stepLabels: Record<StoryLocale, StepperLabels & { reason: string }> = {
  'en-GB': {
    navigation: 'Build steps',
    done: 'done',
    blocked: 'not available yet',
    reason: 'Pick a motherboard first',
  },
  'fr-FR': {
    navigation: 'Étapes de la configuration',
    done: 'terminée',
    blocked: 'pas encore disponible',
    reason: 'Choisissez d’abord une carte mère',
  },
  it: {
    navigation: 'Passaggi della configurazione',
    done: 'completato',
    blocked: 'non ancora disponibile',
    reason: 'Scegli prima una scheda madre',
  },
  'es-ES': {
    navigation: 'Pasos de la configuración',
    done: 'completado',
    blocked: 'todavía no disponible',
    reason: 'Elige primero una placa base',
  },
  'de-DE': {
    navigation: 'Konfigurationsschritte',
    done: 'erledigt',
    blocked: 'noch nicht verfügbar',
    reason: 'Wählen Sie zuerst ein Mainboard',
  },
};

const ids = [
  'case',
  'processor',
  'motherboard',
  'cooling',
  'memory',
  'graphics',
  'storage',
  'power-supply',
  'fans',
  'lighting',
  'optical-drive',
  'operating-system',
  'monitor',
  'accessories',
];

function customiser(locale: StoryLocale, currentIndex: number): Step[] {
  const texts = stepLabels[locale];
  return ids.map((id, index) => ({
    id,
    label: customiserSteps[locale][index] ?? id,
    state:
      index < currentIndex
        ? 'done'
        : index === currentIndex
          ? 'current'
          : index <= 4
            ? 'upcoming'
            : 'blocked',
    blockedReason: index > 4 ? texts.reason : undefined,
  }));
}

const { reason: _reason, ...englishLabels } = stepLabels['en-GB'];

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  args: { steps: customiser('en-GB', 2), labels: englishLabels, onStepSelect: fn() },
  render: function Render(args, { globals }) {
    const locale = (globals.locale as StoryLocale | undefined) ?? 'en-GB';
    const [current, setCurrent] = useState(() =>
      args.steps.findIndex((step) => step.state === 'current'),
    );
    const { reason: _localReason, ...labels } = stepLabels[locale];
    return (
      <Stepper
        {...args}
        labels={labels}
        steps={customiser(locale, current)}
        onStepSelect={
          args.onStepSelect &&
          ((id) => {
            setCurrent(ids.indexOf(id));
            args.onStepSelect?.(id);
          })
        }
      />
    );
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).getByRole('button', { name }).closest('li')?.dataset.state;

export const Customiser: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Build steps' });
    const current = within(nav).getByRole('button', { name: /Motherboard/ });
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(within(nav).getByRole('button', { name: /^Case\W+done$/ })).toBeVisible();
    await userEvent.click(within(nav).getByRole('button', { name: /^Processor\W+done$/ }));
    await expect(args.onStepSelect).toHaveBeenCalledWith('processor');
    await expect(within(nav).getByRole('button', { name: /Processor/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(stateOf(canvasElement, /^Motherboard$/)).toBe('upcoming');
  },
};

export const Blocked: Story = {
  play: async ({ args, canvasElement }) => {
    const blocked = within(canvasElement).getByRole('button', {
      name: /^Graphics\W+not available yet$/,
    });
    await expect(blocked).toHaveAttribute('aria-disabled', 'true');
    await expect(blocked).toHaveAccessibleDescription('Pick a motherboard first');
    await userEvent.click(blocked);
    await expect(args.onStepSelect).not.toHaveBeenCalled();
    await expect(blocked).not.toHaveAttribute('aria-current');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Case\W+done$/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cooling' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepSelect).toHaveBeenCalledWith('cooling');
    await expect(canvas.getByRole('button', { name: 'Cooling' })).toHaveAttribute(
      'aria-current',
      'step',
    );
  },
};

export const CheckoutStages: Story = {
  render: (_args, { globals }) => {
    const locale = (globals.locale as StoryLocale | undefined) ?? 'en-GB';
    const stages = {
      'en-GB': [
        'Shopping cart',
        'Sign in',
        'Shipping',
        'Payment',
        'Confirmation',
        'Checkout',
        'completed',
      ],
      'fr-FR': [
        'Panier',
        'Connexion',
        'Livraison',
        'Paiement',
        'Confirmation',
        'Commande',
        'terminée',
      ],
      it: ['Carrello', 'Accesso', 'Spedizione', 'Pagamento', 'Conferma', 'Checkout', 'completato'],
      'es-ES': [
        'Carrito',
        'Inicio de sesión',
        'Envío',
        'Pago',
        'Confirmación',
        'Pedido',
        'completado',
      ],
      'de-DE': ['Warenkorb', 'Anmeldung', 'Versand', 'Zahlung', 'Bestätigung', 'Kasse', 'erledigt'],
    }[locale];
    const states = ['done', 'done', 'current', 'upcoming', 'upcoming'] as const;
    return (
      <Stepper
        labels={{ navigation: stages[5] ?? '', done: stages[6] ?? '', blocked: '' }}
        steps={states.map((state, index) => ({
          id: String(index),
          label: stages[index] ?? '',
          state,
        }))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Checkout' });
    await expect(within(nav).queryByRole('button')).toBeNull();
    await expect(within(nav).getByText('Shipping')).toHaveAttribute('aria-current', 'step');
  },
};

export const OnPhone: Story = {
  args: { steps: customiser('en-GB', 9) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const current = within(list).getByRole('button', { name: 'Lighting' });
    const box = list.getBoundingClientRect();
    const centre = (rect: DOMRect) => rect.left + rect.width / 2;
    await waitFor(() =>
      expect(
        Math.abs(centre(current.closest('li')!.getBoundingClientRect()) - centre(box)),
      ).toBeLessThan(2),
    );
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBe(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    // Steps hidden on both sides: each edge shows a chevron; the first one scrolls back.
    const edge = (side: string) => canvasElement.querySelector(`[data-edge="${side}"]`);
    await waitFor(() => expect(edge('forward')).toBeVisible());
    await expect(edge('back')).toBeVisible();
    const scrolled = list.scrollLeft;
    await userEvent.click(edge('back')!);
    await waitFor(() => expect(list.scrollLeft).toBeLessThan(scrolled));
  },
};

export const AllStepsShown: Story = {
  render: (args) => <Stepper {...args} steps={customiser('en-GB', 0).slice(0, 2)} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-edge]')).toBeNull();
  },
};

export const States: Story = {
  render: () => (
    <Stepper
      labels={{ navigation: 'Step states', done: 'done', blocked: 'not available yet' }}
      steps={stepStates.map((state) => ({ id: state, label: state, state }))}
      onStepSelect={() => undefined}
    />
  ),
};
