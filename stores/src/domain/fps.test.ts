import { describe, expect, it } from 'vitest';
import type { GameProfile } from '../api/schemas/games';
import type { BuildPart } from './build/parts';
import { gameProfileSchema } from '../api/schemas/games';
import {
  corei5_14400f,
  corei5_14600k,
  ryzen5_5600x,
  ryzen7800x3d,
  rtx4060Ventus,
  rtx4090Fe,
  rx7800xtPulse,
  withSpecs,
} from './compatibility/fixtures';
import {
  INTEGRATED_GRAPHICS_PERF_INDEX,
  buildPerfIndices,
  estimateBuildFps,
  estimateFps,
  unlistedPerformance,
} from './fps';

/** A demanding single-player game: GPU-bound except at 1080p on a fast card. */
const cyberpunk: GameProfile = {
  referenceFps: { '1080p': 150, '1440p': 110, '4k': 62 },
  cpuLimitFps: 180,
};
/** An esports title: hundreds of frames, capped by the CPU. */
const counterStrike: GameProfile = {
  referenceFps: { '1080p': 800, '1440p': 650, '4k': 420 },
  cpuLimitFps: 520,
};

describe('estimateFps', () => {
  it('validates against the game profile schema the seed data uses', () => {
    expect(gameProfileSchema.parse(cyberpunk)).toEqual(cyberpunk);
    expect(() =>
      gameProfileSchema.parse({
        referenceFps: { '1080p': 0, '1440p': 1, '4k': 1 },
        cpuLimitFps: 1,
      }),
    ).toThrow();
  });

  it('gives integers close to the slower of GPU-bound rate and CPU cap', () => {
    const fps = estimateFps({ cpuPerfIndex: 100, gpuPerfIndex: 100 }, cyberpunk, '4k');
    expect(Number.isInteger(fps)).toBe(true);
    // GPU-bound 62, CPU cap 180: the GPU side dominates.
    expect(fps).toBe(62);
    // GPU-bound 150, CPU cap 180: close, so each holds the other back (150 × 1.48^-¼ = 136).
    expect(estimateFps({ cpuPerfIndex: 100, gpuPerfIndex: 100 }, cyberpunk, '1080p')).toBe(136);
  });

  it('is monotonic in the GPU and the CPU index, at every resolution', () => {
    for (const resolution of ['1080p', '1440p', '4k'] as const) {
      let previous = 0;
      for (let gpuPerfIndex = 5; gpuPerfIndex <= 150; gpuPerfIndex += 5) {
        const fps = estimateFps({ cpuPerfIndex: 80, gpuPerfIndex }, cyberpunk, resolution) ?? 0;
        expect(fps).toBeGreaterThanOrEqual(previous);
        previous = fps;
      }
      previous = 0;
      for (let cpuPerfIndex = 5; cpuPerfIndex <= 150; cpuPerfIndex += 5) {
        const fps = estimateFps({ cpuPerfIndex, gpuPerfIndex: 60 }, counterStrike, resolution) ?? 0;
        expect(fps).toBeGreaterThanOrEqual(previous);
        previous = fps;
      }
    }
    expect(
      estimateFps({ cpuPerfIndex: 100, gpuPerfIndex: 100 }, cyberpunk, '1080p'),
    ).toBeGreaterThan(estimateFps({ cpuPerfIndex: 100, gpuPerfIndex: 100 }, cyberpunk, '4k') ?? 0);
  });

  it('lets the CPU cap dominate an esports title at 1080p', () => {
    const withCpu = (cpuPerfIndex: number, gpuPerfIndex: number) =>
      estimateFps({ cpuPerfIndex, gpuPerfIndex }, counterStrike, '1080p') ?? 0;
    const capOf14600k = (counterStrike.cpuLimitFps * 84) / 100;
    expect(withCpu(84, 100)).toBeLessThanOrEqual(capOf14600k);
    expect(withCpu(84, 100)).toBeGreaterThan(capOf14600k * 0.95);
    // A 50 % faster GPU gains little; a faster CPU gains almost all of its difference.
    expect(withCpu(84, 150) / withCpu(84, 100)).toBeLessThan(1.03);
    expect(withCpu(100, 100) / withCpu(84, 100)).toBeGreaterThan(1.1);
  });

  it('scales GPU-bound rates with perfIndex^0.9', () => {
    const fast = estimateFps({ cpuPerfIndex: 1000, gpuPerfIndex: 100 }, cyberpunk, '4k') ?? 0;
    const slow = estimateFps({ cpuPerfIndex: 1000, gpuPerfIndex: 30 }, cyberpunk, '4k') ?? 0;
    expect(slow / fast).toBeCloseTo(Math.pow(0.3, 0.9), 1);
  });

  it('uses perfIndex 4 for integrated graphics, and null without a CPU', () => {
    const integrated = estimateFps({ cpuPerfIndex: 100, gpuPerfIndex: null }, cyberpunk, '1080p');
    expect(integrated).toBe(
      estimateFps(
        { cpuPerfIndex: 100, gpuPerfIndex: INTEGRATED_GRAPHICS_PERF_INDEX },
        cyberpunk,
        '1080p',
      ),
    );
    expect(integrated).toBe(8);
    expect(estimateFps({ cpuPerfIndex: null, gpuPerfIndex: 100 }, cyberpunk, '1080p')).toBeNull();
    expect(estimateFps({ cpuPerfIndex: 0, gpuPerfIndex: 100 }, cyberpunk, '1080p')).toBe(0);
  });
});

