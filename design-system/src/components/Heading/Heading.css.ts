import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    overflowWrap: 'break-word',
    hyphens: 'auto',
    textWrap: 'balance',
  },
  variants: {
    size: {
      display: { fontSize: vars.fontSize.display },
      xxlarge: { fontSize: vars.fontSize.xxlarge },
      xlarge: { fontSize: vars.fontSize.xlarge },
      large: { fontSize: vars.fontSize.large },
      medium: { fontSize: vars.fontSize.medium },
    },
  },
});
