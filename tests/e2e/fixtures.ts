import { test as base, type Browser, type BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';
export type * from '@playwright/test';

/**
 * A failed load the test provokes on purpose, which the browser logs as a console error ("Failed
 * to load resource: the server responded with a status of 404"): the resource's path (a string,
 * on any host) or its whole URL (a RegExp), and the status the test expects ('aborted' for a
 * request the test aborts).
 */
export interface ExpectedFailedLoad {
  url: string | RegExp;
  status: number | 'aborted';
}

interface ConsoleEntry {
  type: 'error' | 'warning' | 'uncaught';
  text: string;
  /** The resource of a failed load, the script of any other message. */
  url: string;
}

const FAILED_LOAD =
  /^Failed to load resource: (?:the server responded with a status of (\d{3})\b|net::ERR_[A-Z_]+$)/;

function isExpected(entry: ConsoleEntry, expected: readonly ExpectedFailedLoad[]): boolean {
  const failed = FAILED_LOAD.exec(entry.text);
  if (entry.type !== 'error' || !failed || !entry.url) return false;
  const status = failed[1] ? Number(failed[1]) : 'aborted';
  return expected.some(
    (load) =>
      load.status === status &&
      (typeof load.url === 'string'
        ? new URL(entry.url).pathname === load.url
        : load.url.test(entry.url)),
  );
}

/** Every console error and warning, and every uncaught error, of the contexts it watches. */
class ConsoleWatch {
  private readonly entries: ConsoleEntry[] = [];
  readonly expected: ExpectedFailedLoad[] = [];
  readonly expectedLogs: string[] = [];

  watch(context: BrowserContext) {
    context.on('console', (message) => {
      const type = message.type();
      if (type !== 'error' && type !== 'warning') return;
      this.entries.push({
        type,
        text: message.text(),
        url: message.location().url,
      });
    });
    context.on('weberror', (error) => {
      this.entries.push({ type: 'uncaught', text: error.error().message, url: '' });
    });
  }

  problems(): string[] {
    return this.entries
      .filter((entry) => !isExpected(entry, this.expected))
      .filter(
        (entry) =>
          entry.type !== 'error' ||
          !this.expectedLogs.some((start) => entry.text.startsWith(start)),
      )
      .map((entry) => `${entry.type}: ${entry.text}${entry.url ? ` (${entry.url})` : ''}`);
  }
}

/** The contexts a test makes itself (`browser.newContext()`, `browser.newPage()`) are watched too. */
function watchNewContexts(browser: Browser, watch: ConsoleWatch): () => void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...options) => {
    const context = await newContext(...options);
    watch.watch(context);
    return context;
  };
  return () => {
    browser.newContext = newContext;
  };
}

/**
 * The e2e suite's `test`: a test fails when any page it opened logged an error or a warning, or
 * threw. The exceptions are what a test provokes on purpose and declares before it ends: a failed
 * load (`expectFailedLoad`), and the shop's own log of a failure it provoked (`expectLoggedError`,
 * by the message's start: source §8 has such failures only logged).
 */
export const test = base.extend<{
  consoleWatch: ConsoleWatch;
  expectFailedLoad: (load: ExpectedFailedLoad) => void;
  expectLoggedError: (start: string) => void;
}>({
  consoleWatch: [
    async ({ browser, context }, use) => {
      const watch = new ConsoleWatch();
      watch.watch(context);
      const restore = watchNewContexts(browser, watch);
      try {
        await use(watch);
      } finally {
        restore();
      }
      base.expect(watch.problems(), 'the console stays free of errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
  expectFailedLoad: async ({ consoleWatch }, use) => {
    await use((load) => consoleWatch.expected.push(load));
  },
  expectLoggedError: async ({ consoleWatch }, use) => {
    await use((start) => consoleWatch.expectedLogs.push(start));
  },
});
