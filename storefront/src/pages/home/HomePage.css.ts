import { style } from '@vanilla-extract/css';
import { vars } from '@pcshop/design-system';

export const hero = style({
  display: 'grid',
  gap: vars.space.large,
  padding: `${vars.space.xxlarge} 0`,
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  maxWidth: '20ch',
});

export const lead = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.large,
  maxWidth: '50ch',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });

export const customiser = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
});
