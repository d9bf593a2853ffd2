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

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: vars.space.large,
});
