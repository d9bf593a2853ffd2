import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const row = style({ display: 'flex', gap: vars.space.small, alignItems: 'stretch' });

export const input = style({ flex: '1 1 auto', minWidth: 0, textTransform: 'uppercase' });

export const success = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  color: vars.color.success,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});
