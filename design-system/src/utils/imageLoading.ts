/**
 * How a picture loads: `lazy` below the fold (the default), `eager` in the first screen, `high`
 * for the largest picture of the first screen (fetched first, it is the page's largest paint).
 */
export const imagePriorities = ['lazy', 'eager', 'high'] as const;
export type ImagePriority = (typeof imagePriorities)[number];

/** The `img` attributes of a priority. */
export function imageLoading(priority: ImagePriority = 'lazy'): {
  loading: 'lazy' | 'eager';
  fetchPriority?: 'high';
} {
  if (priority === 'lazy') return { loading: 'lazy' };
  return priority === 'high' ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'eager' };
}

/** The priority of the `index`th picture of a list whose first `firstScreen` are in view. */
export function firstScreenPriority(index: number, firstScreen: number): ImagePriority {
  if (index >= firstScreen) return 'lazy';
  return index === 0 ? 'high' : 'eager';
}
