import { style } from '@vanilla-extract/css';
import { canHover } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const viewport = style({
  position: 'relative',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
  touchAction: 'pan-y',
  userSelect: 'none',
});

export const panel = style({
  borderRadius: vars.radius.large,
  selectors: {
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.borderWidth.thick})` },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  pointerEvents: 'none',
});

const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  background: vars.color.surfaceOverlay,
  borderColor: vars.color.borderStrong,
});
export const previous = style([arrow, { left: vars.space.small }]);
export const next = style([arrow, { right: vars.space.small }]);

export const thumbnails = style({
  display: 'flex',
  gap: vars.space.small,
  overflowX: 'auto',
  padding: vars.space.xxsmall,
  scrollbarWidth: 'thin',
});

export const thumbnail = style({
  flexShrink: 0,
  width: vars.size.thumbnail,
  height: vars.size.thumbnail,
  padding: 0,
  border: `${vars.borderWidth.thick} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="active"]': { borderColor: vars.color.accent },
  },
  '@media': {
    [canHover]: {
      selectors: {
        // Not over the active thumbnail: its accent border still wins while hovered.
        '&:hover:not([data-state="active"])': { borderColor: vars.color.borderStrong },
      },
    },
  },
});

export const thumbnailImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
