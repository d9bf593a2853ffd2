import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { CookieBanner } from '@pcshop/design-system';
import { useStores } from '@pcshop/stores/react';
import { renderRouterLink } from '../navigation/renderRouterLink';
import { useEditionPath } from '../navigation/useEditionPath';

/** The cookie banner until the shopper picks Accept All or Required Only (remembered). */
export const ConsentBanner = observer(function ConsentBanner() {
  const { t } = useTranslation();
  const { consent, site } = useStores();
  const to = useEditionPath();
  if (!consent.bannerVisible) return null;
  return (
    <CookieBanner
      labels={{
        title: t('cookies.title'),
        message: t('cookies.message'),
        privacy: t('cookies.privacy'),
        acceptAll: t('cookies.acceptAll'),
        requiredOnly: t('cookies.requiredOnly'),
      }}
      privacyHref={to(site.pagePath('privacy') ?? '/privacy-policy')}
      onAcceptAll={consent.acceptAll}
      onRequiredOnly={consent.requiredOnly}
      renderLink={renderRouterLink}
    />
  );
});
