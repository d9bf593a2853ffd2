import { keyframes, style } from '@vanilla-extract/css';
import { canHover, mediaQuery } from '../../css/media';
import { vars } from '../../themes/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.large})` },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.scrim,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
});

/** A bottom sheet on phones; a centred panel from small tablets up. */
export const content = style({
  position: 'fixed',
  zIndex: vars.zIndex.overlay,
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxHeight: '90dvh',
  overflowY: 'auto',
  padding: vars.space.large,
  paddingTop: vars.space.xlarge,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderBottom: 'none',
  borderRadius: `${vars.radius.large} ${vars.radius.large} 0 0`,
  boxShadow: vars.shadow.large,
  animation: `${riseIn} ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: { '&:focus-visible': { outline: 'none' } },
  '@media': {
    [mediaQuery('tabletSmall')]: {
      insetInline: vars.space.large,
      top: '50%',
      bottom: 'auto',
      width: `min(${vars.size.dialog}, calc(100% - 2 * ${vars.space.large}))`,
      marginInline: 'auto',
      padding: vars.space.xlarge,
      transform: 'translateY(-50%)',
      border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
      borderRadius: vars.radius.large,
      animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
    },
  },
});

export const title = style({
  paddingInlineEnd: vars.controlSize.medium,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const body = style({ display: 'grid', gap: vars.space.medium });

/** Actions stacked full width on phones, in a row at the end from small tablets up. */
export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginTop: vars.space.small,
  '@media': {
    [mediaQuery('tabletSmall')]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      justifyContent: 'flex-end',
    },
  },
});

export const closeButton = style({
  position: 'absolute',
  top: vars.space.small,
  insetInlineEnd: vars.space.small,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.controlSize.medium,
  height: vars.controlSize.medium,
  padding: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  border: 'none',
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  '@media': {
    [canHover]: {
      selectors: { '&:hover': { color: vars.color.text, background: vars.color.surfaceOverlay } },
    },
  },
});
