import { style } from '@vanilla-extract/css';
import { canHover, mediaQuery, vars } from '@pcshop/design-system';

/**
 * The headline beside the flagship from tablets up; on a phone the flagship comes right under
 * the headline, so both are on the first screen.
 */
export const hero = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateAreas: '"title" "flagship" "lead" "actions"',
  padding: `${vars.space.large} 0`,
  '@media': {
    [mediaQuery('tablet')]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateRows: '1fr auto 1fr',
      gridTemplateAreas: '"title flagship" "lead flagship" "actions flagship"',
      columnGap: vars.space.xlarge,
      padding: `${vars.space.xlarge} 0`,
    },
  },
});

export const flagship = style({
  gridArea: 'flagship',
  alignSelf: 'center',
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
});

export const flagshipImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
});

export const flagshipCaption = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

export const flagshipLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.wide,
});

export const flagshipName = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { [canHover]: { selectors: { '&:hover': { color: vars.color.accent } } } },
});

export const title = style({
  gridArea: 'title',
  alignSelf: 'end',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  maxWidth: '20ch',
});

export const lead = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.large,
  maxWidth: '50ch',
});

export const actions = style({
  gridArea: 'actions',
  alignSelf: 'start',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
});

/** The hero's lead, in its grid area. */
export const heroLead = style([lead, { gridArea: 'lead' }]);

export const customiser = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
});
