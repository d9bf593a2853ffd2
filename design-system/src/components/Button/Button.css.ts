import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { canHover } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    },
    '@media': {
      [canHover]: {
        transition: `background ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
      },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        '@media': {
          [canHover]: {
            selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
          },
        },
      },
      secondary: {
        background: vars.color.surfaceOverlay,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        '@media': {
          [canHover]: {
            selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.accent } },
          },
        },
      },
      critical: {
        background: vars.color.criticalSurface,
        color: vars.color.critical,
        borderColor: vars.color.critical,
        '@media': {
          [canHover]: {
            selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceOverlay } },
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        '@media': {
          [canHover]: {
            selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceOverlay } },
          },
        },
      },
    },
    size: {
      small: {
        minHeight: vars.controlSize.small,
        padding: `0 ${vars.space.small}`,
        fontSize: vars.fontSize.small,
      },
      medium: {
        minHeight: vars.controlSize.medium,
        padding: `0 ${vars.space.medium}`,
        fontSize: vars.fontSize.medium,
      },
      large: {
        minHeight: vars.controlSize.large,
        padding: `0 ${vars.space.large}`,
        fontSize: vars.fontSize.large,
      },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { tone: 'primary', size: 'medium' },
});

export type ButtonVariants = RecipeVariants<typeof button>;

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  selectors: { '[data-loading] > &': { opacity: 0 } },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1.1em',
  height: '1.1em',
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thick} solid currentColor`,
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});
