import { describe, expect, it } from 'vitest';
import { isCmsSlug } from '../constants/index';
import { cmsSlugSchema } from './cms';

describe('a CMS page’s slug', () => {
  it('is checked without zod exactly as the schema checks it', () => {
    const paths = [
      'faq',
      'about-us',
      'terms-2026',
      'support/faqs',
      'About-us',
      'about--us',
      '-faq',
      'faq-',
      '',
      'a'.repeat(100),
      'a'.repeat(101),
      'café',
    ];
    for (const path of paths) {
      expect(isCmsSlug(path), path).toBe(cmsSlugSchema.safeParse(path).success);
    }
    expect(paths.filter(isCmsSlug)).toEqual(['faq', 'about-us', 'terms-2026', 'a'.repeat(100)]);
  });
});
