import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { Footer, type FooterProps } from './Footer';

const editions: FooterProps['editions'] = [
  { href: 'https://rigsmith.co.uk/', label: 'United Kingdom · £', current: true },
  { href: 'https://rigsmith.fr/', label: 'France · €' },
  { href: 'https://rigsmith.it/', label: 'Italia · €' },
  { href: 'https://rigsmith.es/', label: 'España · €' },
  { href: 'https://rigsmith.de/', label: 'Deutschland · €' },
];

const texts: LocaleTexts<FooterProps> = {
  'fr-FR': {
    labels: {
      navigation: 'Pied de page',
      editions: 'Éditions',
      legal:
        '© 2026 Rigsmith SAS · Tous les prix incluent la TVA · Livraison uniquement dans les pays listés',
    },
    groups: [
      {
        title: 'Boutique',
        links: [
          { href: '/fr/pc-gamer', label: 'PC gamer' },
          { href: '/fr/configurateur', label: 'Configurateur de PC sur mesure' },
          { href: '/fr/par-budget', label: 'Configurations par budget' },
        ],
      },
      {
        title: 'Aide',
        links: [
          { href: '/fr/livraison', label: 'Livraison et délais d’expédition' },
          { href: '/fr/retours', label: 'Retours et remboursements' },
          { href: '/fr/contact', label: 'Nous contacter' },
        ],
      },
      {
        title: 'Informations légales',
        links: [
          { href: '/fr/conditions-generales', label: 'Conditions générales de vente' },
          { href: '/fr/confidentialite', label: 'Politique de confidentialité' },
          { href: '/fr/cookies', label: 'Gestion des cookies' },
        ],
      },
    ],
  },
  it: {
    labels: {
      navigation: 'Piè di pagina',
      editions: 'Edizioni',
      legal: '© 2026 Rigsmith S.r.l. · Tutti i prezzi includono l’IVA',
    },
    groups: [
      {
        title: 'Negozio',
        links: [
          { href: '/it/pc-gaming', label: 'PC da gaming' },
          { href: '/it/configuratore', label: 'Configuratore di PC su misura' },
          { href: '/it/per-budget', label: 'Configurazioni per budget' },
        ],
      },
      {
        title: 'Assistenza',
        links: [
          { href: '/it/spedizioni', label: 'Spedizioni e tempi di consegna' },
          { href: '/it/resi', label: 'Resi e rimborsi' },
          { href: '/it/contatti', label: 'Contattaci' },
        ],
      },
      {
        title: 'Note legali',
        links: [
          { href: '/it/termini-e-condizioni', label: 'Termini e condizioni di vendita' },
          { href: '/it/privacy', label: 'Informativa sulla privacy' },
          { href: '/it/cookie', label: 'Preferenze sui cookie' },
        ],
      },
    ],
  },
  'es-ES': {
    labels: {
      navigation: 'Pie de página',
      editions: 'Ediciones',
      legal: '© 2026 Rigsmith S.L. · Todos los precios incluyen el IVA',
    },
    groups: [
      {
        title: 'Tienda',
        links: [
          { href: '/es/pc-gaming', label: 'PC gaming' },
          { href: '/es/configurador', label: 'Configurador de PC a medida' },
          { href: '/es/por-presupuesto', label: 'Configuraciones por presupuesto' },
        ],
      },
      {
        title: 'Ayuda',
        links: [
          { href: '/es/envios', label: 'Envíos y plazos de entrega' },
          { href: '/es/devoluciones', label: 'Devoluciones y reembolsos' },
          { href: '/es/contacto', label: 'Contacto' },
        ],
      },
      {
        title: 'Información legal',
        links: [
          { href: '/es/terminos-y-condiciones', label: 'Términos y condiciones de venta' },
          { href: '/es/privacidad', label: 'Política de privacidad' },
          { href: '/es/cookies', label: 'Preferencias de cookies' },
        ],
      },
    ],
  },
  'de-DE': {
    labels: {
      navigation: 'Fußzeile',
      editions: 'Länderausgaben',
      legal:
        '© 2026 Rigsmith GmbH · Alle Preise inklusive gesetzlicher Mehrwertsteuer · Lieferung ausschließlich in die aufgeführten Länder',
    },
    groups: [
      {
        title: 'Shop',
        links: [
          { href: '/de/gaming-pcs', label: 'Gaming-PCs' },
          { href: '/de/konfigurator', label: 'Individueller PC-Konfigurator' },
          { href: '/de/nach-budget', label: 'Konfigurationen nach Budget' },
        ],
      },
      {
        title: 'Hilfe',
        links: [
          { href: '/de/versand', label: 'Versand und Lieferzeiten' },
          { href: '/de/ruecksendungen', label: 'Rücksendungen und Erstattungen' },
          { href: '/de/kontakt', label: 'Kontakt' },
        ],
      },
      {
        title: 'Rechtliches',
        links: [
          { href: '/de/agb', label: 'Allgemeine Geschäftsbedingungen' },
          { href: '/de/datenschutz', label: 'Datenschutzerklärung' },
          { href: '/de/cookies', label: 'Cookie-Einstellungen' },
        ],
      },
    ],
  },
};

const meta = {
  title: 'Navigation/Footer',
  component: Footer,
  args: {
    groups: [
      {
        title: 'Shop',
        links: [
          { href: '/gaming-pcs', label: 'Gaming PCs' },
          { href: '/custom-pc-builder/customiser', label: 'Custom PC builder' },
          { href: '/builds-by-budget', label: 'Builds by budget' },
        ],
      },
      {
        title: 'Help',
        links: [
          { href: '/delivery', label: 'Delivery and dispatch times' },
          { href: '/returns', label: 'Returns and refunds' },
          { href: '/contact-us', label: 'Contact us' },
        ],
      },
      {
        title: 'Legal',
        links: [
          { href: '/terms-and-conditions', label: 'Terms and conditions' },
          { href: '/privacy-policy', label: 'Privacy policy' },
          { href: '/cookies', label: 'Cookie settings' },
        ],
      },
    ],
    editions,
    labels: {
      navigation: 'Footer',
      editions: 'Editions',
      legal: '© 2026 Rigsmith Ltd · All prices include VAT',
    },
  },
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => <Footer {...args} {...localeOverrides(args, globals, texts)} />,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    await expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Shop', 'Help', 'Legal']);
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await expect(canvas.getByRole('link', { name: 'United Kingdom · £' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByText('© 2026 Rigsmith Ltd · All prices include VAT')).toBeVisible();
    const [shop, help] = ['Shop', 'Help'].map((name) =>
      canvas.getByRole('heading', { name }).getBoundingClientRect(),
    );
    await expect(shop?.top).toBe(help?.top);
  },
};

export const OnSmallTablet: Story = {
  globals: { viewport: { value: 'tabletSmall', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [shop, help, legal] = ['Shop', 'Help', 'Legal'].map((name) =>
      canvas.getByRole('heading', { name }).getBoundingClientRect(),
    );
    await expect(shop?.top).toBe(help?.top);
    await expect(legal?.top).toBeGreaterThan(shop?.bottom ?? 0);
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [shop, help] = ['Shop', 'Help'].map((name) =>
      canvas.getByRole('heading', { name }).getBoundingClientRect(),
    );
    await expect(help?.top).toBeGreaterThan(shop?.bottom ?? 0);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBe(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
