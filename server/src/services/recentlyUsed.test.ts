import { describe, expect, it } from 'vitest';
import { RecentlyUsed } from './recentlyUsed';

/** Two entries kept, at its capacity: a, then b. */
function full(): RecentlyUsed<string, number> {
  const kept = new RecentlyUsed<string, number>(2);
  kept.set('a', 1);
  kept.set('b', 2);
  return kept;
}

describe('RecentlyUsed', () => {
  it('forgets the least recently used entry beyond its capacity', () => {
    const kept = full();
    expect(kept.get('a')).toBe(1);
    kept.set('c', 3);
    expect(kept.get('b')).toBeUndefined();
    expect([kept.get('a'), kept.get('c'), kept.size]).toEqual([1, 3, 2]);
  });

  it('peeks without making an entry the newest, and writes again in place', () => {
    const kept = full();
    expect(kept.peek('a')).toBe(1);
    kept.set('b', 20);
    kept.set('c', 3);
    expect([kept.peek('a'), kept.peek('b'), kept.peek('c')]).toEqual([undefined, 20, 3]);
    kept.delete('b');
    kept.clear();
    expect(kept.size).toBe(0);
  });
});
