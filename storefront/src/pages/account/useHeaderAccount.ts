import { useEffect, useState } from 'react';
import { compareStructural, reaction } from 'mobx';
import { useTranslation } from 'react-i18next';
import type { HeaderAccount } from '@pcshop/design-system';
import { useStores } from '@pcshop/stores/react';
import { useEditionPath } from '../../navigation/useEditionPath';
import { accountTabs } from './accountTabs';

/**
 * Who is browsing, as the header's account entry shows it: the signed-in customer's menu (name,
 * the account's tabs, logout) or the sign-in link. Follows the session by itself, so the header
 * needs not be an observer.
 */
export function useHeaderAccount(): HeaderAccount {
  const { session, account } = useStores();
  const { t } = useTranslation('account');
  const to = useEditionPath();
  const read = () => ({ signedIn: session.isLoggedIn, name: account.name });
  const [state, setState] = useState(read);
  useEffect(
    () => reaction(read, setState, { equals: compareStructural, fireImmediately: true }),
    // `read` only reads the stores, which never change identity.
    [session, account],
  );
  if (!state.signedIn) return { signedIn: false, signInHref: to('/login') };
  return {
    signedIn: true,
    name: state.name || t('area.title'),
    links: accountTabs.map((tab) => ({
      href: to(tab.path ? `/account/${tab.path}` : '/account'),
      label: t(`tabs.${tab.id}`),
    })),
    onLogout: () => void session.logout(),
  };
}
