import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { canHover, mediaQuery } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const card = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr)`,
  gap: vars.space.medium,
  '@media': {
    [mediaQuery('tabletSmall')]: { gridTemplateColumns: `${vars.size.media} minmax(0, 1fr)` },
  },
});

export const media = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'break-word',
  hyphens: 'auto',
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

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const parts = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
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

export const problem = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: vars.space.small,
    borderRadius: vars.radius.medium,
    fontSize: vars.fontSize.small,
  },
  variants: {
    severity: {
      critical: { background: vars.color.criticalSurface, color: vars.color.critical },
      warning: { background: vars.color.warningSurface, color: vars.color.warning },
    },
  },
});

export const footer = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': {
    [mediaQuery('tabletSmall')]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
    },
  },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
