import type { VideoPort } from '../../api/schemas/specs';
import type { IndexedBuild, IndexedPart } from '../build/parts';
import { error, ids, listParam } from './issue';
import type { CompatibilityIssue } from './issue';

/**
 * `gpu_required`: the CPU has no integrated graphics and the build has no graphics card.
 * Skipped without a CPU, or when the CPU's data doesn't say.
 */
export function checkGpuRequired(build: IndexedBuild): CompatibilityIssue[] {
  const cpu = build.cpu[0];
  if (!cpu || build.gpu.length > 0 || cpu.specs.integratedGraphics !== false) return [];
  return [error('gpu_required', [cpu.id], { cpu: cpu.title })];
}

/**
 * The parts whose outputs drive the monitors: the graphics cards that list outputs or, without a
 * graphics card, the motherboard's rear outputs when the CPU has integrated graphics (the
 * motherboard first, then the CPU). Undefined when that can't be known yet.
 */
function videoSources(build: IndexedBuild): readonly IndexedPart[] | undefined {
  if (build.gpu.length > 0) {
    let listed = 0;
    for (const gpu of build.gpu) if (Array.isArray(gpu.specs.outputs)) listed += 1;
    if (listed === build.gpu.length) return build.gpu;
    const known = build.gpu.filter((gpu) => Array.isArray(gpu.specs.outputs));
    return known.length > 0 ? known : undefined;
  }
  const cpu = build.cpu[0];
  const motherboard = build.motherboard[0];
  if (!cpu || !motherboard || cpu.specs.integratedGraphics !== true) return undefined;
  return Array.isArray(motherboard.specs.videoOutputs) ? [motherboard, cpu] : undefined;
}

function outputsOf(part: IndexedPart): readonly VideoPort[] {
  let outputs: readonly VideoPort[] | undefined;
  if (part.category === 'gpu') outputs = (part as IndexedPart<'gpu'>).specs.outputs;
  if (part.category === 'motherboard') {
    outputs = (part as IndexedPart<'motherboard'>).specs.videoOutputs;
  }
  return Array.isArray(outputs) ? outputs : [];
}

function connects(inputs: readonly VideoPort[], sources: readonly IndexedPart[]): boolean {
  for (const source of sources) {
    for (const output of outputsOf(source)) if (inputs.includes(output)) return true;
  }
  return false;
}

/**
 * `monitor_no_compatible_connection`: none of the build's outputs (see videoSources) is one of
 * the monitor's inputs. Port types must match; adapters aren't assumed.
 */
export function checkMonitorConnection(build: IndexedBuild): CompatibilityIssue[] {
  if (build.monitor.length === 0) return [];
  const sources = videoSources(build);
  if (!sources) return [];
  const issues: CompatibilityIssue[] = [];
  for (const monitor of build.monitor) {
    const inputs = monitor.specs.inputs;
    if (!Array.isArray(inputs) || connects(inputs, sources)) continue;
    const titled = sources[0]?.category === 'gpu' ? sources : sources.slice(0, 1);
    issues.push(
      error('monitor_no_compatible_connection', [monitor.id, ...ids(sources)], {
        monitor: monitor.title,
        inputs: listParam(inputs),
        source: listParam(titled.map((part) => part.title)),
        outputs: listParam([...new Set(sources.flatMap(outputsOf))]),
      }),
    );
  }
  return issues;
}
