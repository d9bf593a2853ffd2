import { useId, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { AmountStepper, type AmountStepperLabels } from '../AmountStepper/AmountStepper';
import * as buttonStyles from '../Button/Button.css';
import { Card } from '../Card/Card';
import { check, info, truck, warning } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import { Price, type PriceLabels } from '../Price/Price';
import type { ProductImage } from '../ProductCard/ProductCard';
import { Rating } from '../Rating/Rating';
import { StockStatus } from '../StockStatus/StockStatus';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './ComponentCard.css';

export interface ComponentCardLabels {
  /** The toggle's text while not chosen ("Select"). */
  select: string;
  /** The toggle's text once chosen ("Selected"). */
  selected: string;
  outOfStock: string;
  /** Heads the reasons the part doesn't fit the build ("Not compatible with your build"). */
  incompatible: string;
  /** Heads the checks that couldn't be made ("Not verified"); needed with `unverifiedNotes`. */
  unverified?: string;
  /** Needed with `amount`. */
  amount?: AmountStepperLabels;
}

export interface ComponentCardProps {
  name: string;
  image: ProductImage;
  /** Short key specs ("8 cores", "AM5", "120 W"). */
  specs?: string[];
  price: { amount: number; currency: string; locale: string };
  priceLabels?: PriceLabels;
  rating?: { value: number; label: string; countLabel?: string };
  /** Delivery time in words ("Ships in 3 days"). */
  deliveryLabel?: string;
  selected: boolean;
  /** Called when the shopper chooses the part (click anywhere on the card, Enter or Space). */
  onSelect: () => void;
  /** When given, choosing a selected card again removes it (optional and multi-part steps). */
  onRemove?: () => void;
  outOfStock?: boolean;
  /** Why the part doesn't fit the build; non-empty marks the card incompatible. */
  incompatibleReasons?: string[];
  /**
   * Checks that couldn't be made for want of a listed fact: shown as a notice, never a block
   * ("We couldn't verify that … fits …: the case's maximum cooler height isn't listed.").
   */
  unverifiedNotes?: string[];
  /** An amount stepper on a selected card, where the step allows several of one part. */
  amount?: { value: number; max: number; onChange: (amount: number) => void };
  labels: ComponentCardLabels;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/** A part in a customiser step: choose it, see why it doesn't fit, set how many. */
export function ComponentCard({
  name,
  image,
  specs = [],
  price,
  priceLabels,
  rating,
  deliveryLabel,
  selected,
  onSelect,
  onRemove,
  outOfStock = false,
  incompatibleReasons = [],
  unverifiedNotes = [],
  amount,
  labels,
  className,
  ref,
}: ComponentCardProps) {
  const nameId = useId();
  const problemId = useId();
  const noticeId = useId();
  const incompatible = incompatibleReasons.length > 0;
  const unverified = unverifiedNotes.length > 0 && labels.unverified !== undefined;
  const describedBy = [incompatible && problemId, unverified && noticeId].filter(Boolean).join(' ');
  const blocked = outOfStock && !selected;
  const toggle = () => {
    if (!selected) onSelect();
    else onRemove?.();
  };
  return (
    <Card
      as="article"
      ref={ref}
      aria-labelledby={nameId}
      highlighted={selected}
      interactive={!blocked}
      data-selected={selected || undefined}
      className={cx(styles.card, className)}
    >
      <img
        className={cx(styles.media, blocked && styles.unavailableMedia)}
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <h3 id={nameId} className={styles.name}>
          {name}
        </h3>
        {specs.length > 0 && (
          <ul className={styles.specs}>
            {specs.map((spec) => (
              <li key={spec}>{spec}</li>
            ))}
          </ul>
        )}
        <div className={styles.meta}>
          {rating && <Rating {...rating} />}
          {outOfStock ? (
            <StockStatus status="out-of-stock" label={labels.outOfStock} />
          ) : (
            deliveryLabel && (
              <span className={styles.delivery}>
                <SvgIcon glyph={truck} size="small" />
                {deliveryLabel}
              </span>
            )
          )}
        </div>
      </div>
      <div className={styles.side}>
        <Price {...price} labels={priceLabels} size="large" />
        {selected && amount && labels.amount && (
          <AmountStepper
            className={styles.raised}
            value={amount.value}
            max={amount.max}
            onChange={amount.onChange}
            labels={labels.amount}
          />
        )}
        <button
          type="button"
          aria-pressed={selected}
          aria-describedby={describedBy || undefined}
          disabled={blocked}
          onClick={toggle}
          className={cx(
            buttonStyles.button({ tone: 'secondary', size: 'medium' }),
            styles.select,
            selected && styles.selectedButton,
          )}
        >
          <span className={buttonStyles.label}>
            {selected && <SvgIcon glyph={check} size="small" />}
            {selected ? labels.selected : labels.select}
            <VisuallyHidden> {name}</VisuallyHidden>
          </span>
        </button>
      </div>
      {incompatible && (
        <div id={problemId} className={styles.problem}>
          <SvgIcon glyph={warning} size="small" />
          <div>
            <p>{labels.incompatible}</p>
            <ul className={styles.reasons}>
              {incompatibleReasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
      {unverified && (
        <div id={noticeId} className={styles.notice}>
          <SvgIcon glyph={info} size="small" />
          <div>
            <p>{labels.unverified}</p>
            <ul className={styles.reasons}>
              {unverifiedNotes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </Card>
  );
}
