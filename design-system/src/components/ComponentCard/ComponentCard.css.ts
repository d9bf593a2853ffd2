import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const card = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr)`,
  gridTemplateAreas: '"media body" "side side"',
  gap: vars.space.medium,
  '@media': {
    [mediaQuery('tabletSmall')]: {
      gridTemplateColumns: `${vars.size.thumbnail} minmax(0, 1fr) auto`,
      gridTemplateAreas: '"media body side"',
    },
  },
});

export const media = style({
  gridArea: 'media',
  width: vars.size.thumbnail,
  height: vars.size.thumbnail,
  objectFit: 'contain',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

/** An out-of-stock part: its picture fades, its text keeps full contrast. */
export const unavailableMedia = style({ opacity: 0.5, filter: 'grayscale(1)' });

export const body = style({
  gridArea: 'body',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const specs = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const delivery = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const side = style({
  gridArea: 'side',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  '@media': {
    [mediaQuery('tabletSmall')]: {
      flexDirection: 'column',
      alignItems: 'flex-end',
      justifyContent: 'flex-start',
    },
  },
});

/** The select toggle covers the card, so a click anywhere on it selects. */
export const select = style({
  position: 'static',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.large },
  },
});

export const selectedButton = style({
  background: vars.color.accent,
  color: vars.color.accentText,
  borderColor: vars.color.accent,
});

/** Controls that must stay clickable above the stretched toggle. */
export const raised = style({ position: 'relative', zIndex: vars.zIndex.raised });

export const problem = style({
  gridColumn: '1 / -1',
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  fontSize: vars.fontSize.small,
});

/** A check that couldn't be made: informative, calmer than a conflict. */
export const notice = style([
  problem,
  {
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    border: `1px solid ${vars.color.border}`,
  },
]);

export const reasons = style({ margin: 0, paddingLeft: vars.space.medium });
