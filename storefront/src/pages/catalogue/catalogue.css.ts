import { style } from '@vanilla-extract/css';
import { canHover, mediaQuery, vars } from '@pcshop/design-system';

export const page = style({
  display: 'grid',
  gap: vars.space.xlarge,
  paddingBlock: vars.space.large,
});

export const header = style({ display: 'grid', gap: vars.space.small });

export const lead = style({ color: vars.color.textMuted, maxWidth: '60ch' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="true"]': {
      borderColor: vars.color.accent,
      background: vars.color.surfaceOverlay,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/**
 * The catalogue's grid: one column on a phone, two from small tablets, four on a desktop. Lists
 * page in multiples of every count (MODELS_PER_PAGE, FEATURED_MODELS), so each page fills its rows.
 */
export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': {
    [mediaQuery('tabletSmall')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery('desktop')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

/** A featured game's tile: a whole row of two columns, two by two of four. */
export const wideTile = style({
  '@media': {
    [mediaQuery('tabletSmall')]: { gridColumn: 'span 2' },
    [mediaQuery('desktop')]: { gridRow: 'span 2' },
  },
});

/** Builds by FPS answers three builds: one row of three from tablets up. */
export const threeGrid = style([
  grid,
  { '@media': { [mediaQuery('tablet')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
]);

export const modelTop = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': { [mediaQuery('tablet')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const heroImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
});

export const summary = style({ display: 'grid', gap: vars.space.medium, alignContent: 'start' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });

export const buttonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const secondaryLink = style([
  buttonLink,
  {
    background: 'transparent',
    color: vars.color.text,
    border: `1px solid ${vars.color.borderStrong}`,
  },
]);

export const tabPanel = style({
  display: 'grid',
  gap: vars.space.large,
  paddingTop: vars.space.large,
});

export const overview = style({ display: 'grid', gap: vars.space.medium, maxWidth: '70ch' });

export const reviews = style({
  display: 'grid',
  gap: vars.space.medium,
  listStyle: 'none',
  padding: 0,
});

export const review = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
});

export const muted = style({ color: vars.color.textMuted });

export const gameTile = style({
  display: 'grid',
  alignContent: 'start',
  height: '100%',
  boxSizing: 'border-box',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { [canHover]: { selectors: { '&:hover': { background: vars.color.surfaceOverlay } } } },
});

export const gameImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.small,
});

export const form = style({
  display: 'grid',
  gap: vars.space.medium,
  alignItems: 'end',
  '@media': { [mediaQuery('tablet')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto' } },
});

export const section = style({ display: 'grid', gap: vars.space.medium });
