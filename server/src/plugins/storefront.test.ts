import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEditionHosts } from '@pcshop/stores/domain';
import { buildTestApp, type TestApp } from '../test/app';

const template = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>Rigsmith</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The `rigsmith-editions` meta of a served page, read back as the page reads it. */
function editionHostsOf(html: string) {
  const match = /<meta name="rigsmith-editions" content="([^"]*)"/.exec(html);
  if (!match?.[1]) return null;
  const content = match[1]
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');
  return parseEditionHosts(content, 'http://fallback');
}

describe('storefront pages on edition domains (SPEC §3, EDITION_DOMAINS)', () => {
  let staticDir: string;
  let mapped: TestApp;
  let plain: TestApp;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'rigsmith-static-'));
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), template);
    mapped = await buildTestApp({
      STATIC_DIR: staticDir,
      PUBLIC_URL: 'https://rigsmith.com',
      EDITION_DOMAINS: '{"rigsmith.fr":"fr","rigsmith.de":"de"}',
    });
    plain = await buildTestApp({ STATIC_DIR: staticDir });
  });

  afterAll(async () => {
    await mapped.close();
    await plain.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('tells a page on a mapped host that the host serves its edition without a prefix', async () => {
    const response = await mapped.app.inject({
      url: '/games',
      headers: { host: 'rigsmith.fr' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="fr-FR"');
    expect(editionHostsOf(response.body)).toEqual({
      hostEdition: 'fr',
      domains: { 'rigsmith.fr': 'fr', 'rigsmith.de': 'de' },
      origin: 'https://rigsmith.com',
    });
  });

  it('ignores the port of the host and keeps the map on the main origin', async () => {
    const onDe = await mapped.app.inject({ url: '/', headers: { host: 'rigsmith.de:8443' } });
    expect(onDe.body).toContain('<html lang="de-DE"');
    expect(editionHostsOf(onDe.body)?.hostEdition).toBe('de');

    const onMain = await mapped.app.inject({ url: '/it/games', headers: { host: 'rigsmith.com' } });
    expect(onMain.body).toContain('<html lang="it"');
    expect(editionHostsOf(onMain.body)).toMatchObject({ hostEdition: null });
  });

  it('renders no meta without a domain map (prefixes only, as before)', async () => {
    const response = await plain.app.inject({ url: '/fr/games', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="fr-FR"');
    expect(response.body).not.toContain('rigsmith-editions');
  });
});
