import { describe, expect, it } from 'vitest';
import { indexBuild } from '../build/parts';
import type { BuildPart } from '../build/parts';
import {
  magB660mMortarDdr4,
  strixB650A,
  strixB650EI,
  times,
  tridentZ5Rgb32,
  vengeanceDdr5_32,
  vengeanceLpxDdr4_16,
  withSpecs,
} from './fixtures';
import { checkDimmSlots, checkMemoryType } from './memory';

const run = (rule: typeof checkMemoryType, ...parts: BuildPart[]) => rule(indexBuild(parts));

describe('memory_type_mismatch', () => {
  it('flags DDR5 memory on a DDR4 board', () => {
    expect(run(checkMemoryType, vengeanceDdr5_32, magB660mMortarDdr4)).toEqual([
      {
        code: 'memory_type_mismatch',
        severity: 'error',
        parts: [vengeanceDdr5_32.id, magB660mMortarDdr4.id],
        params: {
          memory: 'Corsair Vengeance DDR5 32 GB (2 × 16 GB) 6000 CL30',
          memoryType: 'DDR5',
          motherboard: 'MSI MAG B660M Mortar DDR4',
          motherboardType: 'DDR4',
        },
      },
    ]);
  });

  it('passes the board’s type and flags each mismatched kit only', () => {
    expect(run(checkMemoryType, vengeanceLpxDdr4_16, magB660mMortarDdr4)).toEqual([]);
    const issues = run(checkMemoryType, vengeanceDdr5_32, vengeanceLpxDdr4_16, strixB650A);
    expect(issues.map((issue) => issue.parts[0])).toEqual([vengeanceLpxDdr4_16.id]);
  });

  it('skips without a board or a type', () => {
    expect(run(checkMemoryType, vengeanceDdr5_32)).toEqual([]);
    expect(
      run(checkMemoryType, withSpecs(vengeanceDdr5_32, { type: undefined }), magB660mMortarDdr4),
    ).toEqual([]);
  });
});

describe('not_enough_dimm_slots', () => {
  it('counts modules per kit × kits: 3 two-module kits need 6 slots', () => {
    expect(run(checkDimmSlots, times(vengeanceLpxDdr4_16, 3), magB660mMortarDdr4)).toEqual([
      {
        code: 'not_enough_dimm_slots',
        severity: 'error',
        parts: [vengeanceLpxDdr4_16.id, magB660mMortarDdr4.id],
        params: { motherboard: 'MSI MAG B660M Mortar DDR4', modules: 6, slots: 4 },
      },
    ]);
    expect(run(checkDimmSlots, vengeanceDdr5_32, tridentZ5Rgb32, strixB650EI)).toMatchObject([
      { params: { modules: 4, slots: 2 } },
    ]);
  });

  it('passes when modules fill every slot (equality)', () => {
    expect(run(checkDimmSlots, times(vengeanceLpxDdr4_16, 2), magB660mMortarDdr4)).toEqual([]);
    expect(run(checkDimmSlots, vengeanceDdr5_32, strixB650EI)).toEqual([]);
  });

  it('counts a kit of unknown size as one module, skips a board without a slot count', () => {
    const unknownKit = withSpecs(vengeanceDdr5_32, { modules: undefined });
    expect(run(checkDimmSlots, times(unknownKit, 2), strixB650EI)).toEqual([]);
    expect(run(checkDimmSlots, times(unknownKit, 3), strixB650EI)).toHaveLength(1);
    const noSlots = withSpecs(strixB650EI, { dimmSlots: undefined });
    expect(run(checkDimmSlots, times(vengeanceDdr5_32, 4), noSlots)).toEqual([]);
  });
});
