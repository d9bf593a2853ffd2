import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: vars.space.xxsmall,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

export const input = style({
  width: vars.controlSize.medium,
  height: vars.controlSize.small,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
  MozAppearance: 'textfield',
  selectors: {
    '&::-webkit-outer-spin-button, &::-webkit-inner-spin-button': {
      WebkitAppearance: 'none',
      margin: 0,
    },
    '&:disabled': { color: vars.color.textMuted },
  },
});
