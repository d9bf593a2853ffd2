import { describe, expect, it } from 'vitest';
import { decodeBuild, encodeBuild } from './buildCode';

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
});
