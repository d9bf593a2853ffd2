import { style } from '@vanilla-extract/css';
import { vars } from '@pcshop/design-system';

export const article = style({
  display: 'grid',
  gap: vars.space.large,
  maxWidth: '72ch',
  padding: `${vars.space.xlarge} 0`,
});

export const list = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  paddingLeft: vars.space.large,
  listStyle: 'disc',
});

export const faq = style({ display: 'grid', gap: vars.space.medium, margin: 0 });

export const answer = style({ margin: 0 });

export const centred = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xxlarge} 0`,
});

export const form = style({ display: 'grid', gap: vars.space.large, maxWidth: '40rem' });
