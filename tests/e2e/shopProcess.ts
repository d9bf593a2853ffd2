import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A shop of its own for a spec that needs another configuration than the suite's shop. */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** A port nobody listens on right now (the system picks it, so parallel runs don't collide). */
async function freePort() {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitForHealth(url: string, shop: ChildProcess, log: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (shop.exitCode !== null) throw new Error(`the shop stopped:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the shop did not start within 120 s:\n${log()}`);
}

export interface Shop {
  url: string;
  /** Its DATA_DIR (the outbox, the embedded database unless DATABASE_URL is given). */
  dataDir: string;
  stop(): Promise<void>;
}

/** The real shop on a fresh embedded database, with `env` added to the suite's settings. */
export async function startShop(name: string, env: Record<string, string>): Promise<Shop> {
  const port = await freePort();
  const dataDir = path.join(os.tmpdir(), `rigsmith-e2e-${name}-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  let output = '';
  const shop = spawn('pnpm', ['--filter', '@pcshop/server', 'start'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '20',
      DEV_OUTBOX: 'true',
      ...(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shop.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  shop.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    // The shop runs under pnpm and tsx: end its whole process group, which this file started.
    if (shop.pid && shop.exitCode === null) {
      const exited = new Promise((resolve) => shop.once('exit', resolve));
      process.kill(-shop.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, shop, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop };
}
