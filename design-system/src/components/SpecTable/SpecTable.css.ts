import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});

export const caption = style({
  textAlign: 'left',
  paddingBottom: vars.space.medium,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
});

export const groupHeader = style({
  padding: `${vars.space.large} 0 ${vars.space.small}`,
  textAlign: 'left',
  color: vars.color.accent,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
});

export const row = style({
  display: 'block',
  padding: `${vars.space.small} 0`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  '@media': { [mediaQuery('tabletSmall')]: { display: 'table-row', padding: 0 } },
});

const cell = {
  display: 'block',
  padding: 0,
  textAlign: 'left',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
  '@media': {
    [mediaQuery('tabletSmall')]: { display: 'table-cell', padding: `${vars.space.small} 0` },
  },
} as const;

export const label = style({
  ...cell,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  '@media': {
    [mediaQuery('tabletSmall')]: {
      ...cell['@media'][mediaQuery('tabletSmall')],
      width: '35%',
      paddingRight: vars.space.medium,
    },
  },
});

export const value = style({ ...cell, fontWeight: vars.fontWeight.medium });
