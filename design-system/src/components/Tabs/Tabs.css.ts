import { style } from '@vanilla-extract/css';
import { canHover } from '../../css/media';
import { vars } from '../../themes/vars.css';

/** One row of tabs that scrolls sideways when it is wider than the screen. */
export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const trigger = style({
  position: 'relative',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.controlSize.medium,
  paddingInline: vars.space.medium,
  background: 'transparent',
  color: vars.color.textMuted,
  border: 'none',
  borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.borderWidth.thick})` },
    '&[data-state="active"]': { color: vars.color.text },
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space.small,
      bottom: `calc(-1 * ${vars.borderWidth.thin})`,
      height: vars.borderWidth.thick,
      borderRadius: vars.radius.full,
      background: 'transparent',
      transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
    },
    '&[data-state="active"]::after': { background: vars.color.accent },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    [canHover]: {
      transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: { '&:hover': { color: vars.color.text } },
    },
  },
});

export const content = style({
  paddingBlock: vars.space.large,
  selectors: { '&:focus-visible': { outlineOffset: vars.space.xsmall } },
});
