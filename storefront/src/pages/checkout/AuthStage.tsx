import { Navigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Text } from '@pcshop/design-system';
import { useStores } from '@pcshop/stores/react';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';
import { useEditionPath } from '../../navigation/useEditionPath';
import { RETURN_PARAM } from '../account/guards';
import * as catalogueStyles from '../catalogue/catalogue.css';
import { useDocumentMeta } from '../useDocumentMeta';
import { stagePath } from './stagePath';
import * as cartStyles from '../cart/cart.css';
import * as styles from './checkout.css';

/**
 * Stage 1: a signed-in shopper goes on to shipping; a guest logs in, or registers, and comes back
 * (the registration email's link leads back here once the password is set).
 */
export const AuthStage = observer(function AuthStage() {
  const { t } = useTranslation('checkout');
  const { session } = useStores();
  const to = useEditionPath();
  useDocumentMeta(t('auth.metaTitle'), t('auth.lead'));
  const shipping = to(stagePath(2));
  if (session.isLoggedIn) return <Navigate to={shipping} replace />;
  const back = new URLSearchParams({ [RETURN_PARAM]: shipping });
  return (
    <section className={styles.stage} aria-labelledby="checkout-auth">
      <h1 id="checkout-auth" className={cartStyles.title}>
        {t('auth.title')}
      </h1>
      <Text>{t('auth.lead')}</Text>
      <div className={cartStyles.actions}>
        <RouterLink className={catalogueStyles.buttonLink} to={`${to('/login')}?${back}`}>
          {t('auth.login')}
        </RouterLink>
        <RouterLink className={catalogueStyles.buttonLink} to={`${to('/register')}?${back}`}>
          {t('auth.register')}
        </RouterLink>
      </div>
    </section>
  );
});

export { AuthStage as Component };
