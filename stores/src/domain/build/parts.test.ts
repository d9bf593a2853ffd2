import { describe, expect, it } from 'vitest';
import type { Build } from './parts';
import { indexBuild, toBuildPart, toIndexedPart, withPart } from './parts';
import {
  arcticP12,
  corsair4000DAirflow,
  rtx4060Ventus,
  rtx4090Fe,
  times,
} from '../compatibility/fixtures';

describe('indexBuild', () => {
  it('groups the parts by category once, keeping well-formed parts as they are', () => {
    const index = indexBuild([corsair4000DAirflow, rtx4090Fe, times(arcticP12, 3)]);
    expect(index.case).toEqual([corsair4000DAirflow]);
    expect(index.gpu[0]).toBe(rtx4090Fe);
    expect(index.fan[0]?.amount).toBe(3);
    expect(index.memory).toEqual([]);
    expect(indexBuild(index)).toBe(index);
  });

  it('drops parts that cannot be in a build and repairs malformed amounts and specs', () => {
    const index = indexBuild([
      null,
      { ...rtx4090Fe, category: 'toaster' },
      { ...arcticP12, amount: 0 },
      { ...corsair4000DAirflow, amount: 2.7, specs: null },
      { ...rtx4060Ventus, amount: undefined },
    ] as unknown as Build);
    expect(index.fan).toEqual([]);
    expect(index.case).toEqual([{ ...corsair4000DAirflow, amount: 2, specs: {} }]);
    expect(index.gpu[0]?.amount).toBe(1);
    expect(toIndexedPart({ ...arcticP12, amount: -1 })).toBeNull();
  });

  it('swaps or adds a part without touching the original index', () => {
    const index = indexBuild([rtx4090Fe, arcticP12]);
    expect(withPart(index, rtx4060Ventus, 'replace').gpu).toEqual([rtx4060Ventus]);
    expect(withPart(index, arcticP12, 'add').fan).toHaveLength(2);
    expect(index.gpu).toEqual([rtx4090Fe]);
  });
});

describe('toBuildPart', () => {
  it('takes a catalogue row as the rules read it: id as a string, the amount given', () => {
    const row = {
      id: 42,
      title: rtx4090Fe.title,
      category: rtx4090Fe.category,
      specs: rtx4090Fe.specs,
      stock: 3,
    };
    expect(toBuildPart(row, 2)).toEqual({
      id: '42',
      title: rtx4090Fe.title,
      category: 'gpu',
      specs: rtx4090Fe.specs,
      amount: 2,
    });
  });

  it('keeps the specifications as they are, so the rules read the same object', () => {
    expect(toBuildPart(rtx4090Fe, 1).specs).toBe(rtx4090Fe.specs);
  });
});
