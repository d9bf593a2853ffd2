import { cx } from '../../utils/cx';
import type { TextSize } from '../Text/Text';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'block', 'circle'] as const;
export const skeletonRatios = ['square', 'landscape', 'wide'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];
export type SkeletonRatio = (typeof skeletonRatios)[number];

export interface SkeletonProps {
  shape: SkeletonShape;
  /** Text: lines of placeholder text; the last one is shorter. */
  lines?: number;
  /** Text: the size of the text it stands for. */
  size?: TextSize;
  /** Block: its aspect ratio. */
  ratio?: SkeletonRatio;
  className?: string;
}

/**
 * A placeholder in the shape of content still loading. It is hidden from screen readers: the
 * region that loads says so (`aria-busy`, or a Spinner's status text).
 */
export function Skeleton({
  shape,
  lines = 1,
  size = 'medium',
  ratio = 'landscape',
  className,
}: SkeletonProps) {
  if (shape === 'text') {
    return (
      <span aria-hidden="true" className={cx(styles.lines, className)}>
        {Array.from({ length: Math.max(1, lines) }, (_, line) => (
          <span key={line} className={styles.skeleton({ shape: 'text', size })} />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx(
        styles.skeleton({ shape, ratio: shape === 'block' ? ratio : undefined }),
        className,
      )}
    />
  );
}
