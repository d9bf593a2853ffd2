import { style } from '@vanilla-extract/css';
import { vars } from '@pcshop/design-system';

export const stage = style({ display: 'grid', gap: vars.space.large });

export const form = style({ display: 'grid', gap: vars.space.large });

export const deadline = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });
