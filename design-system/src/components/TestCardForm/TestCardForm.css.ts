import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const notice = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.thin} dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.small,
});

export const noticeTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const cards = style({
  margin: `${vars.space.xsmall} 0 0`,
  paddingLeft: vars.space.large,
  color: vars.color.textMuted,
});

export const number = style({ fontFamily: vars.font.mono, color: vars.color.text });

export const pair = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.medium,
});
