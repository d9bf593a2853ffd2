import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const formError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.criticalSurface,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.critical}`,
  borderRadius: vars.radius.medium,
  fontSize: vars.fontSize.small,
  selectors: { '&:focus-visible': { outlineOffset: vars.space.xxsmall } },
});

export const icon = style({ color: vars.color.critical, marginTop: vars.space.xxsmall });
