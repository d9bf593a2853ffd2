import type { z } from 'zod';
import { TimeoutError, type Options } from 'ky';
import { readAnswer, type ApiSchemas } from './answers';
import type { ApiClient } from './client';
import { NetworkFailure } from './refusal';
import {
  endpoints,
  type AnswerBody,
  type Endpoint,
  type EndpointName,
  type Endpoints,
  type SchemaName,
} from './endpoints';

type Input<N> = N extends SchemaName ? z.input<ApiSchemas[N]> : never;
type Output<N> = N extends SchemaName ? z.output<ApiSchemas[N]> : never;

/** The answer of the endpoint's success status: parsed JSON, a script's text, or nothing. */
type SuccessBody<E extends Endpoint> = E['answers'][keyof E['answers'] & (200 | 201 | 202 | 204)];
export type ApiAnswer<N extends EndpointName> =
  SuccessBody<Endpoints[N]> extends SchemaName
    ? Output<SuccessBody<Endpoints[N]>>
    : SuccessBody<Endpoints[N]> extends 'text/javascript'
      ? string
      : void;

/**
 * What a caller gives for a path or query: the schema's input, except where the server coerces
 * a string (an id, a page), which the caller gives as the parsed value.
 */
type Given<N> = {
  [K in keyof Input<N>]: unknown extends Input<N>[K] ? Output<N>[K & keyof Output<N>] : Input<N>[K];
};

/** Country and currency are the client's context (added to every call); a caller may override. */
type QueryInput<Q> = Omit<Given<Q>, 'country' | 'currency'> &
  Partial<Pick<Given<Q>, 'country' & keyof Given<Q>>>;

type Part<Key extends string, Value> = object extends Value
  ? { [K in Key]?: Value }
  : { [K in Key]: Value };

/** Options of the call itself (an abort signal, a header such as the captcha answer). */
export type CallOptions = Pick<Options, 'signal' | 'headers' | 'timeout' | 'redirect'>;

export type ApiInput<N extends EndpointName> = (Endpoints[N] extends { params: infer P }
  ? { params: Given<P> }
  : { params?: never }) &
  (Endpoints[N] extends { query: infer Q } ? Part<'query', QueryInput<Q>> : { query?: never }) &
  (Endpoints[N] extends { body: infer B } ? { body: Input<B> } : { body?: never }) &
  (Endpoints[N] extends { headers: infer H } ? { headers: Input<H> } : { headers?: never }) & {
    options?: CallOptions;
  };

type InputArgument<N extends EndpointName> =
  object extends ApiInput<N> ? [input?: ApiInput<N>] : [input: ApiInput<N>];

/** `/api/model/{slug}` with `{ slug: 'ember x' }` → `api/model/ember%20x` (ky's prefix adds `/`). */
export function endpointPath(
  path: Endpoint['path'],
  params: Readonly<Record<string, unknown>> = {},
): string {
  return path.slice(1).replace(/\{(\*|\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path} needs its ${name}`);
    const text = String(value as string | number);
    // The rest of the path keeps its slashes; each of its segments is encoded.
    return name === '*'
      ? text.split('/').map(encodeURIComponent).join('/')
      : encodeURIComponent(text);
  });
}

/** The first success status's answer body, as the table declares it. */
const successBody = (endpoint: Endpoint): AnswerBody | undefined =>
  Object.entries(endpoint.answers).find(([status]) => Number(status) < 300)?.[1];

/** The answer as it came, for the few callers that read its headers or its redirect. */
export function requestApi<N extends EndpointName>(
  api: ApiClient,
  name: N,
  ...[input]: InputArgument<N>
): Promise<Response> {
  const endpoint: Endpoint = endpoints[name];
  const { params, query, body, headers, options } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
    headers?: Record<string, string>;
    options?: CallOptions;
  };
  const searchParams = query
    ? Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined))
    : undefined;
  const answer = api(endpointPath(endpoint.path, params), {
    ...options,
    ...(headers
      ? { headers: { ...(options?.headers as Record<string, string>), ...headers } }
      : {}),
    method: endpoint.method,
    ...(searchParams ? { searchParams: searchParams as Record<string, string> } : {}),
    ...(body === undefined ? {} : { json: body }),
  });
  // ky's own timeout rejects outside its hooks: a call the server did not answer in time is a
  // call without an answer, like one the network dropped.
  return answer.catch((error: unknown) => {
    throw error instanceof TimeoutError ? new NetworkFailure(error) : error;
  });
}

/**
 * Calls an endpoint of the table with typed parameters, query and body, and answers its success
 * body parsed with the table's schema. A refused call rejects as an ApiRefusal, a call without
 * an answer as a NetworkFailure (the api client's hooks).
 */
export async function callApi<N extends EndpointName>(
  api: ApiClient,
  name: N,
  ...input: InputArgument<N>
): Promise<ApiAnswer<N>> {
  const response = requestApi(api, name, ...input);
  const body = successBody(endpoints[name]);
  if (!body) {
    await response;
    return undefined as ApiAnswer<N>;
  }
  if (body === 'text/javascript') return (await (await response).text()) as ApiAnswer<N>;
  return readAnswer(
    response,
    (all) => all[body] as unknown as { parse(value: unknown): ApiAnswer<N> },
  );
}
