import type { PriceLabels } from '../components/Price/Price';
import type { StoryLocale } from './locale';

/** The Intl locale and currency of each toolbar locale's edition, so stories format like it. */
export const editionFormats: Record<StoryLocale, { locale: string; currency: string }> = {
  'en-GB': { locale: 'en-GB', currency: 'GBP' },
  'fr-FR': { locale: 'fr-FR', currency: 'EUR' },
  it: { locale: 'it-IT', currency: 'EUR' },
  'es-ES': { locale: 'es-ES', currency: 'EUR' },
  'de-DE': { locale: 'de-DE', currency: 'EUR' },
};

export const priceLabels: Record<StoryLocale, Required<PriceLabels>> = {
  'en-GB': {
    was: 'Was',
    now: 'Now',
    vatNote: 'Incl. VAT',
    free: 'Free',
    toBeConfirmed: 'To be confirmed',
  },
  'fr-FR': {
    was: 'Avant',
    now: 'Maintenant',
    vatNote: 'TVA incluse',
    free: 'Gratuite',
    toBeConfirmed: 'À confirmer',
  },
  it: {
    was: 'Prima',
    now: 'Ora',
    vatNote: 'IVA inclusa',
    free: 'Gratuita',
    toBeConfirmed: 'Da confermare',
  },
  'es-ES': {
    was: 'Antes',
    now: 'Ahora',
    vatNote: 'IVA incluido',
    free: 'Gratis',
    toBeConfirmed: 'Por confirmar',
  },
  'de-DE': {
    was: 'Vorher',
    now: 'Jetzt',
    vatNote: 'inkl. MwSt.',
    free: 'Kostenlos',
    toBeConfirmed: 'Wird noch bestätigt',
  },
};

/** The toolbar locale of a story's globals. */
export function storyLocale(globals: { locale?: unknown }): StoryLocale {
  const locale = globals.locale as StoryLocale | undefined;
  return locale && locale in editionFormats ? locale : 'en-GB';
}

/** A story's texts in every toolbar locale (for texts that aren't a component's props as such). */
export type StoryTexts<T> = Record<StoryLocale, T>;
