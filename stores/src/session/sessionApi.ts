import type { ApiClient } from '../api/client';
import {
  sessionTokensSchema,
  type LoginRequest,
  type SessionTokensResponse,
} from '../api/schemas/index';
import type { SessionApi, SessionTokens } from './SessionStore';

/** The server's tokens as the session keeps them (the session end in epoch ms). */
export const toSessionTokens = (answer: SessionTokensResponse): SessionTokens => ({
  access: answer.access,
  refresh: answer.refresh,
  sessionEnd: Date.parse(answer.session_end),
});

/**
 * The session's calls over an api client that signs nothing: a renewal or logout must never wait
 * on the renewal it is part of.
 */
export function createSessionApi(client: ApiClient): SessionApi {
  return {
    async login(credentials: LoginRequest) {
      const answer = await client.post('api/auth/login', { json: credentials }).json();
      return toSessionTokens(sessionTokensSchema.parse(answer));
    },
    async refresh(refresh) {
      const answer = await client.post('api/auth/refresh', { json: { refresh } }).json();
      return sessionTokensSchema.parse(answer);
    },
    async logout({ access, refresh }) {
      await client.post('api/auth/logout', { json: { access, refresh } });
    },
  };
}
