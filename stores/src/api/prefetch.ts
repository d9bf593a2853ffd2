import { nextTask } from '../platform';
import type { ApiHooks } from './client';
import { endpoints } from './endpoints';

/** An answer the server read: its status and JSON body (null for a HEAD). */
export interface RecordedAnswer {
  status: number;
  body: unknown;
}

/** API answers by method, path and query (`GET /api/countries?country=GB&currency=GBP`). */
export type ApiAnswers = Record<string, RecordedAnswer>;

/**
 * Marks an answer whose body was parsed with its shared schema already: one replayed from the page
 * (the server's render read it), or one the server answered in-process to its own render (its
 * answer check parsed it with the same schema of the endpoint table).
 */
export const RECORDED_ANSWER = 'x-rigsmith-recorded';

/**
 * The answers a page is built from: the ones it shows (200) and the ones that say something does
 * not exist (404), so a "not found" page starts without asking again. Other failures are asked
 * again by the browser.
 */
const RECORDED_STATUSES = new Set([200, 404]);

/**
 * The POSTs a page may be built from, recorded as a GET is: a signed-in basket's summary (it
 * reads and changes nothing) and an order's payment (made once; asked again, the same payment).
 */
const REPLAYED_POSTS = [endpoints.basketSummary.path, endpoints.orderPayment.path].map(
  (path) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`),
);

const isReplayedPost = (request: Request) =>
  request.method === 'POST' &&
  REPLAYED_POSTS.some((path) => path.test(new URL(request.url).pathname));

/** `GET /api/countries?…`; a replayed POST's key ends with its body. */
const keyOf = async (request: Request) => {
  const url = new URL(request.url);
  const key = `${request.method} ${url.pathname}${url.search}`;
  return isReplayedPost(request) ? `${key} ${await request.clone().text()}` : key;
};

/**
 * Records every JSON answer to a GET or a replayed POST, and every answer to a HEAD, that the
 * page is built from, so a page rendered on the server can hand the browser what it read and the
 * browser does not ask again.
 */
export function recordAnswers(answers: ApiAnswers): ApiHooks {
  return {
    afterResponse: [
      async (request, _options, response) => {
        if (!RECORDED_STATUSES.has(response.status)) return response;
        if (request.method === 'HEAD') {
          answers[await keyOf(request)] = { status: response.status, body: null };
        } else if (
          (request.method === 'GET' || isReplayedPost(request)) &&
          response.headers.get('content-type')?.includes('application/json')
        ) {
          answers[await keyOf(request)] = {
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
 * Answers each GET, HEAD or replayed POST the server already read for this page from `answers`,
 * once; later
 * requests (a reload, a retry) go to the network. Each answer comes in a task of its own, as a
 * network answer would: a page starting with several of them never runs them all in one long task.
 */
export function answerFrom(answers: ApiAnswers): ApiHooks {
  const remaining = new Map(Object.entries(answers));
  return {
    beforeRequest: [
      async (request) => {
        if (request.method !== 'GET' && request.method !== 'HEAD' && !isReplayedPost(request)) {
          return;
        }
        const key = await keyOf(request);
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
