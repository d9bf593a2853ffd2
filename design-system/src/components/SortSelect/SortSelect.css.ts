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

/** Holds the select and the chevron drawn over its end. */
export const box = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flexGrow: 1,
  minWidth: 0,
});

export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  paddingInlineEnd: `calc(${vars.space.medium} + ${vars.space.large})`,
  textOverflow: 'ellipsis',
});

globalStyle(`${select} option`, { background: vars.color.surfaceOverlay, color: vars.color.text });

/** The chevron lets taps through to the select beneath. */
export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.medium,
  display: 'inline-flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
