import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CartSummary } from '@pcshop/design-system';
import type { BasketSummary } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';

/** The cart's figures (the cart page, with its voucher field; the checkout's shipping stage). */
export const CartFigures = observer(function CartFigures({
  summary,
  children,
}: {
  summary: BasketSummary;
  children?: ReactNode;
}) {
  const { t } = useTranslation('cart');
  const { cart, edition } = useStores();
  const coupon = summary.coupon;
  return (
    <CartSummary
      subtotal={summary.subtotal}
      vat={summary.vat}
      discount={summary.discount}
      {...(coupon?.state === 'applied' ? { couponCode: coupon.code } : {})}
      shipping={summary.shipping_price}
      total={summary.total_price}
      currency={summary.currency.toUpperCase()}
      locale={edition.info.messageLocale}
      {...(summary.expected_delivery_time ? { deliveryDate: summary.expected_delivery_time } : {})}
      calculating={cart.summary.state === 'loading'}
      labels={{
        title: t('summary.title'),
        subtotal: t('summary.subtotal'),
        vat: t('summary.vat'),
        discount: t('summary.discount'),
        shipping: t('summary.shipping'),
        free: t('summary.free'),
        toBeConfirmed: t('summary.toBeConfirmed'),
        total: t('summary.total'),
        vatNote: t('summary.vatNote'),
        deliveryDate: t('summary.deliveryDate'),
        calculating: t('summary.calculating'),
      }}
    >
      {children}
    </CartSummary>
  );
});
