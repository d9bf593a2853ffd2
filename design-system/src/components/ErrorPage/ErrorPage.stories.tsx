import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { ErrorPage, type ErrorPageProps } from './ErrorPage';

const texts: LocaleTexts<ErrorPageProps> = {
  'fr-FR': {
    labels: {
      title: 'Page introuvable',
      message: 'Page introuvable : /fr/pc-gamer/ancien-modele',
      home: 'Retour à l’accueil',
      status: 'Erreur',
    },
  },
  it: {
    labels: {
      title: 'Pagina non trovata',
      message: 'Pagina non trovata: /it/pc-gaming/vecchio-modello',
      home: 'Torna alla home page',
      status: 'Errore',
    },
  },
  'es-ES': {
    labels: {
      title: 'Página no encontrada',
      message: 'Página no encontrada: /es/pc-gaming/modelo-antiguo',
      home: 'Ir a la página de inicio',
      status: 'Error',
    },
  },
  'de-DE': {
    labels: {
      title: 'Seite nicht gefunden',
      message: 'Seite nicht gefunden: /de/gaming-pcs/altes-modell',
      home: 'Zur Startseite',
      status: 'Fehler',
    },
  },
};

const meta = {
  title: 'Feedback/ErrorPage',
  component: ErrorPage,
  args: {
    statusCode: 404,
    homeHref: '/',
    labels: {
      title: 'Page not found',
      message: 'Page not found: /gaming-pcs/old-model',
      home: 'Go to homepage',
      status: 'Error',
    },
  },
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => <ErrorPage {...args} {...localeOverrides(args, globals, texts)} />,
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText('404').textContent).toBe('Error 404');
    await expect(canvas.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/');
  },
};

export const GuardFailed: Story = {
  name: 'Page Not Found (route guard)',
  args: {
    labels: {
      title: 'Page Not Found',
      message: 'This page needs a step you have not reached yet. Start again from your cart.',
      home: 'Go to homepage',
      status: 'Error',
    },
  },
};

export const ServerError: Story = {
  args: {
    statusCode: 500,
    labels: {
      title: 'Something went wrong',
      message: 'Oops something went wrong. Try again later',
      home: 'Go to homepage',
      status: 'Error',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/500/)).toBeVisible();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Go to homepage' });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
