import { useId, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { Card } from '../Card/Card';
import { Price, type PriceLabels } from '../Price/Price';
import type { ProductImage } from '../ProductCard/ProductCard';
import * as row from '../../css/productRow.css';
import * as styles from './AddOnCard.css';

export interface AddOnCardProps {
  name: string;
  /** A line under the name: the brand, a short spec. */
  detail?: string;
  image: ProductImage;
  price: { amount: number; currency: string; locale: string };
  priceLabels?: PriceLabels;
  /** The add to cart button, with what it says under it. */
  action: ReactNode;
  /**
   * The name's id, for the action's `aria-describedby`: each of a list's buttons says "Add to
   * cart", and its description says which product.
   */
  nameId?: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/** A single product offered beside the cart (a monitor, a headset): picture, name, price, add. */
export function AddOnCard({
  name,
  detail,
  image,
  price,
  priceLabels,
  action,
  nameId,
  headingLevel = 3,
  className,
  ref,
}: AddOnCardProps) {
  const ownId = useId();
  const id = nameId ?? ownId;
  const Heading = `h${headingLevel}` as const;
  return (
    <Card
      as="article"
      padding="small"
      aria-labelledby={id}
      ref={ref}
      className={cx(styles.card, className)}
    >
      <img
        className={row.media}
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
      />
      <div className={row.details}>
        <Heading id={id} className={row.name}>
          {name}
        </Heading>
        {detail && <p className={row.muted}>{detail}</p>}
        <Price {...price} labels={priceLabels} />
      </div>
      <div className={styles.action}>{action}</div>
    </Card>
  );
}
