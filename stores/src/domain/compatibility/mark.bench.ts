import { bench, describe } from 'vitest';
import type { Build, BuildPart } from '../build/parts';
import {
  compatibleBuild,
  coolerMasterNr200p,
  corsair4000DAirflow,
  corsairSf750,
  fractalDefineR5,
  noctuaNhD15,
  rogStrixRtx4090,
  rogSwiftPg27aqdm,
  ryzen7800x3d,
  rtx4060Ventus,
  rtx4090Fe,
  rx7800xtPulse,
  samsung990Pro2tb,
  strixB650EI,
  times,
  vengeanceDdr5_32,
  arcticP12,
} from './fixtures';
import { checkCompatibility, markCandidates } from './index';

/** The customiser at the graphics step, the steps before it chosen (case … memory). */
const partialBuild: Build = [
  coolerMasterNr200p,
  ryzen7800x3d,
  strixB650EI,
  noctuaNhD15,
  vengeanceDdr5_32,
];

/**
 * The same build complete (storage, PSU, fans, monitor), back at the graphics step: every rule
 * that reads a graphics card runs (length, PSU wattage and connectors, PCIe slots, monitor).
 */
const completeSffBuild: Build = [
  ...partialBuild,
  samsung990Pro2tb,
  corsairSf750,
  times(arcticP12, 3),
  rogSwiftPg27aqdm,
];

const CANDIDATES = 4000;

/** 4,000 graphics cards: the real ones with varied lengths, power and plugs, some incompatible. */
const gpuCandidates: BuildPart<'gpu'>[] = Array.from({ length: CANDIDATES }, (_, n) => {
  const model = [rtx4060Ventus, rx7800xtPulse, rtx4090Fe, rogStrixRtx4090][
    n % 4
  ] as BuildPart<'gpu'>;
  return {
    ...model,
    id: `${model.id}-${n}`,
    specs: {
      ...model.specs,
      lengthMm: 180 + (n % 190),
      boardPowerW: (model.specs.boardPowerW ?? 0) + (n % 7) * 10,
    },
  };
});

/** 4,000 cases at the case step of a complete build. */
const caseCandidates: BuildPart<'case'>[] = Array.from({ length: CANDIDATES }, (_, n) => {
  const model = [corsair4000DAirflow, coolerMasterNr200p, fractalDefineR5][
    n % 3
  ] as BuildPart<'case'>;
  return {
    ...model,
    id: `${model.id}-${n}`,
    specs: { ...model.specs, maxGpuLengthMm: 280 + (n % 90), maxCoolerHeightMm: 140 + (n % 40) },
  };
});

/** Logs the median of the samples taken in the benchmark's own function (the table shows none). */
function withMedian(label: string, run: () => unknown) {
  const samples: number[] = [];
  return {
    fn: () => {
      const start = performance.now();
      run();
      samples.push(performance.now() - start);
    },
    options: {
      teardown: (_task: unknown, mode: string) => {
        if (mode === 'run' && samples.length > 0) {
          const sorted = [...samples].sort((a, b) => a - b);
          const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
          console.info(
            `${label}: median ${median.toFixed(3)} ms over ${samples.length} runs` +
              ` (${((median * 1000) / CANDIDATES).toFixed(3)} µs per candidate)`,
          );
        }
        samples.length = 0;
      },
    },
  };
}

describe('markCandidates', () => {
  const partial = withMedian('4,000 GPUs, partial build', () =>
    markCandidates(partialBuild, gpuCandidates),
  );
  bench('mark 4,000 GPUs against a partial build', partial.fn, partial.options);

  const complete = withMedian('4,000 GPUs, complete build', () =>
    markCandidates(completeSffBuild, gpuCandidates),
  );
  bench('mark 4,000 GPUs against a complete build', complete.fn, complete.options);

  const cases = withMedian('4,000 cases, complete build', () =>
    markCandidates(compatibleBuild, caseCandidates),
  );
  bench('mark 4,000 cases against a complete build', cases.fn, cases.options);
});

describe('checkCompatibility', () => {
  bench('check one complete build (all rules)', () => {
    checkCompatibility(compatibleBuild);
  });
});
