import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  maxWidth: vars.size.measure,
  marginInline: 'auto',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.medium,
  textAlign: 'center',
  '@media': { [mediaQuery('tabletSmall')]: { paddingBlock: vars.space.xxlarge } },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.iconSize.xlarge} * 2)`,
  height: `calc(${vars.iconSize.xlarge} * 2)`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceOverlay,
  color: vars.color.accent,
});

export const eyebrow = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid ${vars.color.deal}`,
  color: vars.color.deal,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const action = style({ marginTop: vars.space.small });
