import type { Ref } from 'react';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export const spinnerTones = ['accent', 'current'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];
export type SpinnerTone = (typeof spinnerTones)[number];

export interface SpinnerProps {
  /** What is loading, read by screen readers ("Loading your cart"). */
  label: string;
  /** Shows the label next to the ring as well. */
  showLabel?: boolean;
  size?: SpinnerSize;
  tone?: SpinnerTone;
  className?: string;
  ref?: Ref<HTMLSpanElement>;
}

export function Spinner({
  label,
  showLabel = false,
  size = 'medium',
  tone = 'accent',
  className,
  ref,
}: SpinnerProps) {
  return (
    <span ref={ref} role="status" className={cx(styles.root, className)}>
      <span aria-hidden="true" className={styles.ring({ size, tone })} />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
