import { style } from '@vanilla-extract/css';
import { vars } from '@pcshop/design-system';

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.medium,
  top: '-4rem',
  padding: vars.space.small,
  background: vars.color.accent,
  color: vars.color.accentText,
  borderRadius: vars.radius.small,
  zIndex: 10,
  selectors: { '&:focus': { top: vars.space.small } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const brand = style({
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const editionList = style({
  display: 'flex',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const editionLink = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textDecoration: 'none',
  textTransform: 'uppercase',
  selectors: {
    '&[aria-current="true"]': { color: vars.color.accent },
    '&:hover': { color: vars.color.text },
  },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: vars.space.large,
});

export const footer = style({
  padding: vars.space.large,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
