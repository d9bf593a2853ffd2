import type { ApiAnswers, SessionGrant } from '@pcshop/stores';

/** The id of the script that carries a server-rendered page's data to the browser. */
export const PAYLOAD_ID = 'rigsmith-ssr';

/** What the server read while rendering a page: the browser starts from the same state. */
export interface ServerRenderPayload {
  answers: ApiAnswers;
  namespaces: string[];
  /**
   * Rendered for a signed-in shopper: their session, with an access token made for the page, with
   * which the browser starts it before it hydrates (the page's HTML is kept by no cache).
   */
  session?: SessionGrant;
}

/** The payload as a JSON script; `<` is escaped so no text in it can close the script. */
export function payloadScript(payload: ServerRenderPayload): string {
  const json = JSON.stringify(payload).replace(/</g, '\\u003c');
  return `<script id="${PAYLOAD_ID}" type="application/json">${json}</script>`;
}

/**
 * The payload of a server-rendered page, or null for a page rendered in the browser. Read once:
 * the script leaves the page, so the session's token it may carry is then in memory only.
 */
export function readPayload(document: Document): ServerRenderPayload | null {
  const script = document.getElementById(PAYLOAD_ID);
  script?.remove();
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as ServerRenderPayload;
  } catch {
    return null;
  }
}
