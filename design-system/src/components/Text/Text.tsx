import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../css/sprinkles.css';
import { cx } from '../../utils/cx';
import * as styles from './Text.css';

export const textSizes = ['xsmall', 'small', 'medium', 'large'] as const;
export const textTones = [
  'neutral',
  'muted',
  'accent',
  'deal',
  'success',
  'warning',
  'critical',
] as const;
export const textWeights = ['regular', 'medium', 'bold'] as const;
export const textElements = ['p', 'span', 'div', 'strong', 'em', 'small', 'dt', 'dd'] as const;
export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];
export type TextWeight = (typeof textWeights)[number];
export type TextElement = (typeof textElements)[number];

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  children: ReactNode;
  as?: TextElement;
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  align?: Sprinkles['textAlign'];
  /** Figures of equal width, for prices, FPS and quantities that line up. */
  tabular?: boolean;
  /** One line, cut with an ellipsis. */
  truncate?: boolean;
  ref?: Ref<HTMLElement>;
}

export function Text({
  as = 'p',
  size = 'medium',
  tone = 'neutral',
  weight = 'regular',
  align,
  tabular = false,
  truncate = false,
  className,
  ...rest
}: TextProps) {
  return createElement(as, {
    ...rest,
    className: cx(
      styles.text({ size, tone, weight, tabular, truncate }),
      align && sprinkles({ textAlign: align }),
      className,
    ),
  });
}
