import { style } from '@vanilla-extract/css';
import { canHover } from '../../css/media';
import { vars } from '../../themes/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'underline',
  textDecorationColor: 'transparent',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  '@media': {
    [canHover]: {
      transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: { '&:hover': { color: vars.color.text, textDecorationColor: 'currentColor' } },
    },
  },
});

export const current = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const separator = style({ color: vars.color.textMuted, flexShrink: 0 });
