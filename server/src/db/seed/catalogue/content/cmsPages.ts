import type { MessageLocale } from '@pcshop/stores/schemas';
import type { SeedCmsPage } from '../types';
import { aboutUsPage } from './pages/aboutUs';
import { deliveryPage } from './pages/delivery';
import { faqPage } from './pages/faq';
import { homePage } from './pages/home';
import { privacyPolicyPage } from './pages/privacyPolicy';
import { returnsPage } from './pages/returns';
import { termsAndConditionsPage } from './pages/termsAndConditions';
import { warrantyPage } from './pages/warranty';
import { typeset } from './typography';

const pages: SeedCmsPage[] = [
  homePage,
  aboutUsPage,
  faqPage,
  termsAndConditionsPage,
  privacyPolicyPage,
  deliveryPage,
  returnsPage,
  warrantyPage,
];

const locales: MessageLocale[] = ['en-GB', 'fr-FR', 'it', 'es-ES', 'de-DE'];

function typesetPage(page: SeedCmsPage): SeedCmsPage {
  return {
    ...page,
    content: Object.fromEntries(
      locales.map((locale) => [locale, typeset(locale, page.content[locale])]),
    ) as SeedCmsPage['content'],
  };
}

/** The shop's CMS pages, one per type, each written natively in every locale. */
export const seedCmsPages: SeedCmsPage[] = pages.map(typesetPage);
