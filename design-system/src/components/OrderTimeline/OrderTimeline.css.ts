import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const timeline = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: vars.size.measure,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const dot = vars.space.small;

export const step = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: `0 ${vars.space.small}`,
    paddingBlock: vars.space.xsmall,
    paddingInlineStart: vars.space.large,
    selectors: {
      // The stage's dot, and the line down to the next one.
      '&::before': {
        content: '""',
        position: 'absolute',
        insetInlineStart: 0,
        insetBlockStart: `calc(${vars.space.xsmall} + 0.5em - ${dot} / 2)`,
        width: dot,
        height: dot,
        borderRadius: vars.radius.full,
        background: vars.color.borderStrong,
      },
      '&:not(:last-child)::after': {
        content: '""',
        position: 'absolute',
        insetInlineStart: `calc(${dot} / 2 - 1px)`,
        insetBlockStart: `calc(${vars.space.xsmall} + 0.5em + ${dot} / 2)`,
        insetBlockEnd: `calc(-1 * (${vars.space.xsmall} + 0.5em - ${dot} / 2))`,
        width: '2px',
        background: vars.color.borderStrong,
      },
    },
  },
  variants: {
    state: {
      done: {
        color: vars.color.text,
        selectors: {
          '&::before': { background: vars.color.accent },
          '&:not(:last-child)::after': { background: vars.color.accent },
        },
      },
      current: {
        color: vars.color.text,
        fontWeight: vars.fontWeight.bold,
        selectors: {
          '&::before': {
            background: vars.color.accent,
            boxShadow: `0 0 0 3px ${vars.color.surface}, 0 0 0 5px ${vars.color.accent}`,
          },
        },
      },
      upcoming: { color: vars.color.textMuted },
    },
  },
});

export const label = style({ overflowWrap: 'anywhere' });

export const time = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  fontVariantNumeric: 'tabular-nums',
});

export const next = style({ margin: 0, color: vars.color.textMuted });

export const tracking = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  overflowWrap: 'anywhere',
});
