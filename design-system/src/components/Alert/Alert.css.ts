import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { canHover } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const alert = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    columnGap: vars.space.small,
    padding: `${vars.space.small} ${vars.space.medium}`,
    color: vars.color.text,
    border: `${vars.borderWidth.thin} solid`,
    borderInlineStartWidth: vars.borderWidth.thick,
    borderRadius: vars.radius.medium,
  },
  variants: {
    tone: {
      info: { background: vars.color.surfaceOverlay, borderColor: vars.color.accent },
      success: { background: vars.color.successSurface, borderColor: vars.color.success },
      warning: { background: vars.color.warningSurface, borderColor: vars.color.warning },
      critical: { background: vars.color.criticalSurface, borderColor: vars.color.critical },
    },
  },
});

export const icon = recipe({
  base: { marginBlock: vars.space.xxsmall },
  variants: {
    tone: {
      info: { color: vars.color.accent },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      critical: { color: vars.color.critical },
    },
  },
});

export const text = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  minWidth: 0,
  paddingBlock: vars.space.xxsmall,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: vars.fontWeight.bold });

export const action = style({ marginTop: vars.space.xsmall });

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.controlSize.small,
  height: vars.controlSize.small,
  marginBlock: `calc(-1 * ${vars.space.xxsmall})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xsmall})`,
  padding: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  border: 'none',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  '@media': { [canHover]: { selectors: { '&:hover': { color: vars.color.text } } } },
});
