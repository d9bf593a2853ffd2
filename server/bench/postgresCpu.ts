import { readdir, readFile } from 'node:fs/promises';

/** Clock ticks of /proc's CPU times per millisecond: USER_HZ, 100 on Linux. */
const TICKS_PER_MS = 100 / 1000;

/**
 * The CPU time (user and system) of this machine's PostgreSQL processes so far, from /proc (NaN
 * where there is none to read: another system, or a server elsewhere).
 */
export async function postgresCpuMs(): Promise<number> {
  let ticks = 0;
  let found = false;
  for (const entry of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid … utime stime: fields 14 and 15, counted after the command's ')'.
    const close = stat.lastIndexOf(')');
    if (!stat.slice(0, close).endsWith('(postgres')) continue;
    const fields = stat.slice(close + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
    found = true;
  }
  return found ? ticks / TICKS_PER_MS : Number.NaN;
}

/**
 * The busy time of all this machine's CPUs so far (every state but idle and I/O wait, summed over
 * the cores, from /proc/stat), NaN where there is none to read. Across a run it is what the
 * server, its database and the load generator cost together, since they share the machine.
 */
export async function machineBusyMs(): Promise<number> {
  const stat = await readFile('/proc/stat', 'utf8').catch(() => '');
  const total = stat.split('\n').find((line) => line.startsWith('cpu '));
  if (!total) return Number.NaN;
  // user nice system idle iowait irq softirq steal …
  const [user, nice, system, , , irq, softirq, steal] = total
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / TICKS_PER_MS;
}
