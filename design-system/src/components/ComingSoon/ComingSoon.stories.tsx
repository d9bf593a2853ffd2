import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { ComingSoon, type ComingSoonProps } from './ComingSoon';

const texts: LocaleTexts<ComingSoonProps> = {
  'fr-FR': {
    labels: {
      badge: 'Bientôt disponible',
      title: 'Programme d’affiliation',
      description:
        'Partagez vos configurations et touchez une commission sur chaque PC commandé grâce à votre lien. L’espace affilié ouvre bientôt.',
    },
  },
  it: {
    labels: {
      badge: 'Prossimamente',
      title: 'Programma di affiliazione',
      description:
        'Condividi le tue configurazioni e ricevi una commissione su ogni PC ordinato dal tuo link. L’area affiliati apre presto.',
    },
  },
  'es-ES': {
    labels: {
      badge: 'Próximamente',
      title: 'Programa de afiliados',
      description:
        'Comparte tus configuraciones y gana una comisión por cada PC pedido desde tu enlace. El área de afiliados abrirá pronto.',
    },
  },
  'de-DE': {
    labels: {
      badge: 'Demnächst verfügbar',
      title: 'Partnerprogramm',
      description:
        'Teilen Sie Ihre Konfigurationen und erhalten Sie für jeden über Ihren Link bestellten PC eine Provision. Der Partnerbereich öffnet in Kürze.',
    },
  },
};

const meta = {
  title: 'Feedback/ComingSoon',
  component: ComingSoon,
  args: {
    labels: {
      badge: 'Coming soon',
      title: 'Affiliate programme',
      description:
        'Share your builds and earn commission on every PC ordered through your link. The affiliate area opens soon.',
    },
  },
  render: (args, { globals }) => (
    <ComingSoon {...args} {...localeOverrides(args, globals, texts)} />
  ),
} satisfies Meta<typeof ComingSoon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AffiliateArea: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Coming soon')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Affiliate programme' }),
    ).toBeVisible();
  },
};

export const WithAction: Story = {
  args: { action: <Button tone="secondary">Back to your orders</Button> },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Back to your orders' }),
    ).toBeVisible();
  },
};
