import type { ComponentPropsWithRef } from 'react';
import type { Glyph } from './glyphs';
import * as styles from './Icon.css';

/** `inherit` follows the surrounding font size (1em). */
export const iconSizes = ['small', 'medium', 'large', 'xlarge', 'inherit'] as const;
export type IconSize = (typeof iconSizes)[number];

export interface SvgIconProps extends Omit<
  ComponentPropsWithRef<'svg'>,
  'children' | 'role' | 'aria-label' | 'aria-hidden'
> {
  glyph: Glyph;
  size?: IconSize;
  /** Names the icon for screen readers; without a label the icon is decorative and hidden. */
  label?: string;
}

/** How every glyph is drawn (24-unit strokes with round ends and joins): on an `<svg>`. */
export const glyphStrokes = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: 'false',
} as const;

/** Draws one glyph; components that always show the same icon import that glyph alone. */
export function SvgIcon({ glyph, size = 'medium', label, className, ...rest }: SvgIconProps) {
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const);
  return (
    <svg
      {...rest}
      {...a11y}
      className={[styles.icon({ size }), className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      {...glyphStrokes}
    >
      <path d={glyph.stroke} />
      {glyph.fill && <path d={glyph.fill} fill="currentColor" stroke="none" />}
    </svg>
  );
}
