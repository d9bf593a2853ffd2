import { createVar, style } from '@vanilla-extract/css';
import { mediaQuery } from '../../css/media';
import { vars } from '../../themes/vars.css';

/** A bar's length as a fraction (0–1) of the chart's scale. */
export const fill = createVar();
/** The target line's place as a fraction (0–1) of the scale. */
export const target = createVar();

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  color: vars.color.text,
  fontSize: vars.fontSize.small,
});

export const caption = style({
  textAlign: 'left',
  paddingBottom: vars.space.small,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
});

export const legend = style({
  display: 'block',
  paddingTop: vars.space.xxsmall,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
});

export const columnHeader = style({
  padding: `${vars.space.xsmall} ${vars.space.xsmall} ${vars.space.small}`,
  textAlign: 'left',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
});

export const gameColumn = style({
  width: '32%',
  '@media': { [mediaQuery('tabletSmall')]: { width: '28%' } },
});

export const rowHeader = style({
  padding: `${vars.space.small} ${vars.space.xsmall} ${vars.space.small} 0`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'break-word',
  hyphens: 'auto',
  verticalAlign: 'top',
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const cell = style({
  padding: `${vars.space.small} ${vars.space.xsmall}`,
  verticalAlign: 'top',
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const value = style({
  display: 'block',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const unit = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const missing = style({ color: vars.color.textMuted });

export const track = style({
  position: 'relative',
  display: 'block',
  height: vars.size.chartBar,
  marginTop: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceOverlay,
});

export const bar = style({
  display: 'block',
  height: '100%',
  width: `calc(${fill} * 100%)`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  transformOrigin: 'left',
  transition: `width ${vars.motion.slow} ${vars.motion.easing}`,
});

export const belowTarget = style({ background: vars.color.warning });

export const targetLine = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.xxsmall})`,
  bottom: `calc(-1 * ${vars.space.xxsmall})`,
  left: `calc(${target} * 100%)`,
  width: vars.borderWidth.thick,
  background: vars.color.text,
});
