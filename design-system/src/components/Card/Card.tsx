import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Card.css';

export const cardTones = ['raised', 'overlay'] as const;
export const cardPaddings = ['none', 'small', 'medium', 'large'] as const;
export const cardElements = ['div', 'article', 'section', 'li', 'aside'] as const;
export type CardTone = (typeof cardTones)[number];
export type CardPadding = (typeof cardPaddings)[number];
export type CardElement = (typeof cardElements)[number];

export interface CardProps extends HTMLAttributes<HTMLElement> {
  children: ReactNode;
  as?: CardElement;
  tone?: CardTone;
  padding?: CardPadding;
  highlighted?: boolean;
  interactive?: boolean;
  ref?: Ref<HTMLElement>;
}

/** The raised surface every commerce card sits on. */
export function Card({
  as = 'div',
  tone = 'raised',
  padding = 'medium',
  highlighted = false,
  interactive = false,
  className,
  ...rest
}: CardProps) {
  return createElement(as, {
    ...rest,
    className: cx(styles.card({ tone, padding, highlighted, interactive }), className),
  });
}
