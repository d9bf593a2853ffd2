import { style } from '@vanilla-extract/css';

/** A `ul`/`ol` used for layout: no bullets, no indent. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });
