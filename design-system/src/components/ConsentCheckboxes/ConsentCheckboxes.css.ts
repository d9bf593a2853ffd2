import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const fieldset = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  marginBottom: vars.space.xsmall,
  padding: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});
