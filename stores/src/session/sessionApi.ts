import { readAnswer } from '../api/answers';
import type { ApiClient } from '../api/client';
import type { LoginRequest, SessionTokensResponse } from '../api/schemas/index';
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
      const answer = client.post('api/auth/login', { json: credentials });
      return toSessionTokens(await readAnswer(answer, (all) => all.sessionTokensSchema));
    },
    async refresh(refresh) {
      const answer = client.post('api/auth/refresh', { json: { refresh } });
      return readAnswer(answer, (all) => all.sessionTokensSchema);
    },
    async logout({ access, refresh }) {
      await client.post('api/auth/logout', { json: { access, refresh } });
    },
  };
}
