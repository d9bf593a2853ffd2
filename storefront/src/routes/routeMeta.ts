import type { Breakpoint } from '@pcshop/design-system';
import type { CheckoutStage } from '@pcshop/stores';

/** The screens a page can hide the footer on, up to and including one of these (never desktops). */
export const footerBreakpoints = [
  'phone',
  'tabletSmall',
  'tablet',
] as const satisfies readonly Breakpoint[];
export type FooterBreakpoint = (typeof footerBreakpoints)[number];

/**
 * A route's metadata (the source document's route metadata), set as its `handle` in the route
 * table: `hideFooter: 'tabletSmall'` hides the footer on screens up to small tablets (narrower
 * than the `tablet` breakpoint) and shows it from tablets up; `checkoutStage` is the checkout
 * stage the page is, opened only once the stages before it are done; `authIsRequired` sends a
 * visitor who is not signed in to the login first.
 */
export interface RouteMeta {
  hideFooter?: FooterBreakpoint;
  checkoutStage?: CheckoutStage;
  authIsRequired?: boolean;
}

/** The deepest matched route's checkout metadata, if the page is a stage of the checkout. */
export function checkoutMeta(
  matches: readonly { handle: unknown }[],
): { stage: CheckoutStage; authIsRequired: boolean } | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]!.handle as RouteMeta | undefined;
    if (handle?.checkoutStage !== undefined)
      return { stage: handle.checkoutStage, authIsRequired: handle.authIsRequired === true };
  }
  return null;
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
