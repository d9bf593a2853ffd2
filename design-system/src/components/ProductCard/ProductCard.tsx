import { cloneElement, type ReactElement, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { imageLoading, type ImagePriority } from '../../utils/imageLoading';
import { Badge, type BadgeTone } from '../Badge/Badge';
import { Card } from '../Card/Card';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconNames';
import { Price, type PriceLabels } from '../Price/Price';
import * as styles from './ProductCard.css';

export interface ProductImage {
  src: string;
  alt: string;
  /** Intrinsic size in pixels: reserves the space before the image loads. */
  width: number;
  height: number;
}

export interface ProductSpec {
  icon: IconName;
  /** What the spec is, for screen readers ("Graphics card"). */
  label: string;
  value: string;
}

export interface ProductCardProps {
  name: string;
  tagline?: string;
  image: ProductImage;
  /** `lazy` below the fold; `eager` in the first screen; `high` for its largest picture. */
  imagePriority?: ImagePriority;
  /**
   * The element that opens the model page, e.g. `<RouterLink to="/pc/aurora" />` or
   * `<a href="/pc/aurora" />`: the card puts the name inside it and stretches it over the card.
   */
  link: ReactElement<{ className?: string; children?: ReactNode }>;
  specs: ProductSpec[];
  /** The model's headline frame rate: "142" with "FPS in Cyberpunk 2077 at 1440p". */
  fps?: { value: number; label: string };
  price: { amount: number; wasAmount?: number; currency: string; locale: string };
  priceLabels?: PriceLabels;
  badges?: Array<{ label: string; tone: BadgeTone }>;
  /** Buttons under the price (add to cart, customise). */
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/** A pre-built model in a list: picture, name, key specs, FPS, price and actions. */
export function ProductCard({
  name,
  tagline,
  image,
  imagePriority,
  link,
  specs,
  fps,
  price,
  priceLabels,
  badges = [],
  actions,
  headingLevel = 3,
  className,
  ref,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="article" padding="none" interactive ref={ref} className={cx(styles.card, className)}>
      <img
        className={styles.media}
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        {...imageLoading(imagePriority)}
        decoding="async"
      />
      {badges.length > 0 && (
        <div className={styles.badges}>
          {badges.map((badge) => (
            <Badge key={badge.label} tone={badge.tone}>
              {badge.label}
            </Badge>
          ))}
        </div>
      )}
      <div className={styles.body}>
        <Heading className={styles.name}>
          {cloneElement(link, {
            className: cx(styles.nameLink, link.props.className),
            children: name,
          })}
        </Heading>
        {tagline && <p className={styles.tagline}>{tagline}</p>}
        <ul className={styles.specs}>
          {specs.map((spec) => (
            <li key={spec.label} className={styles.spec}>
              <Icon name={spec.icon} size="small" className={styles.specIcon} label={spec.label} />
              <span>{spec.value}</span>
            </li>
          ))}
        </ul>
        {fps && (
          <p className={styles.fps}>
            <span className={styles.fpsValue}>{fps.value}</span>
            <span className={styles.fpsLabel}>{fps.label}</span>
          </p>
        )}
        <div className={styles.footer}>
          <Price {...price} labels={priceLabels} size="large" />
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      </div>
    </Card>
  );
}
