import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedIfEmpty } from '../db/seed/index';
import { ImportError } from './errors';
import { formatReport } from './report';
import { importBuildCores } from './runImport';

const usage = `Usage: pnpm --filter @pcshop/server import:buildcores <folder> [options]

Loads a BuildCores OpenDB folder (open-db/<Category>/*.json, schemas/, licence) into the
catalogue of the configured database (DATABASE_URL, else PGlite in DATA_DIR/db).

  --pricing <file>    pricing rule (default: server/src/importer/pricing/default-pricing.json)
  --dry-run           read, validate, map and price only; write nothing
  --limit <n>         at most n files of each category
  --reasons <n|all>   skip reasons to list (default 40)
  --help              this text`;

/** Paths on the command line are relative to where pnpm was started, not to server/. */
const fromInvocation = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

function positiveInteger(value: string, option: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) {
    throw new ImportError(`${option} takes a whole number above 0, not "${value}"`);
  }
  return number;
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      pricing: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      limit: { type: 'string' },
      reasons: { type: 'string', default: '40' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.info(usage);
    return;
  }
  const [folder, ...extra] = positionals;
  if (!folder || extra.length > 0) throw new ImportError(`give exactly one folder\n\n${usage}`);
  const dryRun = values['dry-run'];
  const reasons =
    values.reasons === 'all' ? Infinity : positiveInteger(values.reasons, '--reasons');
  const options = {
    folder: fromInvocation(folder),
    pricingFile: values.pricing ? fromInvocation(values.pricing) : undefined,
    limitPerCategory: values.limit ? positiveInteger(values.limit, '--limit') : undefined,
    onProgress: (message: string) => console.error(message),
  };

  let handle: DatabaseHandle | undefined;
  try {
    if (!dryRun) {
      const config = loadConfig();
      handle = await openDatabase(
        config.DATABASE_URL
          ? { kind: 'postgres', url: config.DATABASE_URL }
          : { kind: 'pglite', dataDir: config.pgliteDir },
      );
      await runMigrations(handle);
      await seedIfEmpty(handle.db);
      console.error(
        `database: ${handle.kind}${handle.kind === 'pglite' ? ` (${config.pgliteDir})` : ''}`,
      );
    }
    const report = await importBuildCores({ ...options, dryRun, database: handle?.db });
    console.info(formatReport(report, { reasons }));
    const { maxRSS } = process.resourceUsage();
    console.info(`peak memory ${(maxRSS / 1024).toFixed(0)} MB`);
  } finally {
    await handle?.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (
    error instanceof ImportError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  ) {
    console.error(`import:buildcores: ${(error as Error).message}`);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
});
