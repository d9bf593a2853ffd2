import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const divider = recipe({
  base: { border: 'none', margin: 0, flexShrink: 0, alignSelf: 'stretch' },
  variants: {
    orientation: {
      horizontal: { height: vars.borderWidth.thin, width: '100%' },
      vertical: { width: vars.borderWidth.thin, minHeight: vars.iconSize.medium },
    },
    tone: {
      subtle: { background: vars.color.border },
      strong: { background: vars.color.borderStrong },
    },
  },
});
