import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { canHover } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const card = style({ height: '100%', gap: vars.space.medium });

export const eyebrow = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    margin: 0,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: vars.letterSpacing.wide,
    textTransform: 'uppercase',
  },
  variants: {
    tier: {
      'best-match': { color: vars.color.accent },
      'level-up': { color: vars.color.success },
      ultimate: { color: vars.color.deal },
    },
  },
});

export const media = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

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

export const fps = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space.small,
  margin: 0,
});

export const fpsValue = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
});

export const fpsLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const specs = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  flexGrow: 1,
  justifyContent: 'center',
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.thin} dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginTop: 'auto',
});

export const actions = style({
  position: 'relative',
  zIndex: vars.zIndex.raised,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
