import { style } from '@vanilla-extract/css';
import { canHover, mediaQuery } from '../../css/media';
import { vars } from '../../themes/vars.css';

/**
 * Sticky, not fixed: it keeps to the bottom of the window while the page scrolls, but has its
 * own room at the page's end, so the footer above it can always be scrolled clear of it.
 */
export const banner = style({
  position: 'sticky',
  zIndex: vars.zIndex.sticky,
  bottom: 0,
  padding: vars.space.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  boxShadow: vars.shadow.large,
  '@media': { [mediaQuery('tabletSmall')]: { padding: vars.space.large } },
});

/** Text above full-width buttons on phones; text beside the buttons from tablets up. */
export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: vars.size.page,
  marginInline: 'auto',
  '@media': {
    [mediaQuery('tablet')]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.large },
  },
});

export const text = style({ display: 'grid', gap: vars.space.xxsmall, flex: 1, minWidth: 0 });

export const title = style({ fontSize: vars.fontSize.medium, fontWeight: vars.fontWeight.bold });

export const message = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const link = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  '@media': { [canHover]: { selectors: { '&:hover': { color: vars.color.accentHover } } } },
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': {
    [mediaQuery('tabletSmall')]: { flexDirection: 'row', justifyContent: 'flex-end' },
    [mediaQuery('tablet')]: { flexShrink: 0 },
  },
});
