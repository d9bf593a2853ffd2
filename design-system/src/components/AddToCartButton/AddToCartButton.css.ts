import { keyframes, style } from '@vanilla-extract/css';
import { canHover } from '../../css/media';
import { vars } from '../../themes/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pop = keyframes({ '0%': { transform: 'scale(0.6)' }, '60%': { transform: 'scale(1.15)' } });

export const added = style({
  background: vars.color.successSurface,
  color: vars.color.success,
  borderColor: vars.color.success,
  // Button's hover colour doesn't take over an added button.
  '@media': {
    [canHover]: {
      selectors: { '&&:hover:not(:disabled)': { background: vars.color.successSurface } },
    },
  },
});

export const ring = style({
  width: vars.iconSize.medium,
  height: vars.iconSize.medium,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thick} solid currentColor`,
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});

export const check = style({ animation: `${pop} ${vars.motion.slow} ${vars.motion.easing}` });
