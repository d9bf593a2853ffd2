import { callApi } from '../api/call';
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
  return {
    login: async (credentials: LoginRequest) =>
      toSessionGrant(await callApi(client, 'login', { body: credentials })),
    refresh: async () => toSessionGrant(await callApi(client, 'refresh', { body: {} })),
    async logout(access) {
      await callApi(client, 'logout', { body: access ? { access } : {} });
    },
  };
}
