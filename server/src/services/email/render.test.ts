import { describe, expect, it } from 'vitest';
import { loadEmailCatalogues } from './catalogue';
import { escapeHtml, interpolate, renderEmail } from './render';

describe('email texts', () => {
  it('exist for every message locale and every kind of email', async () => {
    const catalogues = await loadEmailCatalogues();
    expect(Object.keys(catalogues).sort()).toEqual(['de-DE', 'en-GB', 'es-ES', 'fr-FR', 'it']);
    for (const catalogue of Object.values(catalogues)) {
      expect(Object.keys(catalogue)).toEqual(
        expect.arrayContaining(['registration', 'passwordReset', 'passwordChanged']),
      );
    }
  });
});

describe('renderEmail', () => {
  it('writes the link, the texts and the placeholders in the text and the HTML part', async () => {
    const { 'fr-FR': french } = await loadEmailCatalogues();
    const email = renderEmail(french, {
      kind: 'registration',
      lang: 'fr-FR',
      name: 'Zoë',
      url: 'https://rigsmith.test/fr/create-password/abc',
      params: { hours: 72 },
    });
    expect(email.subject).toBe('Créez votre mot de passe Rigsmith');
    expect(email.text).toContain('Bonjour Zoë,');
    expect(email.text).toContain('https://rigsmith.test/fr/create-password/abc');
    expect(email.text).toContain('expire dans 72 heures');
    expect(email.html).toContain('<html lang="fr-FR">');
    expect(email.html).toContain('href="https://rigsmith.test/fr/create-password/abc"');
  });

  it('escapes every interpolated value in the HTML part', async () => {
    const { 'en-GB': english } = await loadEmailCatalogues();
    const email = renderEmail(english, {
      kind: 'passwordChanged',
      lang: 'en-GB',
      name: '<script>alert(1)</script>',
      url: 'https://rigsmith.test/login?a=1&b="2"',
      params: { date: '<b>today</b>' },
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>today</b>');
    expect(email.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(email.html).toContain('href="https://rigsmith.test/login?a=1&amp;b=&quot;2&quot;"');
    expect(email.text).toContain('Hello <script>alert(1)</script>,');
  });

  it('greets without a name when the user has not given one', async () => {
    const { 'de-DE': german } = await loadEmailCatalogues();
    const email = renderEmail(german, {
      kind: 'passwordReset',
      lang: 'de-DE',
      name: null,
      url: 'https://rigsmith.test/de/login/reset',
      params: { minutes: 60 },
    });
    expect(email.text.startsWith('Hallo,')).toBe(true);
  });
});

describe('interpolate', () => {
  it('fills placeholders and refuses to leave one blank', () => {
    expect(interpolate('in {{ hours }} hours', { hours: 72 })).toBe('in 72 hours');
    expect(() => interpolate('in {{hours}} hours', {})).toThrow(/hours/);
  });

  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
