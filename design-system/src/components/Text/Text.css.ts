import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body, overflowWrap: 'break-word', hyphens: 'auto' },
  variants: {
    size: {
      xsmall: { fontSize: vars.fontSize.xsmall, lineHeight: vars.lineHeight.normal },
      small: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.normal },
      medium: { fontSize: vars.fontSize.medium, lineHeight: vars.lineHeight.normal },
      large: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.normal },
    },
    tone: {
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      accent: { color: vars.color.accent },
      deal: { color: vars.color.deal },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      critical: { color: vars.color.critical },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    tabular: { true: { fontVariantNumeric: 'tabular-nums' } },
    truncate: {
      true: { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', hyphens: 'none' },
    },
  },
});
