import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { OrderConfirmation, formatDate, formatMoney } from '@pcshop/design-system';
import { useStores } from '@pcshop/stores/react';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';
import { useEditionPath } from '../../navigation/useEditionPath';
import * as catalogueStyles from '../catalogue/catalogue.css';
import { useDocumentMeta } from '../useDocumentMeta';

/** Stage 4: 'Order Successful!', the order's reference, what was paid and when it arrives. */
export const ConfirmedStage = observer(function ConfirmedStage() {
  const { t } = useTranslation('checkout');
  const { account, checkout, edition } = useStores();
  const to = useEditionPath();
  useDocumentMeta(t('confirmed.metaTitle'), t('confirmed.title'));
  const order = checkout.order;
  if (!order) return null;
  const locale = edition.info.messageLocale;
  return (
    <OrderConfirmation
      reference={order.reference_number}
      paid={formatMoney(
        { amount: order.total_price, currency: order.currency.toUpperCase() },
        locale,
      )}
      delivery={formatDate(order.expected_delivery_time, locale)}
      labels={{
        title: t('confirmed.title'),
        reference: t('confirmed.reference'),
        paid: t('confirmed.paid'),
        delivery: t('confirmed.delivery'),
        email: t('confirmed.email', { email: account.user?.email ?? '' }),
      }}
      actions={
        <>
          <RouterLink className={catalogueStyles.buttonLink} to={to('/account/orders')}>
            {t('confirmed.orders')}
          </RouterLink>
          <RouterLink className={catalogueStyles.buttonLink} to={to('/')}>
            {t('confirmed.continue')}
          </RouterLink>
        </>
      }
    />
  );
});

export { ConfirmedStage as Component };
