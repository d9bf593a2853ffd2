import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A shop of its own for the captcha e2e, and the fake siteverify it asks. */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The secret the shops are configured with; the fake siteverify accepts no other. */
export const SECRET = 'fake-secret';

interface Verification {
  secret: string | null;
  response: string | null;
}

/** The provider's siteverify: accepts every token unless told to refuse the next one. */
export function startFakeVerifier() {
  const verifications: Verification[] = [];
  let refuseNext = false;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      verifications.push({ secret: form.get('secret'), response: form.get('response') });
      const success = !refuseNext && form.get('secret') === SECRET;
      refuseNext = false;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success }));
    });
  });
  return {
    server,
    verifications,
    refuseNext: () => (refuseNext = true),
  };
}

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
  stop(): Promise<void>;
}

/** The real shop on a fresh embedded database, with this captcha provider configured. */
export async function startShop(captcha: {
  provider: string;
  siteKey: string;
  verifyUrl: string;
}): Promise<Shop> {
  const port = await freePort();
  const dataDir = path.join(os.tmpdir(), `rigsmith-e2e-captcha-${port}`);
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
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '20',
      CAPTCHA_PROVIDER: captcha.provider,
      CAPTCHA_SECRET: SECRET,
      CAPTCHA_SITE_KEY: captcha.siteKey,
      CAPTCHA_VERIFY_URL: captcha.verifyUrl,
      ...(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {}),
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
  return { url, stop };
}
