import { describe, expect, it, vi } from 'vitest';
import { memoOfTwo } from './memoOfTwo';

describe('memoOfTwo', () => {
  it('computes once per pair, the first argument by identity', () => {
    const memo = memoOfTwo<number[], string, number>();
    const compute = vi.fn((values: number[], sign: string) =>
      values.reduce((sum, value) => sum + (sign === '-' ? -value : value), 0),
    );
    const values = [1, 2, 3];
    expect(memo(values, '+', compute)).toBe(6);
    expect(memo(values, '+', compute)).toBe(6);
    expect(memo(values, '-', compute)).toBe(-6);
    expect(memo([1, 2, 3], '+', compute)).toBe(6);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('keeps the latest four answers of a first argument', () => {
    const memo = memoOfTwo<object, number, number>();
    const compute = vi.fn((_: object, value: number) => value * 2);
    const first = {};
    for (const value of [1, 2, 3, 4, 5]) memo(first, value, compute);
    memo(first, 5, compute);
    memo(first, 2, compute);
    expect(compute).toHaveBeenCalledTimes(5);
    memo(first, 1, compute);
    expect(compute).toHaveBeenCalledTimes(6);
  });
});
