import type { ServerAnswer } from '../../routes/pageHandle';

/**
 * How the server answers a page of one catalogue answer (a model, a game): 200 with it, 404 when
 * the API does not know it, and the browser's own render after any other failure.
 */
export function resourceAnswer(resource: {
  state: string;
  notFound: boolean;
}): ServerAnswer | null {
  if (resource.state === 'ready') return { status: 200 };
  return resource.notFound ? { status: 404 } : null;
}
