import { prerenderToNodeStream } from 'react-dom/static';
import { Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { i18n } from 'i18next';
import { namespaces as startNamespaces } from '../i18n/createI18n';
import { renderI18n } from './renderI18n';

function StepTitle() {
  const { t } = useTranslation('customiser');
  return <h1>{t('title')}</h1>;
}

async function renderWith(instance: i18n): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <I18nextProvider i18n={instance}>
      <Suspense fallback={null}>
        <StepTitle />
      </Suspense>
    </I18nextProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('renderI18n', () => {
  it('shares one instance per language between renders', async () => {
    const first = await renderI18n('en-GB');
    const second = await renderI18n('en-GB');
    const french = await renderI18n('fr-FR');
    expect(Object.getPrototypeOf(first.i18n)).toBe(Object.getPrototypeOf(second.i18n));
    expect(Object.getPrototypeOf(french.i18n)).not.toBe(Object.getPrototypeOf(first.i18n));
    expect(french.i18n.language).toBe('fr-FR');
  });

  it("tells each page's namespaces apart: those every page loads and the page's own", async () => {
    const customiser = await renderI18n('en-GB');
    const home = await renderI18n('en-GB');
    expect(await renderWith(customiser.i18n)).toContain('<h1>Build your PC</h1>');
    expect(customiser.namespaces()).toEqual([...startNamespaces, 'customiser']);
    expect(home.namespaces()).toEqual([...startNamespaces]);
  });

  it('lets renders that ask for the same namespace at once both wait for its one load', async () => {
    const [first, second] = await Promise.all([renderI18n('es-ES'), renderI18n('es-ES')]);
    const pages = await Promise.all([renderWith(first.i18n), renderWith(second.i18n)]);
    const title = first.i18n.t('title', { ns: 'customiser' });
    expect(title).not.toBe('title');
    for (const html of pages) expect(html).toContain(`<h1>${title}</h1>`);
  });

  it('translates at once a namespace an earlier render loaded', async () => {
    await renderWith((await renderI18n('de-DE')).i18n);
    const later = await renderI18n('de-DE');
    expect(later.i18n.hasLoadedNamespace('customiser')).toBe(true);
    expect(await renderWith(later.i18n)).toContain('<h1>');
    expect(later.namespaces()).toContain('customiser');
  });
});
