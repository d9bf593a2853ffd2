import { describe, expect, it } from 'vitest';
import { darkTokens } from '../../../design-system/src/themes/tokens';
import { caseBodyColour, luminance, safeHex, shade, ui } from './palette';

describe('palette', () => {
  it('uses the dark theme tokens for surfaces, text and accents', () => {
    for (const [name, value] of Object.entries(ui)) {
      expect(value, name).toBe(darkTokens.color[name as keyof typeof darkTokens.color]);
    }
  });

  it('reads a case body colour from its catalogue colour name', () => {
    expect(caseBodyColour('Black')).toBe(caseBodyColour('matte black'));
    expect(luminance(caseBodyColour('White'))).toBeGreaterThan(0.6);
    expect(luminance(caseBodyColour('Black'))).toBeLessThan(0.05);
    expect(caseBodyColour('White / Walnut')).toBe(caseBodyColour('White'));
    expect(caseBodyColour('Walnut and white')).toBe(caseBodyColour('wood'));
    expect(caseBodyColour('#AABBCC')).toBe('#aabbcc');
    expect(caseBodyColour('Galactic')).toBe(caseBodyColour('Black'));
  });

  it('accepts only hex colours from data', () => {
    expect(safeHex('#22D3EE', '#000')).toBe('#22d3ee');
    expect(safeHex('red" onload="x', '#000')).toBe('#000');
    expect(safeHex('url(https://x)', '#000')).toBe('#000');
  });

  it('shades towards white and black', () => {
    expect(shade('#808080', 1)).toBe('#ffffff');
    expect(shade('#808080', -1)).toBe('#000000');
    expect(shade('#fff', -0.5)).toBe('#808080');
  });
});
