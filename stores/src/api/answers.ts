import type * as Schemas from './schemas/index';
import type { ApiError } from './schemas/index';
import { RECORDED_ANSWER } from './prefetch';
import { ApiRefusal, sameOriginPath } from './refusal';

export type ApiSchemas = typeof Schemas;

interface Parser<T> {
  parse(value: unknown): T;
}

/** Picks an answer's schema from the shared ones: `(all) => all.modelListSchema`. */
export type PickSchema<T> = (all: ApiSchemas) => Parser<T>;

let schemas: Promise<ApiSchemas> | null = null;

/**
 * The shared schemas (and zod), fetched the first time something needs them rather than with the
 * start-up scripts: building them is one of the longest tasks a phone runs while a page starts.
 */
export function loadSchemas(): Promise<ApiSchemas> {
  schemas ??= import('./schemas/index').catch((error: unknown) => {
    // A chunk that failed to load (a lost connection) is asked for again by the next answer.
    schemas = null;
    throw error;
  });
  return schemas;
}

/**
 * The JSON body of an answer, parsed with its shared schema. An answer marked `RECORDED_ANSWER`
 * was parsed with that schema already (by the server's answer check, for its own render), so it is
 * taken as it is: a server-rendered page starts without loading the schemas, and the render does
 * not parse each answer twice.
 */
export async function readAnswer<T>(
  response: Response | Promise<Response>,
  pick: PickSchema<T>,
): Promise<T> {
  const answer = await response;
  const body: unknown = await answer.json();
  if (answer.headers.has(RECORDED_ANSWER)) return body as T;
  return parseAnswer(body, pick);
}

/** A body already read, parsed with its shared schema. */
export async function parseAnswer<T>(body: unknown, pick: PickSchema<T>): Promise<T> {
  return pick(await loadSchemas()).parse(body);
}

/**
 * The refusal a non-2xx answer carries (SPEC §6: code, message, fields); an answer in another
 * format is named by its status (`http_502`). A recorded answer was read on the server already.
 */
export async function readRefusal(request: Request, answer: Response): Promise<ApiRefusal> {
  const text = await answer.text().catch(() => '');
  const target = answer.headers.get('location');
  const requested = new URL(request.url);
  const location = target && sameOriginPath(new URL(target, requested), requested.origin);
  const { status } = answer;
  let error: ApiError['error'] | null = null;
  try {
    const body: unknown = text ? JSON.parse(text) : null;
    error = answer.headers.has(RECORDED_ANSWER)
      ? ((body as ApiError | null)?.error ?? null)
      : await parseApiError(body);
  } catch {
    // Not JSON: named by its status below.
  }
  return new ApiRefusal(
    error
      ? { status, location, ...error }
      : {
          status,
          location,
          code: `http_${status}`,
          message: `${request.method} ${request.url} answered ${status}`,
        },
  );
}

async function parseApiError(body: unknown): Promise<ApiError['error'] | null> {
  const parsed = (await loadSchemas()).apiErrorSchema.safeParse(body);
  return parsed.success ? parsed.data.error : null;
}
