import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { Alert, Button } from '@pcshop/design-system';
import { useStores } from '@pcshop/stores/react';
import { cartRefusalText } from './cartRefusal';

/**
 * What changed in the cart without the shopper doing it (lines dropped, this browser's lines
 * merged at sign-in), and a merge that failed, with Try again: nothing is lost meanwhile.
 */
export const CartNotices = observer(function CartNotices() {
  const { t } = useTranslation('cart');
  const { cart } = useStores();
  const { notice } = cart;
  const mergeFailure = cart.merge.refusal;
  const dismiss = { onDismiss: cart.dismissNotice, dismissLabel: t('dismiss') };
  return (
    <div aria-live="polite">
      {mergeFailure != null && (
        <Alert
          tone="critical"
          title={t('notice.mergeFailed')}
          message={cartRefusalText(t, mergeFailure)}
          action={
            <Button
              tone="secondary"
              loading={cart.merge.pending}
              onClick={() => void cart.signIn()}
            >
              {t('tryAgain')}
            </Button>
          }
        />
      )}
      {notice?.kind === 'dropped' && (
        <Alert tone="warning" message={t('notice.dropped', { count: notice.count })} {...dismiss} />
      )}
      {notice?.kind === 'merged' && (
        <Alert
          tone={notice.dropped.length > 0 ? 'warning' : 'info'}
          message={[
            notice.moved.length > 0 ? t('notice.moved', { count: notice.moved.length }) : '',
            notice.capped.length > 0 ? t('notice.capped', { count: notice.capped.length }) : '',
            notice.dropped.length > 0
              ? t('notice.mergeDropped', { count: notice.dropped.length })
              : '',
          ]
            .filter(Boolean)
            .join(' ')}
          {...dismiss}
        />
      )}
    </div>
  );
});
