import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const errorPage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  minHeight: '60vh',
  maxWidth: vars.size.measure,
  marginInline: 'auto',
  padding: vars.space.large,
  textAlign: 'center',
});

export const status = style({
  fontFamily: vars.font.heading,
  fontSize: `calc(${vars.fontSize.display} * 1.6)`,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.accent,
  fontVariantNumeric: 'tabular-nums',
  textShadow: vars.shadow.glow,
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [mediaQuery('tabletSmall')]: { fontSize: vars.fontSize.xxlarge } },
});

export const message = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const action = style({ marginTop: vars.space.small });
