import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

/** Squares the Button's box: as wide as it is high, no side padding. */
export const square = recipe({
  base: { padding: 0, flexShrink: 0 },
  variants: {
    size: {
      small: { width: vars.controlSize.small, minWidth: vars.controlSize.small },
      medium: { width: vars.controlSize.medium, minWidth: vars.controlSize.medium },
      large: { width: vars.controlSize.large, minWidth: vars.controlSize.large },
    },
  },
});

/** A pressed toggle (favourite) turns accent and fills its icon. */
export const toggle = style({
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.accent, borderColor: vars.color.accent },
  },
});

globalStyle(`${toggle}[aria-pressed="true"] path`, { fill: 'currentColor' });
