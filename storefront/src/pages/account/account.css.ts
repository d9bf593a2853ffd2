import { style } from '@vanilla-extract/css';
import { vars } from '@pcshop/design-system';

/** The narrow column of the sign-in, register and password pages. */
export const authColumn = style({
  width: '100%',
  maxWidth: '28rem',
  margin: '0 auto',
  padding: `${vars.space.xlarge} 0`,
});

/** The account area: the tabs row, then the tab's content. */
export const accountArea = style({
  width: '100%',
  maxWidth: '56rem',
  margin: '0 auto',
  padding: `${vars.space.xlarge} 0`,
});

export const tabsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const addressList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

/** The saved builds: one card under the other. */
export const savedBuilds = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});
