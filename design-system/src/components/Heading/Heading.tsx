import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../css/sprinkles.css';
import { cx } from '../../utils/cx';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export const headingSizes = ['display', 'xxlarge', 'xlarge', 'large', 'medium'] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];

const sizeOfLevel: Record<HeadingLevel, HeadingSize> = {
  1: 'xxlarge',
  2: 'xlarge',
  3: 'large',
  4: 'medium',
};

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  children: ReactNode;
  /** The document outline level (h1–h4); it also sets the size unless `size` is given. */
  level: HeadingLevel;
  size?: HeadingSize;
  align?: Sprinkles['textAlign'];
  ref?: Ref<HTMLHeadingElement>;
}

export function Heading({ level, size, align, className, ...rest }: HeadingProps) {
  return createElement(`h${level}`, {
    ...rest,
    className: cx(
      styles.heading({ size: size ?? sizeOfLevel[level] }),
      align && sprinkles({ textAlign: align }),
      className,
    ),
  });
}
