import { style } from '@vanilla-extract/css';
import { canHover } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const inputWrap = style({ position: 'relative', display: 'flex' });

export const input = style({
  paddingInlineEnd: `calc(${vars.controlSize.medium} + ${vars.space.xsmall})`,
});

export const toggle = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.controlSize.medium,
  background: 'transparent',
  border: 'none',
  borderRadius: vars.radius.medium,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.borderWidth.thick})` },
  },
  '@media': { [canHover]: { selectors: { '&:hover': { color: vars.color.text } } } },
});

export const rules = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: `${vars.space.xxsmall} 0 0`,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
});

export const rulesHeading = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const rule = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  color: vars.color.textMuted,
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&[data-met="true"]': { color: vars.color.success } },
});

export const ruleIcon = style({ marginTop: vars.space.xxsmall });
