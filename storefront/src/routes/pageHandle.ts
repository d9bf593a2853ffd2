import type { Params } from 'react-router';
import type { RootStore } from '@pcshop/stores';

/**
 * What a page's route module tells the server renderer (`export const handle`): pages that show
 * the same thing to every visitor without a session are rendered on the server, with what
 * `preload` reads already in them.
 */
export interface PageHandle {
  serverRender: true;
  preload?: (
    stores: RootStore,
    match: { params: Params; search: URLSearchParams },
  ) => Promise<unknown>;
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    (handle as { serverRender?: unknown }).serverRender === true
  );
}
