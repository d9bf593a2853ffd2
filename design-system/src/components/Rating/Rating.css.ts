import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});

/** The row of stars: as tall as an icon of its size, as wide as the stars it draws. */
export const stars = styleVariants(
  { small: vars.iconSize.small, medium: vars.iconSize.medium, large: vars.iconSize.large },
  (height) => ({
    display: 'inline-block',
    flexShrink: 0,
    height,
    width: 'auto',
    verticalAlign: 'middle',
    color: vars.color.warning,
  }),
);

export const empty = style({ color: vars.color.borderStrong });
