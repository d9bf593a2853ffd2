import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { reducedMotion } from '../../css/media';
import { vars } from '../../themes/vars.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const skeleton = recipe({
  base: {
    display: 'block',
    background: `linear-gradient(90deg, ${vars.color.surfaceRaised} 25%, ${vars.color.surfaceOverlay} 50%, ${vars.color.surfaceRaised} 75%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.4s ${vars.motion.easing} infinite`,
    '@media': { [reducedMotion]: { animation: 'none', background: vars.color.surfaceOverlay } },
  },
  variants: {
    shape: {
      text: {
        height: '1em',
        borderRadius: vars.radius.small,
        selectors: { [`${lines} > &:last-child:not(:first-child)`]: { width: '60%' } },
      },
      block: { width: '100%', borderRadius: vars.radius.medium },
      circle: {
        width: vars.size.thumbnail,
        height: vars.size.thumbnail,
        borderRadius: vars.radius.full,
      },
    },
    ratio: {
      square: { aspectRatio: '1 / 1' },
      landscape: { aspectRatio: '4 / 3' },
      wide: { aspectRatio: '16 / 9' },
    },
    size: {
      xsmall: { fontSize: vars.fontSize.xsmall },
      small: { fontSize: vars.fontSize.small },
      medium: { fontSize: vars.fontSize.medium },
      large: { fontSize: vars.fontSize.large },
    },
  },
});
