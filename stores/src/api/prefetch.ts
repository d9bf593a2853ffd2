import { nextTask } from '../platform';
import type { ApiHooks } from './client';

/** API answers by request path and query (`/api/countries?country=GB&currency=GBP`). */
export type ApiAnswers = Record<string, unknown>;

/** Marks an answer replayed from the page, which the server's render parsed already. */
export const RECORDED_ANSWER = 'x-rigsmith-recorded';

const keyOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/**
 * Records every successful JSON answer to a GET, so a page rendered on the server can hand the
 * browser what it read and the browser does not ask again.
 */
export function recordAnswers(answers: ApiAnswers): ApiHooks {
  return {
    afterResponse: [
      async (request, _options, response) => {
        if (request.method !== 'GET' || response.status !== 200) return response;
        if (!response.headers.get('content-type')?.includes('application/json')) return response;
        answers[keyOf(request)] = await response.clone().json();
        return response;
      },
    ],
  };
}

/**
 * Answers each GET the server already read for this page from `answers`, once; later requests
 * (a reload, a retry) go to the network. Each answer comes in a task of its own, as a network
 * answer would: a page starting with several of them never runs them all in one long task.
 */
export function answerFrom(answers: ApiAnswers): ApiHooks {
  const remaining = new Map(Object.entries(answers));
  return {
    beforeRequest: [
      async (request) => {
        if (request.method !== 'GET') return;
        const key = keyOf(request);
        if (!remaining.has(key)) return;
        const body = remaining.get(key);
        remaining.delete(key);
        await nextTask();
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json', [RECORDED_ANSWER]: '1' },
        });
      },
    ],
  };
}
