import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { Header, type NavigationLink } from '@pcshop/design-system';
import { editions, isEdition } from '@pcshop/stores/constants';
import { useStores } from '@pcshop/stores/react';
import { useHeaderAccount } from '../pages/account/useHeaderAccount';
import { useCartCount } from '../pages/cart/useCartCount';
import { renderRouterLink } from '../navigation/renderRouterLink';
import { useEditionPath } from '../navigation/useEditionPath';
import { useSwitchEdition } from '../navigation/useSwitchEdition';
import * as styles from './layouts.css';

/** The main navigation: app paths without the edition prefix, with their label keys. */
const navigation = [
  ['/gaming-pcs', 'nav.gamingPcs'],
  ['/custom-pc-builder/customiser', 'nav.customiser'],
  ['/games', 'nav.games'],
  ['/builds-by-budget', 'nav.buildsByBudget'],
  ['/builds-by-fps', 'nav.buildsByFps'],
  ['/contact-us', 'nav.contact'],
] as const;

/** The header of every layout: navigation, edition and currency switchers, account and cart. */
export const SiteHeader = observer(function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { edition, site } = useStores();
  const to = useEditionPath();
  const switchEdition = useSwitchEdition();
  const account = useHeaderAccount();
  const cartCount = useCartCount();

  const links: NavigationLink[] = navigation.map(([path, label]) => {
    const href = to(path);
    return {
      href,
      label: t(label),
      current: pathname === href || pathname.startsWith(`${href}/`),
    };
  });

  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t('nav.skipToContent')}
      </a>
      <Header
        homeHref={to('/')}
        navigation={links}
        edition={{
          options: editions.map((value) => ({
            value,
            label: t(`editions.${value}`),
            short: t(`editionShort.${value}`),
          })),
          value: edition.edition,
          onChange: (value) => {
            if (isEdition(value) && value !== edition.edition) switchEdition(value);
          },
        }}
        currency={{
          options: site.currencies.map((currency) => ({
            value: currency.code,
            label: t('header.currencyOption', { name: currency.name, symbol: currency.symbol }),
            short: currency.code,
          })),
          value: site.currency,
          onChange: site.chooseCurrency,
        }}
        account={account}
        cart={{ href: to('/checkout'), count: cartCount }}
        labels={{
          home: t('nav.home'),
          navigation: t('nav.main'),
          menu: t('header.menu'),
          closeMenu: t('header.closeMenu'),
          edition: t('header.edition'),
          currency: t('header.currency'),
          cart: (count) => t('header.cart', { count }),
          account: (name) => t('header.account', { name }),
          signIn: t('header.signIn'),
          logOut: t('header.logOut'),
        }}
        renderLink={renderRouterLink}
      />
    </>
  );
});
