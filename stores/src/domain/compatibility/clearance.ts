import type { CoolerSpecs } from '../../api/schemas/specs';
import type { IndexedBuild } from '../build/parts';
import { error, listParam, unlistedFacts, unverified } from './issue';
import type { CompatibilityIssue } from './issue';

/**
 * `gpu_too_long`: a graphics card is longer than the case allows (equal fits); unverified when
 * the card's length or the case's maximum isn't listed.
 */
export function checkGpuLength(build: IndexedBuild): CompatibilityIssue[] {
  const pcCase = build.case[0];
  if (!pcCase || build.gpu.length === 0) return [];
  const caseMaxMm = pcCase.specs.maxGpuLengthMm;
  const issues: CompatibilityIssue[] = [];
  for (const gpu of build.gpu) {
    const gpuLengthMm = gpu.specs.lengthMm;
    if (typeof gpuLengthMm !== 'number' || typeof caseMaxMm !== 'number') {
      const missing = unlistedFacts(
        [gpu, 'lengthMm', gpuLengthMm],
        [pcCase, 'maxGpuLengthMm', caseMaxMm],
      );
      const params = { gpu: gpu.title, case: pcCase.title };
      issues.push(unverified('gpu_too_long', [gpu.id, pcCase.id], params, missing));
      continue;
    }
    if (gpuLengthMm <= caseMaxMm) continue;
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

/**
 * `cooler_too_tall`: an air cooler is taller than the case's CPU cooler clearance (equal fits);
 * unverified when the cooler's height or the case's clearance isn't listed.
 */
export function checkCoolerHeight(build: IndexedBuild): CompatibilityIssue[] {
  const pcCase = build.case[0];
  if (!pcCase || build.cooler.length === 0) return [];
  const caseMaxMm = pcCase.specs.maxCoolerHeightMm;
  const issues: CompatibilityIssue[] = [];
  for (const cooler of build.cooler) {
    if (coolerKind(cooler.specs) !== 'air') continue;
    const coolerHeightMm = cooler.specs.heightMm;
    if (typeof coolerHeightMm !== 'number' || typeof caseMaxMm !== 'number') {
      const missing = unlistedFacts(
        [cooler, 'heightMm', coolerHeightMm],
        [pcCase, 'maxCoolerHeightMm', caseMaxMm],
      );
      const params = { cooler: cooler.title, case: pcCase.title };
      issues.push(unverified('cooler_too_tall', [cooler.id, pcCase.id], params, missing));
      continue;
    }
    if (coolerHeightMm <= caseMaxMm) continue;
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
 * Unverified when the radiator's size or the case's radiator mounts aren't listed.
 */
export function checkRadiator(build: IndexedBuild): CompatibilityIssue[] {
  const pcCase = build.case[0];
  if (!pcCase || build.cooler.length === 0) return [];
  const mounts = pcCase.specs.radiatorMounts;
  const issues: CompatibilityIssue[] = [];
  for (const cooler of build.cooler) {
    if (coolerKind(cooler.specs) !== 'aio') continue;
    const radiatorMm = cooler.specs.radiatorMm;
    if (typeof radiatorMm !== 'number' || !Array.isArray(mounts)) {
      const missing = unlistedFacts(
        [cooler, 'radiatorMm', radiatorMm],
        [pcCase, 'radiatorMounts', mounts],
      );
      const params = { cooler: cooler.title, case: pcCase.title };
      issues.push(unverified('radiator_not_supported', [cooler.id, pcCase.id], params, missing));
      continue;
    }
    if (mounts.includes(radiatorMm)) continue;
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
