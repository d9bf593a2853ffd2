import { describe, expect, it } from 'vitest';
import {
  appPathOf,
  domainOf,
  editionHostsOf,
  editionHref,
  editionOfHost,
  editionOfPage,
  editionUrl,
  hrefOfPrefixedPath,
  isOtherHost,
  pageOrigin,
  parseEditionHosts,
  pathOnHost,
  prefixedEditions,
  routePrefix,
  type EditionHosts,
} from './editionHosts';

const domains = { 'rigsmith.fr': 'fr', 'rigsmith.de': 'de' } as const;
const main: EditionHosts = { hostEdition: null, domains, origin: 'https://rigsmith.com' };
const onFr: EditionHosts = { ...main, hostEdition: 'fr' };

describe('edition hosts (SPEC §3: a mapped domain serves its edition without a prefix)', () => {
  it('finds the edition of a host, ignoring the port and case', () => {
    expect(editionOfHost('rigsmith.fr', domains)).toBe('fr');
    expect(editionOfHost('Rigsmith.DE:8443', domains)).toBe('de');
    expect(editionOfHost('rigsmith.com', domains)).toBeNull();
    expect(editionOfHost('constructor', domains)).toBeNull();
  });

  it('gives a page the origin of its edition’s domain, else the main origin', () => {
    expect(pageOrigin(onFr)).toBe('https://rigsmith.fr');
    expect(pageOrigin(main)).toBe('https://rigsmith.com');
    expect(pageOrigin(editionHostsOf('evil.example', domains, 'https://rigsmith.com'))).toBe(
      'https://rigsmith.com',
    );
  });

  it('round-trips what the server renders into the page', () => {
    const content = JSON.stringify(
      editionHostsOf('rigsmith.fr:443', domains, 'https://rigsmith.com'),
    );
    expect(parseEditionHosts(content, 'http://fallback')).toEqual(onFr);
    const onMain = JSON.stringify(editionHostsOf('rigsmith.com', domains, 'https://rigsmith.com'));
    expect(parseEditionHosts(onMain, 'http://fallback')).toEqual(main);
  });

  it('gives a request the edition of its host, else of its path prefix', () => {
    const italian = editionHostsOf('rigsmith.it:443', { 'rigsmith.it': 'it' }, '');
    expect(editionOfPage(italian, '/games').edition).toBe('it');
    expect(editionOfPage(editionHostsOf('localhost', {}, ''), '/es/games').edition).toBe('es');
  });

  it('falls back to prefixes on this origin without a meta or with a broken one', () => {
    const fallback = prefixedEditions('http://localhost:3000');
    expect(parseEditionHosts(null, 'http://localhost:3000')).toEqual(fallback);
    expect(parseEditionHosts('{not json', 'http://localhost:3000')).toEqual(fallback);
    expect(parseEditionHosts('"fr"', 'http://localhost:3000')).toEqual(fallback);
    expect(
      parseEditionHosts(
        JSON.stringify({ hostEdition: 'xx', domains: { 'a.test': 'fr', 'b.test': 'zz' } }),
        'http://localhost:3000',
      ),
    ).toEqual({ hostEdition: null, domains: { 'a.test': 'fr' }, origin: 'http://localhost:3000' });
  });

  it('takes the edition of a page from its host before its path', () => {
    expect(editionOfPage(onFr, '/games').edition).toBe('fr');
    expect(editionOfPage(main, '/it/games').edition).toBe('it');
    expect(editionOfPage(main, '/games').edition).toBe('uk');
  });

  it('mounts the host edition at the root and the others under their prefix', () => {
    expect(routePrefix(onFr, 'fr')).toBe('');
    expect(routePrefix(onFr, 'de')).toBe('/de');
    expect(routePrefix(main, 'uk')).toBe('');
    expect(routePrefix(main, 'fr')).toBe('/fr');
  });

  it('writes prefix-less app paths on the edition’s own host', () => {
    expect(pathOnHost(onFr, 'fr', '/games')).toBe('/games');
    expect(pathOnHost(onFr, 'fr', '/')).toBe('/');
    expect(pathOnHost(main, 'fr', '/games')).toBe('/fr/games');
    expect(pathOnHost(main, 'uk', '/games')).toBe('/games');
  });

  it('links to another edition on its own domain, else under its prefix on the main origin', () => {
    expect(editionHref(onFr, 'de', '/games')).toBe('https://rigsmith.de/games');
    expect(editionHref(onFr, 'it', '/games')).toBe('https://rigsmith.com/it/games');
    expect(editionHref(onFr, 'uk', '/')).toBe('https://rigsmith.com/');
    expect(editionHref(onFr, 'fr', '/games')).toBe('/games');
    expect(editionHref(main, 'fr', '/games')).toBe('https://rigsmith.fr/games');
    expect(editionHref(main, 'it', '/games')).toBe('/it/games');
    expect(editionHref(prefixedEditions(''), 'de', '/')).toBe('/de');
  });

  it('gives absolute canonical and hreflang addresses on each edition’s host', () => {
    expect(editionUrl(onFr, 'fr', '/games')).toBe('https://rigsmith.fr/games');
    expect(editionUrl(onFr, 'es', '/games')).toBe('https://rigsmith.com/es/games');
    expect(editionUrl(main, 'uk', '/')).toBe('https://rigsmith.com/');
    expect(editionUrl({ ...main, origin: '' }, 'de', '/x')).toBe('//rigsmith.de/x');
    expect(domainOf(main, 'it')).toBeNull();
  });

  it('finds the app path of a page: prefix stripped on the main origin, as is on a domain', () => {
    expect(appPathOf(main, '/it/games')).toBe('/games');
    expect(appPathOf(main, '/it')).toBe('/');
    expect(appPathOf(main, '/games')).toBe('/games');
    expect(appPathOf(onFr, '/games')).toBe('/games');
  });

  it('turns a prefixed path from the server (a redirect) into a link from this page', () => {
    expect(hrefOfPrefixedPath(onFr, '/fr/faq')).toBe('/faq');
    expect(hrefOfPrefixedPath(onFr, '/fr')).toBe('/');
    expect(hrefOfPrefixedPath(onFr, '/de/faq')).toBe('https://rigsmith.de/faq');
    expect(hrefOfPrefixedPath(onFr, '/faq')).toBe('https://rigsmith.com/faq');
    expect(hrefOfPrefixedPath(main, '/it/faq')).toBe('/it/faq');
    expect(hrefOfPrefixedPath(prefixedEditions(''), '/de/faq')).toBe('/de/faq');
  });

  it('tells links that leave this host', () => {
    expect(isOtherHost('https://rigsmith.de/games')).toBe(true);
    expect(isOtherHost('//rigsmith.de/games')).toBe(true);
    expect(isOtherHost('/de/games')).toBe(false);
  });
});
