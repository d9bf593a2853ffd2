import { describe, expect, it } from 'vitest';
import { typeset, typesetText } from './typography';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('typesetText', () => {
  it('puts French no-break spaces before ; ! ? : and inside guillemets', () => {
    expect(typesetText('fr-FR', 'Prêt ? Oui ; enfin : « vite » !')).toBe(
      `Prêt${NNBSP}? Oui${NNBSP}; enfin${NBSP}: «${NBSP}vite${NBSP}»${NNBSP}!`,
    );
  });

  it('groups French thousands with a narrow no-break space, as Intl formats them', () => {
    expect(typesetText('fr-FR', 'dès 1 750 € ou 1 500 £')).toBe(
      `dès 1${NNBSP}750${NBSP}€ ou 1${NNBSP}500${NBSP}£`,
    );
  });

  it('leaves product names with a digit, a space and a model number alone', () => {
    expect(typesetText('fr-FR', 'Ryzen 7 7800X3D et Core Ultra 5 245K')).toBe(
      'Ryzen 7 7800X3D et Core Ultra 5 245K',
    );
  });

  it('leaves URLs, times and English punctuation alone', () => {
    expect(typesetText('fr-FR', 'https://rigsmith.fr à 14:00')).toBe('https://rigsmith.fr à 14:00');
    expect(typesetText('en-GB', 'Ready? Yes: now!')).toBe('Ready? Yes: now!');
  });

  it('keeps a number with its currency or percent sign in every locale', () => {
    expect(typesetText('de-DE', '1.750 € und 19 %')).toBe(`1.750${NBSP}€ und 19${NBSP}%`);
    expect(typesetText('en-GB', '£1,500')).toBe('£1,500');
  });
});

describe('typeset', () => {
  it('typesets every string of a nested value and keeps the rest', () => {
    const value = { title: 'Livraison : gratuite', items: ['1 750 €'], count: 2 };
    expect(typeset('fr-FR', value)).toEqual({
      title: `Livraison${NBSP}: gratuite`,
      items: [`1${NNBSP}750${NBSP}€`],
      count: 2,
    });
  });
});
