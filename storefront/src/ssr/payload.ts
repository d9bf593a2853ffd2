import type { ApiAnswers } from '@pcshop/stores';

/** The id of the script that carries a server-rendered page's data to the browser. */
export const PAYLOAD_ID = 'rigsmith-ssr';

/** What the server read while rendering a page: the browser starts from the same state. */
export interface ServerRenderPayload {
  answers: ApiAnswers;
  namespaces: string[];
}

/** The payload as a JSON script; `<` is escaped so no text in it can close the script. */
export function payloadScript(payload: ServerRenderPayload): string {
  const json = JSON.stringify(payload).replace(/</g, '\\u003c');
  return `<script id="${PAYLOAD_ID}" type="application/json">${json}</script>`;
}

/** The payload of a server-rendered page, or null for a page rendered in the browser. */
export function readPayload(document: Document): ServerRenderPayload | null {
  const script = document.getElementById(PAYLOAD_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as ServerRenderPayload;
  } catch {
    return null;
  }
}
