import { style } from '@vanilla-extract/css';
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

export const stars = style({ display: 'inline-flex', color: vars.color.warning });

export const empty = style({ color: vars.color.borderStrong });
