import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery } from '../../css/media';
import { vars } from '../../themes/vars.css';

/** Label above the select on phones, beside it from small tablets up. */
export const sortSelect = style({
  '@media': {
    [mediaQuery('tabletSmall')]: {
      flexDirection: 'row',
      alignItems: 'center',
      gap: vars.space.small,
    },
  },
});

/** "Sort by" stays on one line beside the select. */
globalStyle(`${sortSelect} > :first-child`, { whiteSpace: 'nowrap', flexShrink: 0 });
