import { cloneElement, useId, type ReactElement, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { formatDate } from '../../utils/date';
import { formatMoney } from '../../utils/money';
import { Card } from '../Card/Card';
import { error, warning } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import { Price, type PriceLabels } from '../Price/Price';
import type { ProductImage } from '../ProductCard/ProductCard';
import * as styles from './SavedBuildCard.css';

export const savedBuildProblemKinds = ['out-of-stock', 'archived', 'unfinished'] as const;
export type SavedBuildProblemKind = (typeof savedBuildProblemKinds)[number];

export interface SavedBuildProblem {
  kind: SavedBuildProblemKind;
  /**
   * The source document's message: "{title} out of stock", "{title} is archived" (one per part)
   * or "Assembly is not finished".
   */
  message: string;
}

export interface SavedBuildCardLabels {
  /** Before the build's reference ("Reference"). */
  reference: string;
  /** Before the ship date ("Estimated ship date"). */
  shipDate: string;
}

export interface SavedBuildCardProps {
  name: string;
  reference?: string;
  image: ProductImage;
  /** Opens the build in the customiser, e.g. `<RouterLink to="/custom-pc-builder/customiser?build=…" />`. */
  link?: ReactElement<{ className?: string; children?: ReactNode }>;
  /** The main parts, one per line. */
  components?: string[];
  /** The build's price including VAT, in minor units. */
  price: { amount: number; currency: string; locale: string };
  priceLabels?: PriceLabels;
  /** The assembly fee the price includes, shown as its own line ("Assembly and testing"). */
  assemblyFee?: { label: string; amount: number };
  /** ISO `YYYY-MM-DD`. */
  estimatedShipDate?: string;
  problems?: SavedBuildProblem[];
  labels: SavedBuildCardLabels;
  /** Add to cart, rename, delete. */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/** A saved build (draft) in the account: its parts, price, ship date and what stops ordering it. */
export function SavedBuildCard({
  name,
  reference,
  image,
  link,
  components = [],
  price,
  priceLabels,
  assemblyFee,
  estimatedShipDate,
  problems = [],
  labels,
  actions,
  headingLevel = 3,
  className,
  ref,
}: SavedBuildCardProps) {
  const Heading = `h${headingLevel}` as const;
  const nameId = useId();
  return (
    <Card
      as="article"
      ref={ref}
      aria-labelledby={nameId}
      data-problems={problems.length || undefined}
      className={cx(styles.card, className)}
    >
      <img
        className={styles.media}
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <Heading id={nameId} className={styles.name}>
          {link
            ? cloneElement(link, {
                className: cx(styles.nameLink, link.props.className),
                children: name,
              })
            : name}
        </Heading>
        {reference && (
          <p className={styles.muted}>
            {labels.reference} {reference}
          </p>
        )}
        {components.length > 0 && (
          <ul className={styles.parts}>
            {components.map((component) => (
              <li key={component}>{component}</li>
            ))}
          </ul>
        )}
        {assemblyFee && (
          <p className={styles.muted}>
            {assemblyFee.label}{' '}
            {formatMoney({ amount: assemblyFee.amount, currency: price.currency }, price.locale)}
          </p>
        )}
        {estimatedShipDate && (
          <p className={styles.muted}>
            {labels.shipDate} {formatDate(estimatedShipDate, price.locale)}
          </p>
        )}
      </div>
      {problems.length > 0 && (
        <ul className={styles.problems}>
          {problems.map((problem) => (
            <li
              key={problem.message}
              data-problem={problem.kind}
              className={styles.problem({
                severity: problem.kind === 'unfinished' ? 'warning' : 'critical',
              })}
            >
              <SvgIcon glyph={problem.kind === 'unfinished' ? warning : error} size="small" />
              {problem.message}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.footer}>
        <Price {...price} labels={priceLabels} size="large" />
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </Card>
  );
}
