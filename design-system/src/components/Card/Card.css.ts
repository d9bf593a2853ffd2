import { recipe } from '@vanilla-extract/recipes';
import { canHover } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    color: vars.color.text,
    '@media': {
      [canHover]: {
        transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
      },
    },
  },
  variants: {
    tone: {
      raised: { background: vars.color.surfaceRaised },
      overlay: { background: vars.color.surfaceOverlay },
    },
    padding: {
      none: { padding: 0 },
      small: { padding: vars.space.small },
      medium: { padding: vars.space.medium },
      large: { padding: vars.space.large },
    },
    /** Highlighted: the selected part, the recommended build. */
    highlighted: { true: { borderColor: vars.color.accent, boxShadow: vars.shadow.glow } },
    /** The whole card responds to the pointer (it holds a stretched link or button). */
    interactive: {
      true: {
        '@media': {
          [canHover]: { selectors: { '&:hover': { borderColor: vars.color.borderStrong } } },
        },
      },
    },
  },
  compoundVariants: [
    {
      variants: { highlighted: true, interactive: true },
      style: {
        '@media': {
          [canHover]: { selectors: { '&:hover': { borderColor: vars.color.accentHover } } },
        },
      },
    },
  ],
  defaultVariants: { tone: 'raised', padding: 'medium' },
});
