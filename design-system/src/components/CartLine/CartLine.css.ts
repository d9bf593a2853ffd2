import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { canHover, mediaQuery } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const line = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr)`,
  gridTemplateAreas: '"media details" "controls controls"',
  gap: vars.space.medium,
  '@media': {
    [mediaQuery('tabletSmall')]: {
      gridTemplateColumns: `${vars.size.media} minmax(0, 1fr) auto`,
      gridTemplateAreas: '"media details controls"',
    },
  },
});

export const nameLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  '@media': {
    [canHover]: {
      selectors: { '&:hover': { color: vars.color.accentHover, textDecoration: 'underline' } },
    },
  },
});

export const controls = style({
  gridArea: 'controls',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  '@media': {
    [mediaQuery('tabletSmall')]: {
      flexDirection: 'column',
      alignItems: 'flex-end',
      justifyContent: 'flex-start',
    },
  },
});

export const problems = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const problem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.criticalSurface,
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
});

export const componentsTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xxsmall} 0`,
  border: 'none',
  background: 'transparent',
  color: vars.color.accent,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  borderRadius: vars.radius.small,
});

export const chevron = style({
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
});

const open = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.xsmall}))` },
});

export const componentsList = style({
  margin: `${vars.space.xsmall} 0 0`,
  paddingLeft: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  selectors: {
    '[data-state="open"] > &': { animation: `${open} ${vars.motion.normal} ${vars.motion.easing}` },
  },
});

globalStyle(`${componentsList} li`, { overflowWrap: 'break-word' });
