import { style } from '@vanilla-extract/css';
import { canHover } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.small,
  alignItems: 'start',
});

/** A 24px box inside a 44px-high row keeps the touch target while the box stays compact. */
export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.iconSize.large,
  height: vars.iconSize.large,
  marginTop: vars.space.xxsmall,
  padding: 0,
  background: vars.color.surfaceSunken,
  color: vars.color.accentText,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  transition: `background ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.accent, borderColor: vars.color.accent },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    [canHover]: { selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.accent } } },
  },
});

export const text = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const label = style({
  paddingBlock: vars.space.xxsmall,
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  '@media': { [canHover]: { selectors: { '&:hover': { color: vars.color.accentHover } } } },
});
