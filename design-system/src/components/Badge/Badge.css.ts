import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    padding: `${vars.space.xxsmall} ${vars.space.small}`,
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.thin} solid`,
    fontSize: vars.fontSize.xsmall,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: {
        background: vars.color.surfaceOverlay,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
      },
      accent: {
        background: vars.color.surfaceOverlay,
        color: vars.color.accent,
        borderColor: vars.color.accent,
      },
      deal: {
        background: vars.color.deal,
        color: vars.color.dealText,
        borderColor: vars.color.deal,
      },
      success: {
        background: vars.color.successSurface,
        color: vars.color.success,
        borderColor: vars.color.success,
      },
      warning: {
        background: vars.color.warningSurface,
        color: vars.color.warning,
        borderColor: vars.color.warning,
      },
      critical: {
        background: vars.color.criticalSurface,
        color: vars.color.critical,
        borderColor: vars.color.critical,
      },
    },
  },
});
