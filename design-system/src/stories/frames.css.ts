import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css';

/** Widths that stories put a component in, to show how it holds in a narrow column or a card slot. */
export const narrow = style({ maxWidth: vars.size.cardMin });
export const card = style({ maxWidth: vars.size.sidebar });
export const column = style({ maxWidth: vars.size.measure });
