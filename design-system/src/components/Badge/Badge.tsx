import type { ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconNames';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'accent', 'deal', 'success', 'warning', 'critical'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  icon?: IconName;
  className?: string;
  ref?: Ref<HTMLSpanElement>;
}

/** A short label on a product or an order: "-15 %", "New", "Shipped". */
export function Badge({ children, tone = 'neutral', icon, className, ref }: BadgeProps) {
  return (
    <span ref={ref} className={cx(styles.badge({ tone }), className)}>
      {icon && <Icon name={icon} size="small" />}
      {children}
    </span>
  );
}
