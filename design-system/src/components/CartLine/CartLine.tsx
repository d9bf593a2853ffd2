import { Content, Header, Item, Root, Trigger } from '@radix-ui/react-accordion';
import { cloneElement, useId, type ReactElement, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { AmountStepper, type AmountStepperLabels } from '../AmountStepper/AmountStepper';
import { Card } from '../Card/Card';
import { chevronDown, error } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import { IconButton } from '../IconButton/IconButton';
import { Price, type PriceLabels } from '../Price/Price';
import type { ProductImage } from '../ProductCard/ProductCard';
import * as row from '../../css/productRow.css';
import * as styles from './CartLine.css';

export const cartLineKinds = ['assembly', 'product'] as const;
export type CartLineKind = (typeof cartLineKinds)[number];
export const cartLineProblemKinds = ['out-of-stock', 'archived'] as const;
export type CartLineProblemKind = (typeof cartLineProblemKinds)[number];

export interface CartLineProblem {
  kind: CartLineProblemKind;
  /**
   * The source document's message for the line: "The product is out of stock", "Some components
   * are not available" (assembly), "The product is archived", "Some components are archived".
   */
  message: string;
}

export interface CartLineLabels {
  /** The remove button's name ("Remove Rigsmith Aurora 7 from the cart"). */
  remove: string;
  amount: AmountStepperLabels;
  /** Opens an assembly's parts list ("Components (7)"). */
  components?: string;
  /** Follows the unit price when the amount is above one ("each"). */
  each?: string;
}

export interface CartLineProps {
  /** An assembly (a PC build, configured or pre-built) or a single product. */
  kind: CartLineKind;
  name: string;
  image: ProductImage;
  /** Opens the product or the build, e.g. `<RouterLink to="/pc/aurora-7" />`. */
  link?: ReactElement<{ className?: string; children?: ReactNode }>;
  /** A line under the name: a build's reference, a product's short spec. */
  detail?: string;
  /** An assembly's parts, listed in a disclosure. */
  components?: string[];
  /** Price of one unit and of the line, in minor units. */
  unitPrice: number;
  total: number;
  currency: string;
  locale: string;
  priceLabels?: PriceLabels;
  amount: number;
  maxAmount?: number;
  onAmountChange: (amount: number) => void;
  onRemove: () => void;
  problems?: CartLineProblem[];
  labels: CartLineLabels;
  /** Further actions under the details (edit the build in the customiser). */
  actions?: ReactNode;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/** One line of the cart: an assembly or a product, its amount, price and any problem. */
export function CartLine({
  kind,
  name,
  image,
  link,
  detail,
  components = [],
  unitPrice,
  total,
  currency,
  locale,
  priceLabels,
  amount,
  maxAmount,
  onAmountChange,
  onRemove,
  problems = [],
  labels,
  actions,
  className,
  ref,
}: CartLineProps) {
  const nameId = useId();
  const unavailable = problems.length > 0;
  return (
    <Card
      as="article"
      ref={ref}
      aria-labelledby={nameId}
      data-kind={kind}
      className={cx(styles.line, className)}
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
        <h3 id={nameId} className={row.name}>
          {link
            ? cloneElement(link, {
                className: cx(styles.nameLink, link.props.className),
                children: name,
              })
            : name}
        </h3>
        {detail && <p className={row.muted}>{detail}</p>}
        {amount > 1 && labels.each && (
          <p className={row.muted}>
            <Price amount={unitPrice} currency={currency} locale={locale} size="small" />{' '}
            {labels.each}
          </p>
        )}
        {kind === 'assembly' && components.length > 0 && labels.components && (
          <Root type="single" collapsible>
            <Item value="components">
              <Header asChild>
                <div>
                  <Trigger className={styles.componentsTrigger}>
                    {labels.components}
                    <SvgIcon glyph={chevronDown} size="small" className={styles.chevron} />
                  </Trigger>
                </div>
              </Header>
              <Content>
                <ul className={styles.componentsList}>
                  {components.map((component) => (
                    <li key={component}>{component}</li>
                  ))}
                </ul>
              </Content>
            </Item>
          </Root>
        )}
        {actions}
      </div>
      <div className={styles.controls}>
        <Price
          amount={total}
          currency={currency}
          locale={locale}
          labels={priceLabels}
          size="large"
        />
        <AmountStepper
          value={amount}
          max={maxAmount}
          onChange={onAmountChange}
          labels={labels.amount}
          increaseDisabled={unavailable}
        />
        <IconButton icon="trash" label={labels.remove} tone="ghost" onClick={onRemove} />
      </div>
      {unavailable && (
        <ul className={styles.problems}>
          {problems.map((problem) => (
            <li key={problem.message} className={styles.problem} data-problem={problem.kind}>
              <SvgIcon glyph={error} size="small" />
              {problem.message}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
