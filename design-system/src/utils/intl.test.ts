import { describe, expect, it } from 'vitest';
import { conjunctionList, numberFormat } from './intl';

describe('numberFormat and conjunctionList', () => {
  it('make a format once per locale and options, and format as Intl does', () => {
    expect(numberFormat('de-DE', { maximumFractionDigits: 1 })).toBe(
      numberFormat('de-DE', { maximumFractionDigits: 1 }),
    );
    expect(numberFormat('de-DE')).not.toBe(numberFormat('de-DE', { maximumFractionDigits: 1 }));
    expect(numberFormat('en-GB')).not.toBe(numberFormat('de-DE'));
    expect(numberFormat('de-DE', { maximumFractionDigits: 1 }).format(1234.56)).toBe('1.234,6');
    expect(conjunctionList('fr-FR')).toBe(conjunctionList('fr-FR'));
    expect(conjunctionList('fr-FR').format(['240', '280', '360'])).toBe('240, 280 et 360');
  });
});
