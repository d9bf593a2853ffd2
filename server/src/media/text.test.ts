import { describe, expect, it } from 'vitest';
import { fittedText, textWidth, wrapText } from './text';

describe('text layout', () => {
  it('estimates wider text for more and wider characters', () => {
    expect(textWidth('WWW', 20)).toBeGreaterThan(textWidth('iii', 20));
    expect(textWidth('abc', 20, true)).toBeGreaterThan(textWidth('abc', 20));
  });

  it('wraps words into lines and puts the rest on the last allowed line', () => {
    const lines = wrapText('The Witcher 3: Wild Hunt – Complete Edition', 300, 40, 2, true);
    expect(lines).toHaveLength(2);
    expect(lines.join(' ')).toBe('The Witcher 3: Wild Hunt – Complete Edition');
    expect(wrapText('Short', 300, 40, 3)).toEqual(['Short']);
  });

  it('squeezes a line that would overflow, and leaves a short one alone', () => {
    const long = fittedText('A very long product name that cannot fit', 100, {
      x: 0,
      y: 0,
      'font-size': 20,
    }).svg;
    expect(long).toContain('textLength="100"');
    expect(long).toContain('lengthAdjust="spacingAndGlyphs"');
    expect(fittedText('Ok', 100, { x: 0, y: 0, 'font-size': 20 }).svg).not.toContain('textLength');
  });
});
