import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { systemClock, type Clock } from '../services/clock';
import { AccessTokens, type AccessClaims } from '../services/auth/accessTokens';
import type { AuthDeps } from '../services/auth/deps';
import { authErrors } from '../services/auth/errors';
import { authenticate } from '../services/auth/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthDeps;
    /**
     * Hook of every route the endpoint table says needs a session (`endpointRoute`): sets
     * `request.user` or answers 401. It runs on request, before the body is read, so an
     * anonymous caller learns nothing from validation.
     */
    requireUser: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    user: AccessClaims | null;
  }
}

export interface AuthPluginOptions {
  clock?: Clock;
}

const bearerToken = (header: string | undefined) => header?.match(/^Bearer\s+(\S+)$/i)?.[1];

/** Access tokens, sessions and the services of the auth and account routes. */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, { clock = systemClock }) => {
    const deps: AuthDeps = {
      db: app.database.db,
      clock,
      accessTokens: new AccessTokens(app.config.JWT_SECRET, clock),
      mailer: app.mailer,
      log: app.log,
    };
    app.decorate('auth', deps);
    app.decorateRequest('user', null);
    app.decorate('requireUser', async (request, reply) => {
      const token = bearerToken(request.headers.authorization);
      const user = token ? await authenticate(deps, token) : null;
      if (!user) {
        reply.header('www-authenticate', 'Bearer');
        throw authErrors.unauthorized();
      }
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['config', 'db', 'email'] },
);

/** The signed-in user of a request that went through `requireUser`. */
export function signedInUser(request: FastifyRequest): AccessClaims {
  if (!request.user) throw new Error(`${request.routeOptions.url} is missing the requireUser hook`);
  return request.user;
}
