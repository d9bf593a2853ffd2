import { z } from 'zod';
import type {
  FastifyInstance,
  FastifyBaseLogger,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  FastifyContextConfig,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as schemas from '@pcshop/stores/schemas';
import {
  endpoints,
  type AnswerBody,
  type Endpoint,
  type EndpointName,
  type Endpoints,
} from '@pcshop/stores/endpoints';
import { errorResponses } from './errorResponses';

type Schemas = typeof schemas;
type Schema<N> = N extends keyof Schemas ? Schemas[N] : never;

const noBody = z.null();
const script = {
  description: 'The script',
  content: { 'text/javascript': { schema: z.string() } },
} as const;

type AnswerSchema<B> = B extends null
  ? typeof noBody
  : B extends 'text/javascript'
    ? typeof script
    : Schema<B>;

type Refusals<E extends Endpoint> = ReturnType<typeof errorResponses<E['refusals'][number]>>;

/** The Fastify schema of an endpoint of the table, typed for the zod type provider. */
export type EndpointSchema<E extends Endpoint> = (E extends { params: infer P }
  ? { params: Schema<P> }
  : unknown) &
  (E extends { headers: infer H } ? { headers: Schema<H> } : unknown) &
  (E extends { query: infer Q } ? { querystring: Schema<Q> } : unknown) &
  (E extends { body: infer B } ? { body: Schema<B> } : unknown) & {
    response: { [S in keyof E['answers']]: AnswerSchema<E['answers'][S]> } & Refusals<E>;
  };

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What the route adds to the table: its documentation, hooks and rate-limit settings. */
export interface EndpointRoute<E extends Endpoint> {
  tags: readonly string[];
  summary: string;
  description?: string;
  /**
   * Wording of a no-body or script answer in the document (`Deleted`), or of each such answer
   * by status (`{ 301: 'Moved permanently', 302: 'Moved temporarily' }`).
   */
  answered?: string | { [S in keyof E['answers']]?: string };
  config?: FastifyContextConfig;
  /** The largest body the route reads, in bytes, when not the server's default. */
  bodyLimit?: number;
  onRequest?: onRequestAsyncHookHandler;
  preHandler?: preHandlerAsyncHookHandler;
  handler: RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    FastifyContextConfig,
    EndpointSchema<E>,
    ZodTypeProvider
  >;
}

/** `/api/model/{slug}` → `/api/model/:slug`, `/redirect/{*}` → `/redirect/*`. */
export const fastifyPath = (path: string) =>
  path.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1');

const security = {
  required: [{ bearer: [] }],
  optional: [{}, { bearer: [] }],
  refresh: [{ refreshCookie: [] }],
  none: undefined,
} as const;

function answerSchema(body: AnswerBody, answered: string | undefined): unknown {
  if (body === null) return noBody.describe(answered ?? 'No content');
  if (body === 'text/javascript') return answered ? { ...script, description: answered } : script;
  return schemas[body];
}

/**
 * The route's own onRequest hooks: none, one function, or (only when there are several) an
 * array. Fastify's HEAD twin of a GET route is a shallow copy of its options, so an array would
 * be shared by both, and plugins that append their hook to it (compress) would run twice.
 */
const onRequestOption = (hooks: onRequestAsyncHookHandler[]) =>
  hooks.length === 0 ? {} : { onRequest: hooks.length === 1 ? hooks[0]! : hooks };

/**
 * Registers the endpoint of the table: its method, path, schemas, refusals and session come
 * from the table, so a route cannot disagree with what the client calls or what OpenAPI says.
 * A `required` session is checked before anything else (401); an `optional` one when a token
 * is sent.
 */
export function endpointRoute<N extends EndpointName>(
  app: ZodApp,
  name: N,
  route: EndpointRoute<Endpoints[N]>,
): void {
  const endpoint: Endpoint = endpoints[name];
  const session: onRequestAsyncHookHandler[] =
    endpoint.session === 'required'
      ? [app.requireUser]
      : endpoint.session === 'optional'
        ? [
            async (request, reply) => {
              if (request.headers.authorization !== undefined)
                await app.requireUser(request, reply);
            },
          ]
        : [];
  const answered = (status: string): string | undefined =>
    typeof route.answered === 'object'
      ? (route.answered as Partial<Record<string, string>>)[status]
      : route.answered;
  const answers = Object.fromEntries(
    Object.entries(endpoint.answers).map(([status, body]) => [
      status,
      answerSchema(body!, answered(status)),
    ]),
  );
  app.route({
    method: endpoint.method,
    url: fastifyPath(endpoint.path),
    ...onRequestOption([...session, ...(route.onRequest ? [route.onRequest] : [])]),
    ...(route.preHandler ? { preHandler: route.preHandler } : {}),
    ...(route.config ? { config: route.config } : {}),
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    schema: {
      tags: [...route.tags],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      ...(security[endpoint.session] ? { security: [...security[endpoint.session]!] } : {}),
      ...(endpoint.params ? { params: schemas[endpoint.params] } : {}),
      ...(endpoint.headers ? { headers: schemas[endpoint.headers] } : {}),
      ...(endpoint.query ? { querystring: schemas[endpoint.query] } : {}),
      ...(endpoint.body ? { body: schemas[endpoint.body] } : {}),
      response: { ...answers, ...errorResponses(...endpoint.refusals) },
    },
    handler: route.handler as RouteHandlerMethod,
  });
}
