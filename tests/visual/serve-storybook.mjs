// Serves the built Storybook (storybook-static/) on 127.0.0.1 for the visual-regression run.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = path.resolve(
  process.env.STORYBOOK_STATIC_DIR ??
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../../storybook-static'),
);
if (!existsSync(path.join(root, 'index.json'))) {
  console.error(`No built Storybook at ${root}: run \`pnpm build:storybook\` first.`);
  process.exit(1);
}
const port = Number(process.argv[2] ?? 6107);
createServer(sirv(root, { dev: false, etag: true })).listen(port, '127.0.0.1', () => {
  console.info(`Storybook served on http://127.0.0.1:${port}`);
});
