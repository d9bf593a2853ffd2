import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** Two short fields side by side from small tablets up. */
export const pair = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [mediaQuery('tabletSmall')]: { gridTemplateColumns: '1fr 1fr' } },
});
