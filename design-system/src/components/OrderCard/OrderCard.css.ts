import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const card = style({ gap: vars.space.medium });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.media}), 1fr))`,
  gap: `${vars.space.small} ${vars.space.medium}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xsmall });

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const progress = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    fontSize: vars.fontSize.xsmall,
    overflowWrap: 'break-word',
    hyphens: 'auto',
    selectors: {
      '&::before': {
        content: '""',
        display: 'block',
        height: vars.space.xsmall,
        borderRadius: vars.radius.full,
        background: vars.color.surfaceOverlay,
      },
    },
  },
  variants: {
    state: {
      done: {
        color: vars.color.text,
        selectors: { '&::before': { background: vars.color.accent } },
      },
      current: {
        color: vars.color.text,
        fontWeight: vars.fontWeight.bold,
        selectors: { '&::before': { background: vars.color.accent } },
      },
      upcoming: { color: vars.color.textMuted },
    },
  },
});

export const footer = style({
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

export const total = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
