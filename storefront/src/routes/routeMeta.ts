import type { Breakpoint } from '@pcshop/design-system';

/** The screens a page can hide the footer on, up to and including one of these (never desktops). */
export const footerBreakpoints = [
  'phone',
  'tabletSmall',
  'tablet',
] as const satisfies readonly Breakpoint[];
export type FooterBreakpoint = (typeof footerBreakpoints)[number];

/**
 * A route's metadata for the layout (the source document's route metadata), set as its `handle`
 * in the route table: `hideFooter: 'tabletSmall'` hides the footer on screens up to small
 * tablets (narrower than the `tablet` breakpoint) and shows it from tablets up.
 */
export interface RouteMeta {
  hideFooter?: FooterBreakpoint;
}

function hideFooterOf(handle: unknown): FooterBreakpoint | null {
  if (typeof handle !== 'object' || handle === null) return null;
  const value = (handle as { hideFooter?: unknown }).hideFooter;
  return footerBreakpoints.find((breakpoint) => breakpoint === value) ?? null;
}

/** The deepest matched route's `hideFooter`, or null when the footer shows on every screen. */
export function hiddenFooter(matches: readonly { handle: unknown }[]): FooterBreakpoint | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const breakpoint = hideFooterOf(matches[index]!.handle);
    if (breakpoint) return breakpoint;
  }
  return null;
}
