import { breakpoints, type Breakpoint } from '../themes/tokens';

export const mediaQuery = (breakpoint: Exclude<Breakpoint, 'phone'>) =>
  `screen and (min-width: ${breakpoints[breakpoint]}px)`;

export const reducedMotion = '(prefers-reduced-motion: reduce)';

/**
 * A pointer that hovers (a mouse, not a finger). Hover styles and their transitions apply only
 * there: a phone keeps a tapped control "hovered" until the next tap elsewhere, and restyling it on
 * every tap delays the tap's next paint.
 */
export const canHover = '(hover: hover)';
