import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const stockStatus = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.medium,
  },
  variants: {
    status: {
      'in-stock': { color: vars.color.success },
      'low-stock': { color: vars.color.warning },
      'out-of-stock': { color: vars.color.critical },
    },
  },
});