describe('estimateBuildFps', () => {
  it("reads the CPU's and the fastest graphics card's indices from the build", () => {
    expect(buildPerfIndices([ryzen7800x3d, rtx4060Ventus, rtx4090Fe])).toEqual({
      cpuPerfIndex: 100,
      gpuPerfIndex: 100,
    });
    expect(estimateBuildFps([corei5_14600k, rx7800xtPulse], cyberpunk, '1440p')).toBe(
      estimateFps({ cpuPerfIndex: 84, gpuPerfIndex: 55 }, cyberpunk, '1440p'),
    );
  });

  it('ranks real builds as expected', () => {
    const fps = (...build: BuildPart[]) => estimateBuildFps(build, cyberpunk, '1440p') ?? 0;
    expect(fps(ryzen7800x3d, rtx4090Fe)).toBeGreaterThan(fps(ryzen7800x3d, rx7800xtPulse));
    expect(fps(ryzen7800x3d, rx7800xtPulse)).toBeGreaterThan(fps(ryzen7800x3d, rtx4060Ventus));
    expect(fps(ryzen7800x3d, rtx4090Fe)).toBeGreaterThan(fps(ryzen5_5600x, rtx4090Fe));
  });

  it('uses integrated graphics without a card, and gives null when there is nothing to estimate', () => {
    expect(estimateBuildFps([ryzen7800x3d], cyberpunk, '1080p')).toBe(8);
    expect(estimateBuildFps([corei5_14400f], cyberpunk, '1080p')).toBeNull();
    expect(estimateBuildFps([rtx4090Fe], cyberpunk, '1080p')).toBeNull();
    expect(
      estimateBuildFps(
        [withSpecs(ryzen7800x3d, { perfIndex: undefined }), rtx4090Fe],
        cyberpunk,
        '4k',
      ),
    ).toBeNull();
    expect(
      estimateBuildFps(
        [ryzen7800x3d, withSpecs(rtx4090Fe, { perfIndex: undefined })],
        cyberpunk,
        '4k',
      ),
    ).toBeNull();
  });
});

describe('unlistedPerformance', () => {
  const unlistedCpu = withSpecs(corei5_14600k, { perfIndex: null });
  const unlistedGpu = withSpecs(rtx4060Ventus, { perfIndex: null });

  it("gives no estimate for a part whose perfIndex isn't listed, and names it", () => {
    expect(estimateBuildFps([unlistedCpu, rtx4090Fe], cyberpunk, '1440p')).toBeNull();
    expect(unlistedPerformance([unlistedCpu, rtx4090Fe]).map((part) => part.id)).toEqual([
      corei5_14600k.id,
    ]);
    expect(unlistedPerformance([unlistedCpu, unlistedGpu]).map((part) => part.id)).toEqual([
      corei5_14600k.id,
      rtx4060Ventus.id,
    ]);
  });

  it("doesn't estimate from the listed card while another card isn't listed", () => {
    expect(buildPerfIndices([ryzen7800x3d, rtx4090Fe, unlistedGpu])).toBeNull();
    expect(unlistedPerformance([ryzen7800x3d, rtx4090Fe, unlistedGpu])).toHaveLength(1);
  });

  it('names nothing when there is an estimate or a part to estimate with is missing', () => {
    expect(unlistedPerformance([ryzen7800x3d, rtx4090Fe])).toEqual([]);
    expect(unlistedPerformance([unlistedGpu])).toEqual([]);
    expect(unlistedPerformance([withSpecs(corei5_14400f, { perfIndex: null })])).toEqual([]);
  });
});
