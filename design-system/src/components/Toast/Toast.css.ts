import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { canHover, mediaQuery } from '../../css/media';
import { vars } from '../../themes/vars.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.medium})` },
  to: { opacity: 1, transform: 'translateY(0)' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/** Full width at the bottom on phones; a column in the bottom corner from small tablets up. */
export const viewport = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  listStyle: 'none',
  outline: 'none',
  '@media': {
    [mediaQuery('tabletSmall')]: {
      insetInlineStart: 'auto',
      width: `min(${vars.size.sidebar}, 100%)`,
      padding: vars.space.large,
    },
  },
});

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    columnGap: vars.space.small,
    padding: vars.space.medium,
    background: vars.color.surfaceOverlay,
    color: vars.color.text,
    border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
    borderInlineStartWidth: vars.borderWidth.thick,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.large,
    selectors: {
      '&[data-state="open"]': {
        animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
      },
      '&[data-state="closed"]': {
        animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}`,
      },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="end"]': {
        animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}`,
        transform: 'translateX(var(--radix-toast-swipe-end-x))',
      },
    },
  },
  variants: {
    tone: {
      success: { borderInlineStartColor: vars.color.success },
      error: { borderInlineStartColor: vars.color.critical },
    },
  },
});

export const icon = recipe({
  base: { marginBlock: vars.space.xxsmall },
  variants: {
    tone: { success: { color: vars.color.success }, error: { color: vars.color.critical } },
  },
});

export const content = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: vars.fontWeight.bold });

export const description = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const action = style({ justifySelf: 'start', marginTop: vars.space.xsmall });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.controlSize.small,
  height: vars.controlSize.small,
  marginBlock: `calc(-1 * ${vars.space.xsmall})`,
  padding: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  border: 'none',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  '@media': { [canHover]: { selectors: { '&:hover': { color: vars.color.text } } } },
});
