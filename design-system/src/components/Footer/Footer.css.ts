import { style } from '@vanilla-extract/css';
import { canHover, mediaQuery } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const footer = style({
  marginTop: vars.space.xxlarge,
  background: vars.color.surfaceSunken,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const inner = style({
  display: 'grid',
  gap: vars.space.xlarge,
  maxWidth: vars.size.page,
  marginInline: 'auto',
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  '@media': {
    [mediaQuery('tabletSmall')]: { paddingInline: vars.space.large },
    [mediaQuery('desktop')]: { paddingBlock: vars.space.xxlarge },
  },
});

/** One column on phones, two on small tablets, a row of columns on desktops. */
export const groups = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': {
    [mediaQuery('tabletSmall')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery('desktop')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(0, 1fr))' },
  },
});

export const group = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.small,
  minWidth: 0,
});

export const groupTitle = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const list = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.controlSize.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-current="true"]': { color: vars.color.accent, fontWeight: vars.fontWeight.medium },
  },
  '@media': {
    [canHover]: {
      selectors: {
        '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
        // Not the current edition's colour: its accent still wins while hovered.
        '&:hover:not([aria-current="true"])': { color: vars.color.text },
      },
    },
  },
});

export const editions = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
  rowGap: 0,
});

export const bottom = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingTop: vars.space.large,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  '@media': {
    [mediaQuery('tablet')]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
    },
  },
});

export const legal = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xsmall });
