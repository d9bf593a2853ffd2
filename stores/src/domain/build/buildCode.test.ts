import { describe, expect, it } from 'vitest';
import { decodeBuild, encodeBuild } from './buildCode';
import { MAX_BUILD_LINES, MAX_PART_AMOUNT } from './limits';

describe('build codes', () => {
  it('round-trips a build exactly, amounts included', () => {
    const lines = [
      { id: 'cpu-7800x3d', amount: 1 },
      { id: 'mem_32gb-ddr5', amount: 2 },
      { id: 'fan-p12', amount: 3 },
    ];
    expect(decodeBuild(encodeBuild(lines))).toEqual(lines);
  });

  it('drops malformed entries instead of trusting them', () => {
    expect(decodeBuild('ok-1.bad id.x*0.y*99.<script>.z*2')).toEqual([
      { id: 'ok-1', amount: 1 },
      { id: 'z', amount: 2 },
    ]);
    expect(decodeBuild('')).toEqual([]);
    expect(decodeBuild(null)).toEqual([]);
  });

  it('keeps amounts up to MAX_PART_AMOUNT and lines up to MAX_BUILD_LINES', () => {
    expect(decodeBuild(`a*${MAX_PART_AMOUNT}.b*${MAX_PART_AMOUNT + 1}`)).toEqual([
      { id: 'a', amount: MAX_PART_AMOUNT },
    ]);
    const long = Array.from({ length: MAX_BUILD_LINES + 1 }, (_, index) => `p${index}`).join('.');
    expect(decodeBuild(long)).toHaveLength(MAX_BUILD_LINES);
  });
});
