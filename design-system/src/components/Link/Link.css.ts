import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { canHover } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const link = recipe({
  base: {
    display: 'inline',
    borderRadius: vars.radius.small,
    textDecorationThickness: vars.borderWidth.thin,
    textUnderlineOffset: vars.space.xxsmall,
    cursor: 'pointer',
    '@media': {
      [canHover]: {
        transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
        selectors: { '&:hover': { textDecorationThickness: vars.borderWidth.thick } },
      },
    },
  },
  variants: {
    tone: {
      accent: {
        color: vars.color.accent,
        '@media': { [canHover]: { selectors: { '&:hover': { color: vars.color.accentHover } } } },
      },
      neutral: { color: vars.color.text },
      muted: {
        color: vars.color.textMuted,
        '@media': { [canHover]: { selectors: { '&:hover': { color: vars.color.text } } } },
      },
    },
    underline: {
      always: { textDecoration: 'underline' },
      hover: {
        textDecoration: 'none',
        selectors: { '&:focus-visible': { textDecoration: 'underline' } },
        '@media': { [canHover]: { selectors: { '&:hover': { textDecoration: 'underline' } } } },
      },
    },
  },
  defaultVariants: { tone: 'accent', underline: 'always' },
});

export const externalIcon = style({ marginLeft: vars.space.xxsmall, verticalAlign: 'baseline' });
