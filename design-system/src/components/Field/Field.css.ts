import { style } from '@vanilla-extract/css';
import { canHover } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const labelRow = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xxsmall });

export const requiredMark = style({ color: vars.color.critical, fontSize: vars.fontSize.small });

export const hint = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.small,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});

/** The look every text-like control shares: input, textarea, select trigger, combobox. */
export const control = style({
  width: '100%',
  minHeight: vars.controlSize.medium,
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outlineOffset: 0, borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    [canHover]: { selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.textMuted } } },
  },
});
