import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const submitted = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.successSurface,
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
});
