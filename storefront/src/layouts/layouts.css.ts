import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery, vars, type Breakpoint } from '@pcshop/design-system';
import type { FooterBreakpoint } from '../routes/routeMeta';

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.medium,
  top: '-4rem',
  padding: vars.space.small,
  background: vars.color.accent,
  color: vars.color.accentText,
  borderRadius: vars.radius.small,
  zIndex: 10,
  selectors: { '&:focus': { top: vars.space.small } },
});

/**
 * At least a screen tall, so that the footer starts below the first screen: a page whose content
 * arrives after its first render (a signed-in page, the confirmation) grows without moving it.
 */
export const main = style({
  flex: 1,
  minHeight: '100vh',
  width: '100%',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: vars.space.large,
});

const shownFrom = (breakpoint: Exclude<Breakpoint, 'phone'>) => ({
  display: 'none',
  '@media': { [mediaQuery(breakpoint)]: { display: 'block' } },
});

/** The footer hidden on screens up to a breakpoint, shown from the next one up (`hideFooter`). */
export const footerHiddenUpTo = styleVariants({
  phone: shownFrom('tabletSmall'),
  tabletSmall: shownFrom('tablet'),
  tablet: shownFrom('desktop'),
} satisfies Record<FooterBreakpoint, unknown>);

export const pageLoading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xxlarge} 0`,
});
