import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import {
  Alert,
  Button,
  CartLine,
  CouponField,
  EmptyState,
  RemoveAssemblyDialog,
  Skeleton,
  Spinner,
  VisuallyHidden,
  formatMoney,
  type CouponStatus,
} from '@pcshop/design-system';
import type { CartCouponState, CartLine as CartLineData } from '@pcshop/stores';
import { MAX_BASKET_AMOUNT } from '@pcshop/stores/constants';
import type { BasketItem } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';
import { useEditionPath } from '../../navigation/useEditionPath';
import { useGoToStage } from '../checkout/stagePath';
import { useDocumentMeta } from '../useDocumentMeta';
import { AddOns } from './AddOns';
import { CartFigures } from './CartFigures';
import { cartRefusalText } from './cartRefusal';
import { CartNotices } from './CartNotices';
import { lineProblems } from './lineProblems';
import * as catalogueStyles from '../catalogue/catalogue.css';
import * as styles from './cart.css';

/** The CouponField's status for the cart's voucher state (below its minimum: not valid yet). */
const couponStatus: Record<CartCouponState, CouponStatus> = {
  empty: 'empty',
  checking: 'checking',
  applied: 'success',
  invalid_country: 'invalid-country',
  invalid: 'invalid-coupon',
  below_minimum: 'invalid-coupon',
  other: 'other',
};

/** A line's picture when the product has none: a plain tile, named by the product. */
const noImage =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"%3E%3Crect width="4" height="3" fill="%23141821"/%3E%3C/svg%3E';

/** `/checkout` (stage 0): the cart's lines, its summary, the voucher and products to add. */
export const CartPage = observer(function CartPage() {
  const { t } = useTranslation('cart');
  const { cart } = useStores();
  const [removing, setRemoving] = useState<BasketItem | null>(null);
  const linesTitle = useId();
  useDocumentMeta(t('metaTitle'), t('metaDescription'));

  const loadingBasket = cart.signedIn && cart.basket.state !== 'ready';
  const changeFailure = cart.setAmount.refusal ?? cart.remove.refusal;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <CartNotices />
      <div aria-live="polite">
        {changeFailure != null && (
          <Alert
            tone="critical"
            message={cartRefusalText(t, changeFailure)}
            onDismiss={() => {
              cart.setAmount.clear();
              cart.remove.clear();
            }}
            dismissLabel={t('dismiss')}
          />
        )}
      </div>
      {cart.signedIn && cart.basket.state === 'error' ? (
        <Alert
          tone="critical"
          message={cartRefusalText(t, cart.basket.error)}
          action={
            <Button tone="secondary" onClick={() => void cart.loadBasket({ force: true })}>
              {t('tryAgain')}
            </Button>
          }
        />
      ) : loadingBasket ? (
        <Spinner label={t('loading')} showLabel />
      ) : cart.isEmpty ? (
        <EmptyCart />
      ) : (
        <div className={styles.layout}>
          <section aria-labelledby={linesTitle}>
            <VisuallyHidden asChild>
              <h2 id={linesTitle}>{t('linesLabel')}</h2>
            </VisuallyHidden>
            <ul className={styles.lines} aria-labelledby={linesTitle}>
              {cart.lines.map((line) => (
                <li key={line.product}>
                  <Line line={line} onRemoveBuild={setRemoving} />
                </li>
              ))}
            </ul>
          </section>
          <Summary />
        </div>
      )}
      <AddOns />
      <RemoveAssemblyDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        pending={cart.remove.pending}
        onConfirm={() => {
          const product = removing?.product.id;
          if (!product) return;
          void cart.remove.run(product).then(() => setRemoving(null));
        }}
        labels={{
          title: t('removeBuild.title'),
          description: t('removeBuild.description', { name: removing?.product.title ?? '' }),
          confirm: t('removeBuild.confirm'),
          cancel: t('removeBuild.cancel'),
          close: t('removeBuild.close'),
        }}
      />
    </div>
  );
});

function EmptyCart() {
  const { t } = useTranslation('cart');
  const path = useEditionPath();
  return (
    <EmptyState
      icon="cart"
      title={t('empty.title')}
      description={t('empty.text')}
      action={
        <div className={styles.actions}>
          <RouterLink className={catalogueStyles.buttonLink} to={path('/gaming-pcs')}>
            {t('empty.models')}
          </RouterLink>
          <RouterLink
            className={catalogueStyles.buttonLink}
            to={path('/custom-pc-builder/customiser')}
          >
            {t('empty.customiser')}
          </RouterLink>
        </div>
      }
    />
  );
}

