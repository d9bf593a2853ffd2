import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { CookieBanner, type CookieBannerProps } from './CookieBanner';

const labels = {
  title: 'Cookies on Rigsmith',
  message:
    'We use cookies to keep your cart and sign-in, and, if you agree, to measure which builds people look at so we can stock the right parts.',
  privacy: 'Privacy policy',
  acceptAll: 'Accept All',
  requiredOnly: 'Required Only',
};

const texts: LocaleTexts<CookieBannerProps> = {
  'fr-FR': {
    labels: {
      title: 'Cookies sur Rigsmith',
      message:
        'Nous utilisons des cookies pour conserver votre panier et votre connexion et, si vous l’acceptez, pour mesurer les configurations consultées afin de stocker les bons composants.',
      privacy: 'Politique de confidentialité',
      acceptAll: 'Tout accepter',
      requiredOnly: 'Uniquement les cookies nécessaires',
    },
  },
  it: {
    labels: {
      title: 'Cookie su Rigsmith',
      message:
        'Usiamo i cookie per mantenere il carrello e l’accesso e, se acconsenti, per misurare quali configurazioni vengono visualizzate e tenere in magazzino i componenti giusti.',
      privacy: 'Informativa sulla privacy',
      acceptAll: 'Accetta tutti',
      requiredOnly: 'Solo necessari',
    },
  },
  'es-ES': {
    labels: {
      title: 'Cookies en Rigsmith',
      message:
        'Usamos cookies para mantener tu carrito y tu sesión y, si lo aceptas, para medir qué configuraciones se consultan y tener en stock los componentes adecuados.',
      privacy: 'Política de privacidad',
      acceptAll: 'Aceptar todas',
      requiredOnly: 'Solo las necesarias',
    },
  },
  'de-DE': {
    labels: {
      title: 'Cookies bei Rigsmith',
      message:
        'Wir verwenden Cookies, um Ihren Warenkorb und Ihre Anmeldung zu speichern, und – wenn Sie zustimmen – um zu messen, welche Konfigurationen angesehen werden, damit wir die richtigen Komponenten vorrätig haben.',
      privacy: 'Datenschutzerklärung',
      acceptAll: 'Alle akzeptieren',
      requiredOnly: 'Nur erforderliche Cookies',
    },
  },
};

const meta = {
  title: 'Feedback/CookieBanner',
  component: CookieBanner,
  args: {
    labels,
    privacyHref: '/privacy-policy',
    onAcceptAll: fn(),
    onRequiredOnly: fn(),
  },
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => (
    // A window's height (less the preview's 4 px padding), the banner last, as in the shop.
    <div
      style={{
        minHeight: 'calc(100vh - 8px)',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
      }}
    >
      <CookieBanner {...args} {...localeOverrides(args, globals, texts)} />
    </div>
  ),
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AcceptAll: Story = {
  play: async ({ args, canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: labels.title });
    await expect(within(banner).getByRole('link', { name: labels.privacy })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await userEvent.click(within(banner).getByRole('button', { name: labels.acceptAll }));
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
    await expect(args.onRequiredOnly).not.toHaveBeenCalled();
  },
};

export const RequiredOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: labels.title });
    await userEvent.tab();
    await expect(within(banner).getByRole('link', { name: labels.privacy })).toHaveFocus();
    await userEvent.tab();
    await expect(within(banner).getByRole('button', { name: labels.requiredOnly })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRequiredOnly).toHaveBeenCalledTimes(1);
    await expect(args.onAcceptAll).not.toHaveBeenCalled();
  },
};

export const WithRouterLink: Story = {
  args: {
    renderLink: ({ href, children, ...props }) => (
      <a {...props} href={`#${href}`} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: labels.privacy });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '#/privacy-policy');
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [required, accept] = [labels.requiredOnly, labels.acceptAll].map((name) =>
      canvas.getByRole('button', { name }).getBoundingClientRect(),
    );
    await expect(required?.width).toBe(accept?.width);
    await expect(required?.bottom).toBeLessThanOrEqual(accept?.top ?? 0);
  },
};

export const OnSmallTablet: Story = {
  globals: { viewport: { value: 'tabletSmall', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [required, accept] = [labels.requiredOnly, labels.acceptAll].map((name) =>
      canvas.getByRole('button', { name }).getBoundingClientRect(),
    );
    await expect(required?.top).toBe(accept?.top);
  },
};
