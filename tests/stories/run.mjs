// Runs the stories' play tests (Vitest browser mode). Vitest 4.1's browser mode now and then
// loses its page's connection while it starts a file (vitest-dev/vitest, "Browser connection was
// closed while running tests"): that file never runs, every other one passes, and the run fails.
// Such files, and only when nothing else failed, are run once more on their own; any test failure,
// or a file that fails to run again, still fails the run.
import { spawn } from 'node:child_process';

const lostConnection = 'Browser connection was closed while running tests';

/** Runs vitest on the storybook project, printing its output as it comes; answers code and text. */
function vitest(files) {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['exec', 'vitest', 'run', '--project', 'storybook', ...files], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.on('data', (chunk) => {
        sink.write(chunk);
        output += chunk;
      });
    }
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

// eslint-disable-next-line no-control-regex -- the colours of the terminal's output
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** The files that never ran for a lost connection, when nothing else went wrong; else null. */
export function lostFiles(output) {
  const text = plain(output);
  const unrun = [...text.matchAll(/Failed to run the test (\S+?\.stories\.tsx)\./g)].map(
    (match) => match[1],
  );
  const errors = Number(/^\s*Errors\s+(\d+) errors?/m.exec(text)?.[1] ?? 0);
  const testsFailed = /^\s*(Test Files|Tests)\s.*\bfailed\b/m.test(text);
  const onlyLost = text.includes(lostConnection) && unrun.length > 0 && errors === unrun.length;
  return onlyLost && !testsFailed ? unrun : null;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const first = await vitest([]);
  const unrun = first.code === 0 ? null : lostFiles(first.output);
  if (!unrun) process.exit(first.code);
  console.warn(`\nThe browser's connection was lost before ${unrun.join(', ')} ran: once more.\n`);
  process.exit((await vitest(unrun)).code);
}
