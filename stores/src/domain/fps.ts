import type { GameProfile, Resolution } from '../api/schemas/games';
import { indexBuild } from './build/parts';
import type { Build, IndexedBuild, IndexedPart } from './build/parts';

/**
 * The FPS estimation model — one model for every figure the shop shows: the server computes each
 * pre-built model's FPS per game and resolution with it, the customiser runs it live.
 *
 * Inputs: the CPU's and the GPU's `perfIndex` (relative gaming performance, 100 = Ryzen 7 7800X3D
 * for CPUs and GeForce RTX 4090 for GPUs) and the game's profile (`referenceFps` per resolution
 * with a perfIndex-100 GPU and no CPU limit; `cpuLimitFps`, the cap a perfIndex-100 CPU puts on
 * the game).
 *
 * 1. GPU-bound frame rate: `referenceFps[resolution] × (gpuPerfIndex / 100)^0.9`.
 *    The indices are relative throughput measured in GPU-bound (4K) tests. The exponent 0.9 < 1
 *    because part of every frame's GPU time (geometry, driver, post-processing) doesn't grow with
 *    shading power, so a slower card loses a little less than its index: an index of 30 (an RTX
 *    4060) gives 34 % of the RTX 4090's frame rate rather than 30 %, in line with review averages
 *    at 1080p/1440p.
 * 2. CPU cap: `cpuLimitFps × cpuPerfIndex / 100` — game logic and draw calls scale linearly with
 *    the CPU's single-thread-heavy gaming index.
 * 3. Combined with a soft minimum `(gpuFps^-4 + cpuFps^-4)^(-1/4)`: the slower side dominates
 *    (a 2:1 ratio costs the slower side 1.5 %), and when both are equal each holds the other
 *    back by 16 %, as a real CPU and GPU do when they take turns on the same frame.
 *
 * Without a graphics card, the CPU's integrated graphics count as perfIndex 4. The result is
 * rounded to a whole frame rate; it is an estimate and is shown as one. A part whose perfIndex
 * isn't listed (null: outside the performance tables) gives no estimate, never a guess.
 */

/** The perfIndex given to a CPU's integrated graphics when the build has no graphics card. */
export const INTEGRATED_GRAPHICS_PERF_INDEX = 4;
/** How GPU-bound FPS scale with the GPU's perfIndex (see the model above). */
export const GPU_SCALING_EXPONENT = 0.9;
/** The `k` of the soft minimum: higher is closer to a hard minimum. */
export const BOTTLENECK_SHARPNESS = 4;

export interface PerfIndices {
  /** The CPU's perfIndex; null or undefined when the build has no CPU (no estimate). */
  cpuPerfIndex: number | null | undefined;
  /** The GPU's perfIndex; null or undefined for integrated graphics. */
  gpuPerfIndex: number | null | undefined;
}

/** Estimated average FPS (an integer), or null without a CPU. */
export function estimateFps(
  { cpuPerfIndex, gpuPerfIndex }: PerfIndices,
  profile: GameProfile,
  resolution: Resolution,
): number | null {
  if (typeof cpuPerfIndex !== 'number' || Number.isNaN(cpuPerfIndex)) return null;
  const cpu = cpuPerfIndex;
  const gpu =
    typeof gpuPerfIndex === 'number' && !Number.isNaN(gpuPerfIndex)
      ? gpuPerfIndex
      : INTEGRATED_GRAPHICS_PERF_INDEX;
  const gpuBound = profile.referenceFps[resolution] * Math.pow(gpu / 100, GPU_SCALING_EXPONENT);
  const cpuCap = (profile.cpuLimitFps * cpu) / 100;
  if (!(gpuBound > 0) || !(cpuCap > 0)) return 0;
  const k = BOTTLENECK_SHARPNESS;
  return Math.round(Math.pow(Math.pow(gpuBound, -k) + Math.pow(cpuCap, -k), -1 / k));
}

/**
 * The perfIndices of a build: its CPU's, and its fastest graphics card's (games use one card;
 * a second one adds nothing), or null for the GPU when it has none. Null when there is nothing
 * to estimate: no CPU, no graphics at all (no card and no integrated graphics), or a perfIndex
 * not listed (see unlistedPerformance).
 */
export function buildPerfIndices(build: Build | IndexedBuild): PerfIndices | null {
  const index = indexBuild(build);
  const cpu = index.cpu[0];
  const cpuPerfIndex = cpu?.specs.perfIndex;
  if (!cpu || typeof cpuPerfIndex !== 'number') return null;
  if (index.gpu.length === 0) {
    return cpu.specs.integratedGraphics === true ? { cpuPerfIndex, gpuPerfIndex: null } : null;
  }
  let gpuPerfIndex = 0;
  for (const gpu of index.gpu) {
    const perf = gpu.specs.perfIndex;
    // A card not listed might be the fastest: the estimate would be a guess.
    if (typeof perf !== 'number') return null;
    gpuPerfIndex = Math.max(gpuPerfIndex, perf);
  }
  return { cpuPerfIndex, gpuPerfIndex };
}

/**
 * The parts of a build whose perfIndex isn't listed, CPU first: why it has no FPS estimate when
 * it has a CPU and graphics. Empty when it has an estimate or lacks a part to estimate with.
 */
export function unlistedPerformance(build: Build | IndexedBuild): IndexedPart<'cpu' | 'gpu'>[] {
  const index = indexBuild(build);
  const cpu = index.cpu[0];
  if (!cpu || (index.gpu.length === 0 && cpu.specs.integratedGraphics !== true)) return [];
  const parts: IndexedPart<'cpu' | 'gpu'>[] = [cpu, ...index.gpu];
  return parts.filter((part) => typeof part.specs.perfIndex !== 'number');
}

/** The FPS estimate of a build for one game and resolution, or null (see buildPerfIndices). */
export function estimateBuildFps(
  build: Build | IndexedBuild,
  profile: GameProfile,
  resolution: Resolution,
): number | null {
  const indices = buildPerfIndices(build);
  return indices ? estimateFps(indices, profile, resolution) : null;
}
