import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The repository's root. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** node-postgres, a dependency of the server, as far as the scratch databases use it. */
interface PgClient {
  connect(): Promise<void>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
}
const { Client } = createRequire(path.join(root, 'server/package.json'))('pg') as {
  Client: new (options: { connectionString: string }) => PgClient;
};

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin(statement: string) {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A PostgreSQL database of the spec's own on the CI's server (`DATABASE_URL`, else the local
 * one), for a shop whose database other processes (the staff command line, the importer) reach
 * while it runs: created empty, dropped with whatever holds it open.
 */
export function scratchDatabase(label: string) {
  const name = `rigsmith_e2e_${label}_${process.pid}_${Date.now()}`;
  return {
    url: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
    create: () => admin(`create database "${name}"`),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

/** Runs a `@pcshop/server` package script against the given environment; its output. */
export async function serverScript(args: readonly string[], env: Record<string, string>) {
  const { stdout } = await promisify(execFile)(
    'pnpm',
    ['--filter', '@pcshop/server', '--silent', ...args],
    { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent', ...env } },
  );
  return stdout;
}
