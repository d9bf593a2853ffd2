import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const icon = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' },
  variants: {
    size: {
      small: { width: vars.iconSize.small, height: vars.iconSize.small },
      medium: { width: vars.iconSize.medium, height: vars.iconSize.medium },
      large: { width: vars.iconSize.large, height: vars.iconSize.large },
      xlarge: { width: vars.iconSize.xlarge, height: vars.iconSize.xlarge },
      inherit: { width: '1em', height: '1em' },
    },
  },
  defaultVariants: { size: 'medium' },
});
