import { breakpoints, type Breakpoint } from '../themes/tokens';

export const mediaQuery = (breakpoint: Exclude<Breakpoint, 'phone'>) =>
  `screen and (min-width: ${breakpoints[breakpoint]}px)`;

export const reducedMotion = '(prefers-reduced-motion: reduce)';
