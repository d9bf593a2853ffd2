import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css';

/** Widths that stories put a component in, to show how it holds in a narrow column or a card slot. */
export const narrow = style({ maxWidth: vars.size.cardMin });
export const card = style({ maxWidth: vars.size.sidebar });
/**
 * A readable column (`size.measure`, 65ch, is 41rem in the text face), in rem: a width in `ch`
 * follows whichever face was laid out first, and the screenshots differed by a few pixels.
 */
export const column = style({ maxWidth: '41rem' });
