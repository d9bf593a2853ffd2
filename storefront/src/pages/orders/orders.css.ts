import { style } from '@vanilla-extract/css';
import { vars } from '@pcshop/design-system';

export const page = style({
  width: '100%',
  maxWidth: vars.size.page,
  marginInline: 'auto',
  padding: vars.space.large,
});

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlockEnd: vars.space.medium,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const itemLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const parts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const partList = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const totals = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  maxWidth: vars.size.measure,
  margin: 0,
});

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:last-child': { fontWeight: vars.fontWeight.bold } },
});

export const address = style({ fontStyle: 'normal', lineHeight: vars.lineHeight.relaxed });