/** One line: priced once the summary (a guest's) or the basket (signed in) has it. */
const Line = observer(function Line({
  line,
  onRemoveBuild,
}: {
  line: CartLineData;
  onRemoveBuild: (item: BasketItem) => void;
}) {
  const { t } = useTranslation('cart');
  const { cart, edition } = useStores();
  const { item } = line;
  if (!item) {
    if (cart.summary.state === 'error') return <SummaryError />;
    return <Skeleton shape="text" lines={3} />;
  }
  const { product } = item;
  const build = product.product_class === 'pc-build';
  const currency = cart.signedIn
    ? (cart.basket.data?.currency ?? edition.currency)
    : (cart.summary.data?.currency ?? edition.currency);
  return (
    <CartLine
      kind={build ? 'assembly' : 'product'}
      name={product.title}
      image={{ src: product.image ?? noImage, alt: product.title, width: 160, height: 120 }}
      detail={build ? t('line.build') : (product.reference ?? undefined)}
      unitPrice={product.price}
      total={item.total}
      currency={currency.toUpperCase()}
      locale={edition.info.messageLocale}
      amount={line.amount}
      maxAmount={MAX_BASKET_AMOUNT}
      onAmountChange={(amount) => void cart.setAmount.run(line.product, amount)}
      onRemove={() => (build ? onRemoveBuild(item) : void cart.remove.run(line.product))}
      problems={lineProblems(t, item)}
      labels={{
        remove: t('line.remove', { name: product.title }),
        amount: {
          amount: t('line.amount', { name: product.title }),
          decrease: t('line.decrease', { name: product.title }),
          increase: t('line.increase', { name: product.title }),
        },
        each: t('line.each'),
      }}
    />
  );
});

const SummaryError = observer(function SummaryError() {
  const { t } = useTranslation('cart');
  const { cart } = useStores();
  return (
    <Alert
      tone="critical"
      message={cartRefusalText(t, cart.summary.error)}
      action={
        <Button tone="secondary" onClick={() => void cart.recalculate()}>
          {t('tryAgain')}
        </Button>
      }
    />
  );
});

/** The server's figures for the cart and the voucher field. */
const Summary = observer(function Summary() {
  const { t } = useTranslation('cart');
  const { cart, edition } = useStores();
  const [code, setCode] = useState(cart.couponCode ?? '');
  const summary = cart.summary.data;
  const locale = edition.info.messageLocale;
  if (!summary) {
    return cart.summary.state === 'error' ? (
      <SummaryError />
    ) : (
      <Skeleton shape="block" ratio="square" />
    );
  }
  const currency = summary.currency.toUpperCase();
  const coupon = summary.coupon;
  const minimum =
    coupon?.minimum != null ? formatMoney({ amount: coupon.minimum, currency }, locale) : '';
  return (
    <div className={styles.summary}>
      {cart.summary.state === 'error' && <SummaryError />}
      <CartFigures summary={summary}>
        <CouponField
          status={couponStatus[cart.couponState]}
          code={code}
          onCodeChange={setCode}
          onApply={(value) => void cart.applyCoupon.run(value)}
          onRemove={() => {
            setCode('');
            void cart.clearCoupon.run();
          }}
          labels={{
            field: t('coupon.field'),
            apply: t('coupon.apply'),
            remove: t('coupon.remove'),
          }}
          messages={{
            success: t('coupon.applied'),
            'invalid-country': t('coupon.invalidCountry'),
            'invalid-coupon':
              cart.couponState === 'below_minimum'
                ? t('coupon.belowMinimum', { minimum })
                : t('coupon.invalid'),
            other: t('coupon.other'),
          }}
        />
      </CartFigures>
      <CheckoutButton />
    </div>
  );
});

/** Leaves the cart for the checkout: sign-in first, or straight to shipping when signed in. */
const CheckoutButton = observer(function CheckoutButton() {
  const { t } = useTranslation('checkout');
  const { checkout } = useStores();
  const goTo = useGoToStage();
  return (
    <Button
      size="large"
      onClick={() => {
        checkout.begin();
        goTo(checkout.stage);
      }}
    >
      {t('cart.checkout')}
    </Button>
  );
});

export { CartPage as Component };
