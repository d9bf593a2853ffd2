import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const textarea = style({
  resize: 'vertical',
  minHeight: `calc(${vars.controlSize.large} * 2)`,
});
