import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const summary = style({ gap: vars.space.medium });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.tight,
});

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  columnGap: vars.space.medium,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

/** While recalculating, the figures turn muted: old, about to change. */
export const value = style({
  selectors: { '[aria-busy="true"] &': { color: vars.color.textMuted } },
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'right',
  marginLeft: 'auto',
});

export const discount = style({ color: vars.color.deal });

export const free = style({ color: vars.color.success });

export const total = style({
  paddingTop: vars.space.small,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
});

export const totalTerm = style({
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const totalValue = style({
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
});

export const delivery = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceOverlay,
  fontSize: vars.fontSize.small,
});

export const deliveryText = style({ display: 'flex', flexDirection: 'column' });
