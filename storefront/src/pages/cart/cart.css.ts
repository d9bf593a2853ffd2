import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@pcshop/design-system';

export const page = style({
  display: 'grid',
  gap: vars.space.large,
  paddingBlock: vars.space.large,
});

export const title = style({ margin: 0 });

/** Lines beside the summary from tablets up, the summary under them below. */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [mediaQuery('tablet')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const lines = style({
  display: 'grid',
  gap: vars.space.medium,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const summary = style({ display: 'grid', gap: vars.space.medium });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });

export const addOns = style({ display: 'grid', gap: vars.space.medium });

export const addOnsTitle = style({ margin: 0 });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const addOnList = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.cardMin}), 1fr))`,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
