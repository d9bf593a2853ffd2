import { createElement, type HTMLAttributes, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../css/sprinkles.css';
import { cx } from '../../utils/cx';

export const boxElements = [
  'div',
  'span',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'ul',
  'ol',
  'li',
  'p',
  'figure',
  'dl',
  'form',
] as const;
export type BoxElement = (typeof boxElements)[number];

export interface BoxProps
  extends Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles | 'color'>, Sprinkles {
  as?: BoxElement;
  ref?: Ref<HTMLElement>;
}

/** The layout primitive: any element with theme-bound, responsive sprinkles as props. */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return createElement(as, { ...rest, className: cx(sprinkles(atoms), className) });
}
