import { Fragment, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { star, starHalf, type Glyph } from '../Icon/glyphs';
import { glyphStrokes } from '../Icon/SvgIcon';
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

/** The glyphs' own box (`viewBox` 0 0 24 24): each star takes one, side by side. */
const GLYPH_BOX = 24;

/**
 * Stars for an average rating, read out as its `label`. The stars are one drawing, not one per
 * star: a card of a long list draws a dozen of them, and each separate SVG is a box of its own for
 * the browser to style, lay out and paint.
 */
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
  return (
    <span ref={ref} className={cx(styles.root, className)}>
      <svg
        role="img"
        aria-label={label}
        className={styles.stars[size]}
        viewBox={`0 0 ${GLYPH_BOX * max} ${GLYPH_BOX}`}
        {...glyphStrokes}
      >
        {Array.from({ length: max }, (_, index) => {
          const filled = halves - index * 2;
          const glyph = filled >= 2 ? fullStar : filled === 1 ? starHalf : star;
          const at = `translate(${GLYPH_BOX * index} 0)`;
          return (
            <Fragment key={index}>
              <path
                d={glyph.stroke}
                transform={at}
                className={filled <= 0 ? styles.empty : undefined}
              />
              {glyph.fill && (
                <path d={glyph.fill} transform={at} fill="currentColor" stroke="none" />
              )}
            </Fragment>
          );
        })}
      </svg>
      {countLabel && <span>{countLabel}</span>}
    </span>
  );
}
