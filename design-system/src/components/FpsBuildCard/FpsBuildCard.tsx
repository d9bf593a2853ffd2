import { cloneElement, useId, type ReactElement, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { Card } from '../Card/Card';
import { bolt, chevronUp, info, success } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import { Price, type PriceLabels } from '../Price/Price';
import type { ProductImage } from '../ProductCard/ProductCard';
import * as styles from './FpsBuildCard.css';

/** The three builds-by-FPS answers: the cheapest that reaches the target, one step up, the best. */
export const fpsBuildTiers = ['best-match', 'level-up', 'ultimate'] as const;
export type FpsBuildTier = (typeof fpsBuildTiers)[number];

const tierGlyph = { 'best-match': success, 'level-up': chevronUp, ultimate: bolt } as const;

export interface FpsBuildModel {
  name: string;
  image: ProductImage;
  /** Opens the model, e.g. `<RouterLink to="/pc/aurora" />`: the card puts the name inside. */
  link: ReactElement<{ className?: string; children?: ReactNode }>;
  /** The frame rate it reaches in the chosen game and resolution. */
  fps: number;
  /** Follows the figure ("FPS in Cyberpunk 2077 at 1440p"). */
  fpsLabel: string;
  specs?: string[];
  price: { amount: number; wasAmount?: number; currency: string; locale: string };
}

export interface FpsBuildCardProps {
  tier: FpsBuildTier;
  /** The tier's name: "Best Match", "Level Up" or "Ultimate PC". */
  title: string;
  /** The model for this tier, or `null` when no model reaches the target. */
  model: FpsBuildModel | null;
  /** Shown when `model` is null ("No model reaches this target yet"). */
  noModelMessage: string;
  priceLabels?: PriceLabels;
  /** Buttons at the foot: add to cart, or in the empty state a way on (customise your own). */
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/** One of the three builds-by-FPS cards (Best Match, Level Up, Ultimate PC). */
export function FpsBuildCard({
  tier,
  title,
  model,
  noModelMessage,
  priceLabels,
  actions,
  headingLevel = 3,
  className,
  ref,
}: FpsBuildCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <Card
      as="article"
      ref={ref}
      aria-labelledby={titleId}
      highlighted={tier === 'best-match' && model !== null}
      interactive={model !== null}
      data-tier={tier}
      className={cx(styles.card, className)}
    >
      <p id={titleId} className={styles.eyebrow({ tier })}>
        <SvgIcon glyph={tierGlyph[tier]} size="small" />
        {title}
      </p>
      {model ? (
        <>
          <img
            className={styles.media}
            src={model.image.src}
            alt={model.image.alt}
            width={model.image.width}
            height={model.image.height}
            loading="lazy"
            decoding="async"
          />
          <Heading className={styles.name}>
            {cloneElement(model.link, {
              className: cx(styles.nameLink, model.link.props.className),
              children: model.name,
            })}
          </Heading>
          <p className={styles.fps}>
            <span className={styles.fpsValue}>{model.fps}</span>
            <span className={styles.fpsLabel}>{model.fpsLabel}</span>
          </p>
          {model.specs && model.specs.length > 0 && (
            <ul className={styles.specs}>
              {model.specs.map((spec) => (
                <li key={spec}>{spec}</li>
              ))}
            </ul>
          )}
          <div className={styles.footer}>
            <Price {...model.price} labels={priceLabels} size="large" />
            {actions && <div className={styles.actions}>{actions}</div>}
          </div>
        </>
      ) : (
        <>
          <div className={styles.empty}>
            <SvgIcon glyph={info} size="large" />
            <p>{noModelMessage}</p>
          </div>
          {actions && <div className={cx(styles.footer, styles.actions)}>{actions}</div>}
        </>
      )}
    </Card>
  );
}
