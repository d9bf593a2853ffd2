import { readdir, readFile } from 'node:fs/promises';

/**
 * The CPU time (user and system) of this machine's PostgreSQL processes so far, from /proc (NaN
 * where there is none to read: another system, or a server elsewhere).
 */
export async function postgresCpuMs(): Promise<number> {
  const ticksPerMs = 100 / 1000; // USER_HZ, 100 on Linux
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
  return found ? ticks / ticksPerMs : Number.NaN;
}
