import { createElement, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconNames';
import * as styles from './EmptyState.css';

export const emptyStateHeadingLevels = [1, 2, 3] as const;
export type EmptyStateHeadingLevel = (typeof emptyStateHeadingLevels)[number];

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: IconName;
  /** A short label above the title (e.g. "Coming soon"). */
  eyebrow?: string;
  /** What to do next: a Button, or a link styled as one. */
  action?: ReactNode;
  /** The title's heading level in the page outline. */
  headingLevel?: EmptyStateHeadingLevel;
  className?: string;
}

/** Stands in for a list with nothing in it: the cart, saved builds, orders, a filtered search. */
export function EmptyState({
  title,
  description,
  icon,
  eyebrow,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  return (
    <section className={cx(styles.emptyState, className)}>
      {icon && (
        <span className={styles.icon}>
          <Icon name={icon} size="xlarge" />
        </span>
      )}
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      {createElement(`h${headingLevel}`, { className: styles.title }, title)}
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
