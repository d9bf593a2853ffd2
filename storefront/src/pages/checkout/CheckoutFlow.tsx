import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Stepper } from '@pcshop/design-system';
import { checkoutStages, type CheckoutStage } from '@pcshop/stores';
import { useStores } from '@pcshop/stores/react';
import { checkoutMeta } from '../../routes/routeMeta';
import { useEditionPath } from '../../navigation/useEditionPath';
import { LoginRequired } from '../account/guards';
import { NotFoundPage } from '../errors/NotFoundPage';
import { stagePath } from './stagePath';
import * as cartStyles from '../cart/cart.css';

/**
 * The checkout-flow guard over the stages' route metadata: a stage opens once the ones before it
 * are done. A page opened first of all (a reload, a link) that fails it is not found (source
 * document §8); one reached inside the shop goes to the furthest open stage. Stages after the
 * cart show where the shopper is.
 */
export const CheckoutFlow = observer(function CheckoutFlow() {
  const { checkout } = useStores();
  const meta = checkoutMeta(useMatches());
  const { key } = useLocation();
  const to = useEditionPath();
  if (!meta) return <Outlet />;
  if (!checkout.canOpen(meta.stage)) {
    if (key === 'default') return <NotFoundPage />;
    return <Navigate to={to(stagePath(checkout.stage))} replace />;
  }
  const page =
    meta.stage === 0 ? (
      <Outlet />
    ) : (
      <div className={cartStyles.page}>
        <Progress stage={meta.stage} />
        <Outlet />
      </div>
    );
  return meta.authIsRequired ? <LoginRequired>{page}</LoginRequired> : page;
});

function Progress({ stage }: { stage: CheckoutStage }) {
  const { t } = useTranslation('checkout');
  return (
    <Stepper
      labels={{
        navigation: t('steps.navigation'),
        done: t('steps.done'),
        blocked: t('steps.blocked'),
      }}
      steps={checkoutStages.map((name, index) => ({
        id: name,
        label: t(`steps.${name}`),
        state: index < stage ? 'done' : index === stage ? 'current' : 'upcoming',
      }))}
    />
  );
}

export { CheckoutFlow as Component };
