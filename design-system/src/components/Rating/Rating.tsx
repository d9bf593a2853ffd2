import type { Ref } from 'react';
import { cx } from '../../utils/cx';
import { star, starHalf, type Glyph } from '../Icon/glyphs';
import { SvgIcon, type IconSize } from '../Icon/SvgIcon';
import * as styles from './Rating.css';

export const ratingSizes = ['small', 'medium', 'large'] as const;
export type RatingSize = (typeof ratingSizes)[number];

const fullStar: Glyph = { stroke: star.stroke, fill: star.stroke };

export interface RatingProps {
  /** The average rating, from 0 to `max`; drawn to the nearest half star. */
  value: number;
  max?: number;
  /** The rating in words for screen readers ("Rated 4.5 out of 5"). */
  label: string;
  /** Shown after the stars, e.g. "(128 reviews)". */
  countLabel?: string;
  size?: RatingSize;
  className?: string;
  ref?: Ref<HTMLSpanElement>;
}

/** Stars for an average rating, read out as its `label`. */
export function Rating({
  value,
  max = 5,
  label,
  countLabel,
  size = 'small',
  className,
  ref,
}: RatingProps) {
  const halves = Math.round(Math.min(Math.max(value, 0), max) * 2);
  const iconSize: IconSize = size;
  return (
    <span ref={ref} className={cx(styles.root, className)}>
      <span role="img" aria-label={label} className={styles.stars}>
        {Array.from({ length: max }, (_, index) => {
          const filled = halves - index * 2;
          return filled >= 2 ? (
            <SvgIcon key={index} glyph={fullStar} size={iconSize} />
          ) : filled === 1 ? (
            <SvgIcon key={index} glyph={starHalf} size={iconSize} />
          ) : (
            <SvgIcon key={index} glyph={star} size={iconSize} className={styles.empty} />
          );
        })}
      </span>
      {countLabel && <span>{countLabel}</span>}
    </span>
  );
}
