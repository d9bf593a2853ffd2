import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@pcshop/design-system';

export const page = style({
  display: 'grid',
  gap: vars.space.large,
  paddingBlock: vars.space.large,
});

export const stage = style({ display: 'grid', gap: vars.space.large });

export const title = style({ margin: 0 });

/** The stage's form beside the order summary from tablets up, the summary under it below. */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [mediaQuery('tablet')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const form = style({ display: 'grid', gap: vars.space.large });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });

export const deadline = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });
