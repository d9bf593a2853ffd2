import { globalStyle, style } from '@vanilla-extract/css';
import { canHover } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const card = style({ height: '100%', overflow: 'hidden' });

export const media = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  background: vars.color.surfaceSunken,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.small,
  padding: vars.space.medium,
});

export const badges = style({
  position: 'absolute',
  top: vars.space.small,
  left: vars.space.small,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

export const name = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

/** The name's link covers the whole card, so a click anywhere opens the model. */
export const nameLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.large },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
      outlineOffset: vars.borderWidth.thick,
    },
  },
  '@media': { [canHover]: { selectors: { '&:hover': { color: vars.color.accentHover } } } },
});

export const tagline = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  margin: 0,
});

export const specs = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
});

export const spec = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});

export const specIcon = style({ color: vars.color.textMuted });

export const fps = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceOverlay,
  margin: 0,
});

export const fpsValue = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
  fontVariantNumeric: 'tabular-nums',
});

export const fpsLabel = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginTop: 'auto',
  paddingTop: vars.space.small,
});

/** Actions sit above the stretched link so they stay clickable. */
export const actions = style({
  position: 'relative',
  zIndex: vars.zIndex.raised,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

globalStyle(`${actions} > *`, { flexGrow: 1 });
