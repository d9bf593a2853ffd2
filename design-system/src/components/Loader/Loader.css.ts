import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.loader,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.large,
  padding: vars.space.large,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const brand = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.medium });
