import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const root = recipe({
  base: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space.small,
    rowGap: vars.space.xxsmall,
    margin: 0,
    fontFamily: vars.font.body,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.small },
      medium: { fontSize: vars.fontSize.medium },
      large: { fontSize: vars.fontSize.large },
      xlarge: { fontSize: vars.fontSize.xxlarge },
    },
  },
});

export const now = style({ fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });

export const discounted = style({ color: vars.color.deal });

export const was = recipe({
  base: { color: vars.color.textMuted, whiteSpace: 'nowrap', textDecorationLine: 'line-through' },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.xsmall },
      medium: { fontSize: vars.fontSize.small },
      large: { fontSize: vars.fontSize.medium },
      xlarge: { fontSize: vars.fontSize.large },
    },
  },
});

export const note = style({
  flexBasis: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.regular,
});
