import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css';

/**
 * A product in a row (a cart line, a product offered beside the cart): its square picture in the
 * `media` grid area, its name and muted detail lines in `details`.
 */
export const media = style({
  gridArea: 'media',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

export const details = style({
  gridArea: 'details',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
