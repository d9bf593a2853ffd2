import type { CoolerSpecs } from '../../api/schemas/specs';
import type { IndexedBuild } from '../build/parts';
import { error, listParam } from './issue';
import type { CompatibilityIssue } from './issue';

/** `gpu_too_long`: a graphics card is longer than the case allows (equal fits). */
export function checkGpuLength(build: IndexedBuild): CompatibilityIssue[] {
  const pcCase = build.case[0];
  const caseMaxMm = pcCase?.specs.maxGpuLengthMm;
  if (!pcCase || typeof caseMaxMm !== 'number') return [];
  const issues: CompatibilityIssue[] = [];
  for (const gpu of build.gpu) {
    const gpuLengthMm = gpu.specs.lengthMm;
    if (typeof gpuLengthMm !== 'number' || gpuLengthMm <= caseMaxMm) continue;
    issues.push(
      error('gpu_too_long', [gpu.id, pcCase.id], {
        gpu: gpu.title,
        gpuLengthMm,
        case: pcCase.title,
        caseMaxMm,
      }),
    );
  }
  return issues;
}

/** A cooler's kind, from `kind` or else from which dimension its data sheet gives. */
export function coolerKind(specs: Partial<CoolerSpecs>): 'air' | 'aio' | undefined {
  if (specs.kind === 'air' || specs.kind === 'aio') return specs.kind;
  if (typeof specs.radiatorMm === 'number') return 'aio';
  if (typeof specs.heightMm === 'number') return 'air';
  return undefined;
}

/** `cooler_too_tall`: an air cooler is taller than the case's CPU cooler clearance (equal fits). */
export function checkCoolerHeight(build: IndexedBuild): CompatibilityIssue[] {
  const pcCase = build.case[0];
  const caseMaxMm = pcCase?.specs.maxCoolerHeightMm;
  if (!pcCase || typeof caseMaxMm !== 'number') return [];
  const issues: CompatibilityIssue[] = [];
  for (const cooler of build.cooler) {
    const coolerHeightMm = cooler.specs.heightMm;
    if (typeof coolerHeightMm !== 'number' || coolerHeightMm <= caseMaxMm) continue;
    if (coolerKind(cooler.specs) !== 'air') continue;
    issues.push(
      error('cooler_too_tall', [cooler.id, pcCase.id], {
        cooler: cooler.title,
        coolerHeightMm,
        case: pcCase.title,
        caseMaxMm,
      }),
    );
  }
  return issues;
}

/**
 * `radiator_not_supported`: the case has no mount for an AIO's radiator size. Sizes must match
 * exactly: a 280 mm mount (140 mm fan spacing) doesn't take a 240 mm radiator's screws.
 */
export function checkRadiator(build: IndexedBuild): CompatibilityIssue[] {
  const pcCase = build.case[0];
  const mounts = pcCase?.specs.radiatorMounts;
  if (!pcCase || !Array.isArray(mounts)) return [];
  const issues: CompatibilityIssue[] = [];
  for (const cooler of build.cooler) {
    const radiatorMm = cooler.specs.radiatorMm;
    if (typeof radiatorMm !== 'number' || mounts.includes(radiatorMm)) continue;
    if (coolerKind(cooler.specs) !== 'aio') continue;
    issues.push(
      error('radiator_not_supported', [cooler.id, pcCase.id], {
        cooler: cooler.title,
        radiatorMm,
        case: pcCase.title,
        caseRadiatorsMm: listParam(mounts),
      }),
    );
  }
  return issues;
}
