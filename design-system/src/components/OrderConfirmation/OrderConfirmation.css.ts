import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const confirmation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  color: vars.color.success,
  fontSize: vars.fontSize.xlarge,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const facts = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  margin: 0,
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const email = style({ margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
