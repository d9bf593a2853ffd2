import { describe, expect, it } from 'vitest';
import { firstScreenPriority, imageLoading } from './imageLoading';

describe('image loading priorities', () => {
  it('loads below the fold lazily, the first screen eagerly and its largest picture first', () => {
    expect(imageLoading()).toEqual({ loading: 'lazy' });
    expect(imageLoading('eager')).toEqual({ loading: 'eager' });
    expect(imageLoading('high')).toEqual({ loading: 'eager', fetchPriority: 'high' });
  });

  it('gives the first picture of a list high priority and the rest of its first screen eager', () => {
    expect([0, 1, 2, 3, 4].map((index) => firstScreenPriority(index, 4))).toEqual([
      'high',
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
    expect(firstScreenPriority(0, 0)).toBe('lazy');
  });
});
