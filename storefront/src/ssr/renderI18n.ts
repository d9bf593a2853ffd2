import type { i18n } from 'i18next';
import { createI18n, namespaces as startNamespaces } from '../i18n/createI18n';

/** What a render translates with, and the namespaces the page asked for. */
export interface RenderI18n {
  i18n: i18n;
  /** The namespaces the browser loads at once to hydrate the page: every page's and its own. */
  namespaces(): string[];
}

/**
 * One i18next instance per language, made once and shared by every render (making one costs more
 * than a millisecond; its catalogues only grow as pages load them). Each render sees it through a
 * view of its own that records the namespaces the page's components asked for (react-i18next's
 * `reportNamespaces`), so the page tells the browser its own, not every page's.
 */
const shared = new Map<string, Promise<i18n>>();

function sharedI18n(locale: string): Promise<i18n> {
  let instance = shared.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    shared.set(locale, instance);
    instance.catch(() => shared.delete(locale));
  }
  return instance;
}

export async function renderI18n(locale: string): Promise<RenderI18n> {
  const used = new Set<string>(startNamespaces);
  const reportNamespaces = {
    addUsedNamespaces: (names: readonly string[]) => names.forEach((name) => used.add(name)),
    getUsedNamespaces: () => [...used],
  };
  const view = Object.create(await sharedI18n(locale), {
    reportNamespaces: { value: reportNamespaces },
  }) as i18n;
  return { i18n: view, namespaces: () => [...used] };
}
