import { nextTask } from '../platform';
import type { ApiHooks } from './client';

/** An answer the server read: its status and JSON body (null for a HEAD). */
export interface RecordedAnswer {
  status: number;
  body: unknown;
}

/** API answers by method, path and query (`GET /api/countries?country=GB&currency=GBP`). */
export type ApiAnswers = Record<string, RecordedAnswer>;

/** Marks an answer replayed from the page, which the server's render parsed already. */
export const RECORDED_ANSWER = 'x-rigsmith-recorded';

/**
 * The answers a page is built from: the ones it shows (200) and the ones that say something does
 * not exist (404), so a "not found" page starts without asking again. Other failures are asked
 * again by the browser.
 */
const RECORDED_STATUSES = new Set([200, 404]);

const keyOf = (request: Request) => {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
};

/**
 * Records every JSON answer to a GET, and every answer to a HEAD, that the page is built from, so
 * a page rendered on the server can hand the browser what it read and the browser does not ask
 * again.
 */
export function recordAnswers(answers: ApiAnswers): ApiHooks {
  return {
    afterResponse: [
      async (request, _options, response) => {
        if (!RECORDED_STATUSES.has(response.status)) return response;
        if (request.method === 'HEAD') {
          answers[keyOf(request)] = { status: response.status, body: null };
        } else if (
          request.method === 'GET' &&
          response.headers.get('content-type')?.includes('application/json')
        ) {
          answers[keyOf(request)] = {
            status: response.status,
            body: await response.clone().json(),
          };
        }
        return response;
      },
    ],
  };
}

/**
 * Answers each GET or HEAD the server already read for this page from `answers`, once; later
 * requests (a reload, a retry) go to the network. Each answer comes in a task of its own, as a
 * network answer would: a page starting with several of them never runs them all in one long task.
 */
export function answerFrom(answers: ApiAnswers): ApiHooks {
  const remaining = new Map(Object.entries(answers));
  return {
    beforeRequest: [
      async (request) => {
        const key = keyOf(request);
        const answer = remaining.get(key);
        if (!answer) return;
        remaining.delete(key);
        await nextTask();
        return new Response(answer.body === null ? null : JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json', [RECORDED_ANSWER]: '1' },
        });
      },
    ],
  };
}
