import { describe, expect, it } from 'vitest';
import {
  EDITION_COOKIE,
  editionCookie,
  editionForLanguages,
  firstVisit,
  readEditionCookie,
} from './editionCookie';

describe('the edition cookie', () => {
  it('reads the edition among other cookies, and ignores an unknown one', () => {
    expect(readEditionCookie('a=1; i18n_redirected=fr; b=2')).toBe('fr');
    expect(readEditionCookie('i18n_redirected=xx')).toBeNull();
    expect(readEditionCookie('')).toBeNull();
  });

  it('is written for the whole site for a year', () => {
    expect(editionCookie('de')).toBe(
      `${EDITION_COOKIE}=de; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
  });

  it('picks the first browser language the shop speaks', () => {
    expect(editionForLanguages(['fr-FR', 'fr', 'en-US'])).toBe('fr');
    expect(editionForLanguages(['nl-NL', 'de'])).toBe('de');
    expect(editionForLanguages(['en-US'])).toBe('uk');
    expect(editionForLanguages(['pt-BR'])).toBe('uk');
    expect(editionForLanguages([])).toBe('uk');
  });

  it('sends a first visit to / once to the browser language’s edition', () => {
    expect(
      firstVisit({ pathname: '/', search: '?utm=x', cookie: '', languages: ['it-IT'] }),
    ).toEqual({ edition: 'it', redirectTo: '/it?utm=x' });
    expect(firstVisit({ pathname: '/', search: '', cookie: '', languages: ['en-GB'] })).toEqual({
      edition: 'uk',
      redirectTo: null,
    });
  });

  it('never redirects once the cookie exists, nor a deep link', () => {
    expect(
      firstVisit({ pathname: '/', search: '', cookie: 'i18n_redirected=uk', languages: ['fr'] }),
    ).toBeNull();
    expect(
      firstVisit({ pathname: '/games', search: '', cookie: '', languages: ['fr'] }),
    ).toBeNull();
  });
});
