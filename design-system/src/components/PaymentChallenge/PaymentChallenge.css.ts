import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const challenge = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
