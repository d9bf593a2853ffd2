import type { VideoPort } from '../../api/schemas/specs';
import type { IndexedBuild, IndexedPart } from '../build/parts';
import { error, ids, listParam, unlistedFacts, unverified } from './issue';
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
 * The parts whose outputs drive the monitors: the graphics cards or, without a graphics card, the
 * motherboard's rear outputs when the CPU has integrated graphics (the motherboard first, then
 * the CPU). Undefined when nothing drives a monitor yet.
 */
function videoSources(build: IndexedBuild): readonly IndexedPart[] | undefined {
  if (build.gpu.length > 0) return build.gpu;
  const cpu = build.cpu[0];
  const motherboard = build.motherboard[0];
  if (!cpu || !motherboard || cpu.specs.integratedGraphics !== true) return undefined;
  return [motherboard, cpu];
}

/** A source's outputs: null when its data sheet doesn't list them, [] for the CPU. */
function outputsOf(part: IndexedPart): readonly VideoPort[] | null {
  let outputs: unknown = [];
  if (part.category === 'gpu') outputs = (part as IndexedPart<'gpu'>).specs.outputs;
  if (part.category === 'motherboard') {
    outputs = (part as IndexedPart<'motherboard'>).specs.videoOutputs;
  }
  return Array.isArray(outputs) ? (outputs as readonly VideoPort[]) : null;
}

/**
 * `monitor_no_compatible_connection`: none of the build's outputs (see videoSources) is one of
 * the monitor's inputs. Port types must match; adapters aren't assumed. Unverified when no listed
 * output matches and the monitor's inputs or a source's outputs aren't listed.
 */
export function checkMonitorConnection(build: IndexedBuild): CompatibilityIssue[] {
  if (build.monitor.length === 0) return [];
  const sources = videoSources(build);
  if (!sources) return [];
  const outputs = new Set<VideoPort>();
  const unlisted: IndexedPart[] = [];
  for (const source of sources) {
    const listed = outputsOf(source);
    if (listed === null) unlisted.push(source);
    else for (const output of listed) outputs.add(output);
  }
  const titled = sources[0]?.category === 'gpu' ? sources : sources.slice(0, 1);
  const source = listParam(titled.map((part) => part.title));
  const issues: CompatibilityIssue[] = [];
  for (const monitor of build.monitor) {
    const inputs = monitor.specs.inputs;
    if (Array.isArray(inputs) && inputs.some((input) => outputs.has(input))) continue;
    if (!Array.isArray(inputs) || unlisted.length > 0) {
      const missing = unlistedFacts(
        [monitor, 'inputs', inputs],
        ...unlisted.map(
          (part) => [part, part.category === 'gpu' ? 'outputs' : 'videoOutputs', null] as const,
        ),
      );
      const parts = [monitor.id, ...ids(sources)];
      const params = { monitor: monitor.title, source };
      issues.push(unverified('monitor_no_compatible_connection', parts, params, missing));
      continue;
    }
    issues.push(
      error('monitor_no_compatible_connection', [monitor.id, ...ids(sources)], {
        monitor: monitor.title,
        inputs: listParam(inputs),
        source,
        outputs: listParam([...outputs]),
      }),
    );
  }
  return issues;
}
