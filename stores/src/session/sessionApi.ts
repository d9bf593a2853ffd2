import { readAnswer } from '../api/answers';
import type { ApiClient } from '../api/client';
import type { LoginRequest, SessionAccess } from '../api/schemas/index';
import type { SessionApi, SessionGrant } from './SessionStore';

/** The server's signed-in answer as the session keeps it (the session end in epoch ms). */
export const toSessionGrant = (answer: SessionAccess): SessionGrant => ({
  access: answer.access,
  sessionEnd: Date.parse(answer.session_end),
});

/**
 * The session's calls over an api client that signs nothing: a renewal or logout must never wait
 * on the renewal it is part of. The refresh token travels in its HttpOnly cookie, which the
 * browser adds itself; the JSON bodies are what the server takes as proof against CSRF.
 */
export function createSessionApi(client: ApiClient): SessionApi {
  const grantOf = async (answer: Promise<Response>) =>
    toSessionGrant(await readAnswer(answer, (all) => all.sessionAccessSchema));
  return {
    login: (credentials: LoginRequest) =>
      grantOf(client.post('api/auth/login', { json: credentials })),
    refresh: () => grantOf(client.post('api/auth/refresh', { json: {} })),
    async logout(access) {
      await client.post('api/auth/logout', { json: access ? { access } : {} });
    },
  };
}
