import { style, styleVariants } from '@vanilla-extract/css';
import { canHover } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const group = style({ display: 'grid', gap: vars.space.xsmall, border: 'none', padding: 0 });

export const groupLabel = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const options = styleVariants({
  vertical: { display: 'grid', gap: vars.space.small },
  horizontal: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: vars.space.large,
    rowGap: vars.space.small,
  },
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.small,
  alignItems: 'start',
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.iconSize.large,
  height: vars.iconSize.large,
  marginTop: vars.space.xxsmall,
  padding: 0,
  background: vars.color.surfaceSunken,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.accent },
    '[aria-invalid="true"] &': { borderColor: vars.color.critical },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    [canHover]: { selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.accent } } },
  },
});

export const dot = style({
  width: vars.space.small,
  height: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});

export const optionText = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const optionLabel = style({
  paddingBlock: vars.space.xxsmall,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
});
