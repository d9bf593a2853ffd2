import { style, styleVariants } from '@vanilla-extract/css';
import { canHover } from '../../css/media';
import { vars } from '../../themes/vars.css';

/**
 * Holds the row and the chevrons over its edges. Raised: the row is a scroller the browser
 * composites, so a chevron over it needs a layer of its own; in the page's own stacking order,
 * that layer also took in everything painted after it (the whole page below, redrawn with any
 * change), in its own, only the chevron.
 */
export const frame = style({ position: 'relative', zIndex: vars.zIndex.raised });

/**
 * One row that scrolls sideways when the steps are wider than the screen (always on phones).
 * Positioned, so the visually hidden texts stay inside the scroller instead of widening the page.
 */
export const list = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.xxsmall}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  overscrollBehaviorX: 'contain',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexShrink: 0,
});

export const connector = style({
  width: vars.space.large,
  height: vars.borderWidth.thick,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  selectors: {
    '[data-state="done"] > &, [data-state="current"] > &': { background: vars.color.accent },
  },
});

export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.controlSize.medium,
  paddingInline: vars.space.small,
  background: 'transparent',
  color: vars.color.textMuted,
  border: `${vars.borderWidth.thin} solid transparent`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  selectors: {
    'button&': { cursor: 'pointer' },
    '[data-state="done"] > &': { color: vars.color.text },
    '[data-state="current"] > &': {
      color: vars.color.text,
      background: vars.color.surfaceOverlay,
      borderColor: vars.color.accent,
    },
    '[data-state="blocked"] > &': { cursor: 'not-allowed' },
  },
  '@media': {
    [canHover]: {
      selectors: {
        'button&:hover:not([aria-disabled="true"])': {
          color: vars.color.text,
          borderColor: vars.color.borderStrong,
        },
      },
    },
  },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.iconSize.large,
  height: vars.iconSize.large,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.xsmall,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '[data-state="done"] &': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
    },
    '[data-state="current"] &': { borderColor: vars.color.accent, color: vars.color.accent },
  },
});

/** Over an edge with more steps behind it: the row fades out under a chevron. */
export const edge = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  width: vars.space.xxlarge,
  padding: 0,
  border: 0,
  color: vars.color.text,
  cursor: 'pointer',
});

export const edgeAt = styleVariants({
  back: {
    left: 0,
    justifyContent: 'flex-start',
    background: `linear-gradient(to right, ${vars.color.surface} 40%, transparent)`,
  },
  forward: {
    right: 0,
    justifyContent: 'flex-end',
    background: `linear-gradient(to left, ${vars.color.surface} 40%, transparent)`,
  },
});
