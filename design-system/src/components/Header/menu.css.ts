import { style } from '@vanilla-extract/css';
import { canHover, mediaQuery } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.controlSize.medium,
  paddingInline: vars.space.small,
  background: 'transparent',
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid transparent`,
  borderRadius: vars.radius.medium,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&[data-state="open"]': { background: vars.color.surfaceOverlay },
  },
  '@media': {
    [canHover]: { selectors: { '&:hover': { background: vars.color.surfaceOverlay } } },
  },
});

export const content = style({
  zIndex: vars.zIndex.popover,
  minWidth: vars.size.thumbnail,
  padding: vars.space.xsmall,
  background: vars.color.surfaceOverlay,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
});

export const label = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.controlSize.medium,
  paddingInlineStart: vars.space.xlarge,
  paddingInlineEnd: vars.space.medium,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceRaised, color: vars.color.accent },
  },
});

export const indicator = style({
  position: 'absolute',
  insetInlineStart: vars.space.xsmall,
  display: 'inline-flex',
  color: vars.color.accent,
});

export const separator = style({
  height: vars.borderWidth.thin,
  marginBlock: vars.space.xsmall,
  background: vars.color.border,
});

/** Text that phones do not show (the icon stands in) but screen readers still read. */
export const wideOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  '@media': {
    [mediaQuery('tablet')]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clipPath: 'none',
    },
  },
});

/** An icon phones leave out (the chevron of a menu that shows only its icon there). */
export const wideOnlyIcon = style({
  display: 'none',
  '@media': { [mediaQuery('tablet')]: { display: 'inline-block' } },
});
