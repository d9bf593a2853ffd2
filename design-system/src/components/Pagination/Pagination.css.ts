import { style } from '@vanilla-extract/css';
import { canHover, mediaQuery } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const pagination = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  '@media': { [mediaQuery('tabletSmall')]: { justifyContent: 'center' } },
});

/** The numbered pages: from small tablets up; phones show "3 of 12" instead. */
export const pages = style({
  display: 'none',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gap: vars.space.xsmall,
  '@media': { [mediaQuery('tabletSmall')]: { display: 'flex' } },
});

export const status = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [mediaQuery('tabletSmall')]: { display: 'none' } },
});

const square = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.controlSize.medium,
  height: vars.controlSize.medium,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  fontVariantNumeric: 'tabular-nums',
} as const;

export const page = style({
  ...square,
  background: 'transparent',
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid transparent`,
  textDecoration: 'none',
  cursor: 'pointer',
  '@media': { [canHover]: { selectors: { '&:hover': { borderColor: vars.color.borderStrong } } } },
});

export const current = style({
  ...square,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.bold,
});

export const gap = style({ ...square, color: vars.color.textMuted });

export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.controlSize.medium,
  paddingInline: vars.space.small,
  background: 'transparent',
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  '@media': { [canHover]: { selectors: { '&:hover': { borderColor: vars.color.accent } } } },
});

/** Previous on the first page, next on the last: keeps its place, but is neither seen nor read. */
export const unavailable = style({ visibility: 'hidden' });
