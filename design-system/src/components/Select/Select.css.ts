import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const chevron = style({ color: vars.color.textMuted });

export const content = style({
  zIndex: vars.zIndex.popover,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  background: vars.color.surfaceOverlay,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
});

export const viewport = style({ padding: vars.space.xsmall });

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.controlSize.medium,
  paddingBlock: vars.space.xsmall,
  paddingInlineStart: vars.space.xlarge,
  paddingInlineEnd: vars.space.medium,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceRaised, color: vars.color.accent },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const itemIndicator = style({
  position: 'absolute',
  insetInlineStart: vars.space.xsmall,
  display: 'inline-flex',
  color: vars.color.accent,
});

export const scrollButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: vars.controlSize.small,
  color: vars.color.textMuted,
  cursor: 'default',
});
