import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

/** The namespaces every page loads; `account` is the header's account menu. */
export const namespaces = ['common', 'errors', 'validation', 'catalogue', 'account'] as const;

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../locales/*/*.json',
);

/**
 * i18next over `locales/`: only the current language's catalogues are fetched, lazily;
 * `extraNamespaces` are loaded at once too (those a server-rendered page used).
 */
export async function createI18n(locale: string, extraNamespaces: string[] = []): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .use(
      resourcesToBackend(async (language: string, namespace: string) => {
        const load = catalogues[`../../../locales/${language}/${namespace}.json`];
        if (!load) throw new Error(`No catalogue ${language}/${namespace}`);
        return (await load()).default;
      }),
    )
    .init({
      lng: locale,
      // Every locale has every key (locales/locales.test.ts), so no page fetches the reference
      // catalogues (en-US) as a fallback it would never use.
      fallbackLng: false,
      ns: [...new Set([...namespaces, ...extraNamespaces])],
      defaultNS: 'common',
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return instance;
}
