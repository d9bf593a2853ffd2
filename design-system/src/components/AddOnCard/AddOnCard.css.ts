import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const card = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr)`,
  // The details take the spare height, so the buttons of a row of cards line up at the bottom.
  gridTemplateRows: '1fr auto',
  gridTemplateAreas: '"media details" "action action"',
  gap: vars.space.medium,
  height: '100%',
});

export const action = style({ gridArea: 'action' });
