import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const anchor = style({ position: 'relative' });

export const input = style({ paddingInlineEnd: vars.controlSize.medium });

export const chevron = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: vars.space.medium,
  margin: 'auto',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

const popup = style({
  position: 'absolute',
  zIndex: vars.zIndex.popover,
  insetInline: 0,
  top: `calc(100% + ${vars.space.xsmall})`,
  background: vars.color.surfaceOverlay,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
});

export const listbox = style([
  popup,
  {
    maxHeight: `calc(${vars.controlSize.medium} * 6.5)`,
    overflowY: 'auto',
    margin: 0,
    padding: vars.space.xsmall,
    listStyle: 'none',
  },
]);

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.controlSize.medium,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted="true"]': {
      background: vars.color.surfaceRaised,
      color: vars.color.accent,
    },
  },
});

export const optionCheck = style({
  color: vars.color.accent,
  visibility: 'hidden',
  selectors: { '[aria-selected="true"] > &': { visibility: 'visible' } },
});

export const noResults = style([
  popup,
  { padding: `${vars.space.small} ${vars.space.medium}`, color: vars.color.textMuted },
]);
