import { loadConfig } from '../config';
import { CommandError, ordersCommand, ordersUsage } from './ordersCommand';
import { openShop, type ShopContext } from './shopContext';

const usage = `Usage: pnpm --filter @pcshop/server shop <area> …

Areas:
  orders    list, show and move orders (shop orders --help)`;

/**
 * The staff command line (the shop has no admin screens). Answers the exit code: 0 done, 1 a
 * refusal (said on stderr), 2 a command it does not know. `open` gives the shop to work on.
 */
export async function runShop(
  argv: string[],
  io: { out(text: string): void; err(text: string): void },
  open: () => Promise<ShopContext> = () => openShop(loadConfig()),
): Promise<number> {
  const [area, ...rest] = argv;
  if (area === undefined || area === '--help' || area === '-h') {
    io.out(usage);
    return area === undefined ? 2 : 0;
  }
  if (area !== 'orders') {
    io.err(`Unknown area "${area}"\n\n${usage}`);
    return 2;
  }
  if (rest.length === 0 || rest.includes('--help') || rest.includes('-h')) {
    io.out(ordersUsage);
    return 0;
  }
  const context = await open();
  try {
    io.out(await ordersCommand(context, rest));
    return 0;
  } catch (error) {
    if (
      error instanceof CommandError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      io.err(`shop: ${(error as Error).message}`);
      return 1;
    }
    throw error;
  } finally {
    await context.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runShop(process.argv.slice(2), {
    out: (text) => console.info(text),
    err: (text) => console.error(text),
  });
}
