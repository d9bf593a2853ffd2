import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { reducedMotion } from '../../css/media';
import { vars } from '../../themes/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '50%': { opacity: 0.4 } });

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });

export const ring = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 800ms linear infinite`,
    '@media': {
      // A slow pulse instead of a spin: still visibly alive, without rotation.
      [reducedMotion]: {
        animation: `${pulse} 2s ${vars.motion.easing} infinite !important`,
        borderRightColor: 'currentColor',
      },
    },
  },
  variants: {
    size: {
      small: {
        width: vars.iconSize.small,
        height: vars.iconSize.small,
        borderWidth: vars.borderWidth.thick,
      },
      medium: {
        width: vars.iconSize.large,
        height: vars.iconSize.large,
        borderWidth: vars.borderWidth.thick,
      },
      large: {
        width: vars.size.thumbnail,
        height: vars.size.thumbnail,
        borderWidth: vars.space.xsmall,
      },
    },
    tone: {
      accent: { color: vars.color.accent },
      current: { color: 'currentColor' },
    },
  },
});
