import type { IndexedBuild } from '../build/parts';
import { error, listParam } from './issue';
import type { CompatibilityIssue } from './issue';

/** `cpu_socket_mismatch`: the CPU's socket differs from the motherboard's. */
export function checkCpuSocket(build: IndexedBuild): CompatibilityIssue[] {
  const cpu = build.cpu[0];
  const motherboard = build.motherboard[0];
  const cpuSocket = cpu?.specs.socket;
  const motherboardSocket = motherboard?.specs.socket;
  if (!cpu || !motherboard || typeof cpuSocket !== 'string') return [];
  if (typeof motherboardSocket !== 'string' || cpuSocket === motherboardSocket) return [];
  return [
    error('cpu_socket_mismatch', [cpu.id, motherboard.id], {
      cpu: cpu.title,
      cpuSocket,
      motherboard: motherboard.title,
      motherboardSocket,
    }),
  ];
}

/**
 * `cooler_socket_unsupported`: the cooler has no mounting kit for the socket — the CPU's, or the
 * motherboard's while no CPU is chosen.
 */
export function checkCoolerSocket(build: IndexedBuild): CompatibilityIssue[] {
  if (build.cooler.length === 0) return [];
  const cpu = build.cpu[0];
  const holder = typeof cpu?.specs.socket === 'string' ? cpu : build.motherboard[0];
  const socket = holder?.specs.socket;
  if (!holder || typeof socket !== 'string') return [];
  const issues: CompatibilityIssue[] = [];
  for (const cooler of build.cooler) {
    const sockets = cooler.specs.sockets;
    if (!Array.isArray(sockets) || sockets.includes(socket)) continue;
    issues.push(
      error('cooler_socket_unsupported', [cooler.id, holder.id], {
        cooler: cooler.title,
        socket,
        coolerSockets: listParam(sockets),
      }),
    );
  }
  return issues;
}
