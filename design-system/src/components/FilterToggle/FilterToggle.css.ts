import { style } from '@vanilla-extract/css';
import { canHover } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const row = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.controlSize.medium,
});

/** Track 40×24 built from the theme's sizes; the thumb slides from start to end. */
export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: `calc(${vars.iconSize.large} + ${vars.space.medium})`,
  height: vars.iconSize.large,
  padding: 0,
  background: vars.color.surfaceSunken,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  selectors: {
    '&[aria-checked="true"]': { background: vars.color.accent, borderColor: vars.color.accent },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    [canHover]: {
      transition: `background ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.accent } },
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: vars.space.xxsmall,
  insetInlineStart: vars.space.xxsmall,
  width: vars.iconSize.small,
  height: vars.iconSize.small,
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '[aria-checked="true"] > &': {
      background: vars.color.accentText,
      transform: `translateX(${vars.space.medium})`,
    },
    '[dir="rtl"] [aria-checked="true"] > &': {
      transform: `translateX(calc(-1 * ${vars.space.medium}))`,
    },
  },
});

export const label = style({ cursor: 'pointer', overflowWrap: 'anywhere' });

export const count = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
