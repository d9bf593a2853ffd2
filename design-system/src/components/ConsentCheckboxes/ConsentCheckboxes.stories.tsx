import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localeOverrides, type LocaleTexts } from '../../stories/localeOverrides';
import { ConsentCheckboxes, type ConsentCheckboxesProps } from './ConsentCheckboxes';

const required = 'This is a required field';

const texts: LocaleTexts<ConsentCheckboxesProps> = {
  'fr-FR': {
    legend: 'Vos consentements',
    terms: {
      label: 'J’ai lu et j’accepte les',
      link: {
        href: '/fr/conditions-generales',
        label: 'conditions générales de vente',
        opensInNewTab: 's’ouvre dans un nouvel onglet',
      },
    },
    privacy: {
      label: 'J’ai lu et j’accepte la',
      link: {
        href: '/fr/confidentialite',
        label: 'politique de confidentialité',
        opensInNewTab: 's’ouvre dans un nouvel onglet',
      },
    },
    marketing: {
      label: 'Je souhaite recevoir par e-mail les nouveautés, les offres et les promotions',
      hint: 'Facultatif. Vous pouvez vous désabonner à tout moment depuis votre compte.',
    },
  },
  it: {
    legend: 'I tuoi consensi',
    terms: {
      label: 'Ho letto e accetto i',
      link: {
        href: '/it/termini-e-condizioni',
        label: 'termini e condizioni di vendita',
        opensInNewTab: 'si apre in una nuova scheda',
      },
    },
    privacy: {
      label: 'Ho letto e accetto l’',
      link: {
        href: '/it/privacy',
        label: 'informativa sulla privacy',
        opensInNewTab: 'si apre in una nuova scheda',
      },
    },
    marketing: {
      label: 'Desidero ricevere via email novità, offerte e promozioni',
      hint: 'Facoltativo. Puoi annullare l’iscrizione in qualsiasi momento dal tuo account.',
    },
  },
  'es-ES': {
    legend: 'Tus consentimientos',
    terms: {
      label: 'He leído y acepto los',
      link: {
        href: '/es/terminos-y-condiciones',
        label: 'términos y condiciones de venta',
        opensInNewTab: 'se abre en una pestaña nueva',
      },
    },
    privacy: {
      label: 'He leído y acepto la',
      link: {
        href: '/es/privacidad',
        label: 'política de privacidad',
        opensInNewTab: 'se abre en una pestaña nueva',
      },
    },
    marketing: {
      label: 'Quiero recibir por correo electrónico novedades, ofertas y promociones',
      hint: 'Opcional. Puedes darte de baja en cualquier momento desde tu cuenta.',
    },
  },
  'de-DE': {
    legend: 'Ihre Einwilligungen',
    terms: {
      label: 'Ich habe gelesen und akzeptiere die',
      link: {
        href: '/de/allgemeine-geschaeftsbedingungen',
        label: 'Allgemeinen Geschäftsbedingungen',
        opensInNewTab: 'wird in einem neuen Tab geöffnet',
      },
    },
    privacy: {
      label: 'Ich habe gelesen und akzeptiere die',
      link: {
        href: '/de/datenschutz',
        label: 'Datenschutzerklärung',
        opensInNewTab: 'wird in einem neuen Tab geöffnet',
      },
    },
    marketing: {
      label: 'Ich möchte Neuigkeiten, Angebote und Aktionen per E-Mail erhalten',
      hint: 'Freiwillig. Sie können sich jederzeit in Ihrem Konto abmelden.',
    },
  },
};

const meta = {
  title: 'Forms/ConsentCheckboxes',
  component: ConsentCheckboxes,
  args: {
    legend: 'Your consent',
    terms: {
      label: 'I have read and accept the',
      link: {
        href: '/terms-and-conditions',
        label: 'terms and conditions',
        opensInNewTab: 'opens in a new tab',
      },
      name: 'terms',
      onCheckedChange: fn(),
    },
    privacy: {
      label: 'I have read and accept the',
      link: {
        href: '/privacy-policy',
        label: 'privacy policy',
        opensInNewTab: 'opens in a new tab',
      },
      name: 'privacy',
      onCheckedChange: fn(),
    },
    marketing: {
      label: 'Email me news, offers and deals',
      hint: 'Optional. Unsubscribe at any time from your account.',
      name: 'marketing',
      onCheckedChange: fn(),
    },
  },
  render: (args, { globals }) => {
    const localized = localeOverrides(args, globals, texts);
    return (
      <ConsentCheckboxes
        legend={localized.legend ?? args.legend}
        terms={{ ...args.terms, ...localized.terms }}
        privacy={{ ...args.privacy, ...localized.privacy }}
        marketing={{ ...args.marketing, ...localized.marketing }}
      />
    );
  },
} satisfies Meta<typeof ConsentCheckboxes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Your consent' });
    const terms = within(group).getByRole('checkbox', {
      name: 'I have read and accept the terms and conditions (opens in a new tab)',
    });
    const privacy = within(group).getByRole('checkbox', {
      name: 'I have read and accept the privacy policy (opens in a new tab)',
    });
    const marketing = within(group).getByRole('checkbox', {
      name: 'Email me news, offers and deals',
    });
    await expect(terms).toBeRequired();
    await expect(privacy).toBeRequired();
    await expect(marketing).not.toBeRequired();
    await expect(canvas.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(marketing);
    await expect(args.marketing.onCheckedChange).toHaveBeenCalledTimes(1);
    await expect(args.marketing.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(args.terms.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const RequiredMissing: Story = {
  args: {
    terms: {
      label: 'I have read and accept the',
      link: { href: '/terms-and-conditions', label: 'terms and conditions' },
      error: required,
    },
    privacy: {
      label: 'I have read and accept the',
      link: { href: '/privacy-policy', label: 'privacy policy' },
      error: required,
    },
    marketing: { label: 'Email me news, offers and deals' },
  },
  play: async ({ canvasElement }) => {
    const invalid = within(canvasElement)
      .getAllByRole('checkbox')
      .filter((box) => box.getAttribute('aria-invalid') === 'true');
    await expect(invalid).toHaveLength(2);
    for (const box of invalid) await expect(box).toHaveAccessibleDescription(required);
  },
};

export const Accepted: Story = {
  render: function Render(args) {
    const [accepted, setAccepted] = useState({ terms: false, privacy: false, marketing: false });
    const bind = (key: keyof typeof accepted) => ({
      checked: accepted[key],
      onCheckedChange: (checked: boolean) => setAccepted((now) => ({ ...now, [key]: checked })),
    });
    return (
      <ConsentCheckboxes
        legend={args.legend}
        terms={{ ...args.terms, ...bind('terms') }}
        privacy={{ ...args.privacy, ...bind('privacy') }}
        marketing={{ ...args.marketing, ...bind('marketing') }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /terms and conditions/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /privacy policy/ }));
    await expect(canvas.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /privacy policy/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /news, offers/ })).not.toBeChecked();
  },
};
