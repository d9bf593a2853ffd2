import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mergeRefs } from './mergeRefs';

describe('mergeRefs', () => {
  it('sets object and callback refs to the element, and clears them on detach', () => {
    const object = createRef<string>();
    const callback = vi.fn();
    const detach = mergeRefs(object, callback, undefined)('button');
    expect(object.current).toBe('button');
    expect(callback).toHaveBeenCalledWith('button');
    detach?.();
    expect(object.current).toBeNull();
    expect(callback).toHaveBeenLastCalledWith(null);
  });

  it('runs the cleanup a callback ref returned instead of calling it with null', () => {
    const cleanup = vi.fn();
    const callback = vi.fn(() => cleanup);
    mergeRefs(callback)('button')?.();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
