import { style } from '@vanilla-extract/css';

/** Where a provider puts its widget; takes no room (nor a gap) while empty. */
export const slot = style({
  selectors: { '&:empty': { display: 'none' } },
});
