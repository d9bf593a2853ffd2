/**
 * The built shop for the performance scripts: the server on a free port with the built storefront
 * (`staticDir`), its embedded database in a temporary folder (or `databaseUrl`), `env` added to
 * its environment. Started, stopped and started again on the same data, and removed with it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A server that takes longer than this to stop is left to its process group's end. */
const STOP_TIMEOUT_MS = 10_000;
const START_TIMEOUT_MS = 120_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function shopServer(root, staticDir, { databaseUrl = '', env: extra = {} } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rigsmith-perf-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    STATIC_DIR: staticDir,
    LOG_LEVEL: 'warn',
    ...extra,
  };
  let server = null;
  async function stop() {
    if (server === null || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      return; // Already stopped.
    }
    await Promise.race([exited, sleep(STOP_TIMEOUT_MS)]);
  }
  return {
    base,
    env,
    async start() {
      server = spawn('pnpm', ['--filter', '@pcshop/server', 'start'], {
        cwd: root,
        env,
        stdio: ['ignore', 'inherit', 'inherit'],
        detached: true,
      });
      const deadline = Date.now() + START_TIMEOUT_MS;
      while (Date.now() < deadline) {
        if (server.exitCode !== null) throw new Error(`The shop stopped (exit ${server.exitCode})`);
        try {
          if ((await fetch(`${base}/api/health`)).ok) return;
        } catch {
          // Not listening yet: try again shortly.
        }
        await sleep(500);
      }
      throw new Error(`The shop did not answer ${base}/api/health within 120 s`);
    },
    stop,
    async remove() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
