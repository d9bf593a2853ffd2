import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@pcshop/design-system';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  // The layout's main area pads the sides already.
  paddingBlockEnd: vars.space.xxlarge,
  maxWidth: '90rem',
  margin: '0 auto',
  width: '100%',
  boxSizing: 'border-box',
});

export const columns = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQuery('desktop')]: { gridTemplateColumns: `minmax(0, 1fr) ${vars.size.sidebar}` },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.medium,
});

export const cards = style({
  display: 'grid',
  gap: vars.space.medium,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** Before the parts below desktop widths; the sidebar on the right from there. */
export const summary = style({
  alignSelf: 'start',
  '@media': {
    [mediaQuery('desktop')]: {
      position: 'sticky',
      top: vars.space.large,
      gridColumn: 2,
      gridRow: 1,
    },
  },
});

export const lines = style({
  display: 'grid',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const line = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.small,
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'space-between',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

export const figureValue = style({
  margin: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const shareLink = style({ wordBreak: 'break-all' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const footerTotal = style({
  display: 'flex',
  flexDirection: 'column',
  marginInlineStart: 'auto',
  textAlign: 'end',
});

/** Stays at the bottom of the screen below desktop widths, where the build scrolls away. */
export const phoneBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: vars.space.small,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  '@media': { [mediaQuery('desktop')]: { display: 'none' } },
});

export const phoneBarFigures = style({ display: 'flex', flexDirection: 'column' });

/** The step's facets: a disclosure under the toolbar. */
export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const filtersSummary = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: 2 } },
});

export const facets = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  alignItems: 'start',
});

export const facet = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const facetLegend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontWeight: vars.fontWeight.medium,
});

export const facetValues = style({
  display: 'grid',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '16rem',
  overflowY: 'auto',
});

export const range = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.small,
});
