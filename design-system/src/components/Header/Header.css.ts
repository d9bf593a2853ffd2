import { style } from '@vanilla-extract/css';
import { canHover, mediaQuery } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  maxWidth: vars.size.page,
  minHeight: `calc(${vars.controlSize.medium} + 2 * ${vars.space.small})`,
  marginInline: 'auto',
  paddingInline: vars.space.small,
  '@media': {
    [mediaQuery('tabletSmall')]: { paddingInline: vars.space.medium, gap: vars.space.small },
    [mediaQuery('desktop')]: { paddingInline: vars.space.large },
  },
});

/** The menu button: phones and tablets; the inline navigation takes over on desktops. */
export const menuButton = style({
  '@media': { [mediaQuery('desktop')]: { display: 'none' } },
});

export const home = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.controlSize.medium,
  paddingInline: vars.space.xsmall,
  color: vars.color.text,
  borderRadius: vars.radius.medium,
  textDecoration: 'none',
});

export const logo = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });

export const logoMark = style({
  color: vars.color.accent,
  width: vars.iconSize.xlarge,
  height: vars.iconSize.xlarge,
});

export const wordmark = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
});

export const nav = style({
  display: 'none',
  '@media': { [mediaQuery('desktop')]: { display: 'block', marginInlineStart: vars.space.medium } },
});

export const navList = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.controlSize.medium,
  paddingInline: vars.space.small,
  color: vars.color.textMuted,
  borderRadius: vars.radius.medium,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.text,
      boxShadow: `inset 0 calc(-1 * ${vars.borderWidth.thick}) 0 ${vars.color.accent}`,
    },
  },
  '@media': {
    [canHover]: {
      selectors: { '&:hover': { color: vars.color.text, background: vars.color.surfaceOverlay } },
    },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  marginInlineStart: 'auto',
});

export const switchers = style({
  display: 'none',
  '@media': { [mediaQuery('desktop')]: { display: 'flex', gap: vars.space.xxsmall } },
});

export const cart = style({ position: 'relative' });

export const cartCount = style({
  position: 'absolute',
  top: vars.space.xxsmall,
  insetInlineEnd: vars.space.xxsmall,
  minWidth: vars.iconSize.small,
  height: vars.iconSize.small,
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.iconSize.small,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const drawer = style({
  position: 'fixed',
  zIndex: vars.zIndex.overlay,
  insetBlock: 0,
  insetInlineStart: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: `min(${vars.size.sidebar}, 88vw)`,
  overflowY: 'auto',
  padding: vars.space.medium,
  background: vars.color.surfaceRaised,
  borderInlineEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.large,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const drawerTop = style({ display: 'flex', justifyContent: 'flex-end' });

export const drawerList = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const drawerLink = style([
  navLink,
  {
    display: 'flex',
    fontSize: vars.fontSize.large,
    whiteSpace: 'normal',
    selectors: {
      '&[aria-current="page"]': {
        boxShadow: `inset ${vars.borderWidth.thick} 0 0 ${vars.color.accent}`,
      },
    },
  },
]);

export const drawerSettings = style({ display: 'grid', gap: vars.space.medium });
