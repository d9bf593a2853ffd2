import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const grid = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.media}, 1fr))`,
  gap: vars.space.small,
});

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.xsmall,
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });
