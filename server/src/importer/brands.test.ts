import { describe, expect, it } from 'vitest';
import { canonicalBrands } from './brands';

describe('brand spellings', () => {
  it('shows one brand in its most frequent spelling', () => {
    const brands = canonicalBrands(['ASUS', 'Asus', 'ASUS', 'G.Skill', 'G.SKILL', 'G.SKILL']);
    expect(brands.get('Asus')).toBe('ASUS');
    expect(brands.get('G.Skill')).toBe('G.SKILL');
  });

  it('breaks a tie alphabetically, so every run picks the same', () => {
    expect(canonicalBrands(['Seasonic', 'SeaSonic']).get('Seasonic')).toBe('SeaSonic');
  });

  it('keeps brands whose letters differ apart', () => {
    const brands = canonicalBrands(['MSI', 'MSi Gaming']);
    expect(brands.get('MSi Gaming')).toBe('MSi Gaming');
  });
});
