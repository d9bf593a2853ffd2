import { Outlet, useLocation, useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Button, Heading, Stack, Tabs, Text } from '@pcshop/design-system';
import { useStores } from '@pcshop/stores/react';
import { useEditionPath } from '../../navigation/useEditionPath';
import { useDocumentMeta } from '../useDocumentMeta';
import { accountTabs, type AccountTab } from './accountTabs';
import { LoginRequired } from './guards';
import { useFormText } from './useFormText';
import * as styles from './account.css';

const AccountArea = observer(function AccountArea() {
  const { account, session } = useStores();
  const { t } = useFormText();
  const to = useEditionPath();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current: AccountTab =
    accountTabs.find((tab) => tab.path && pathname.endsWith(`/account/${tab.path}`)) ??
    accountTabs[0];
  useDocumentMeta(t(`tabs.${current.id}`), t('area.description'));

  return (
    <div className={styles.accountArea}>
      <Stack space="large">
        <Stack space="small">
          <Heading level={1}>
            {account.name ? t('area.greeting', { name: account.name }) : t('area.title')}
          </Heading>
          {/* The line is kept while the user loads, so the tabs under it don't move. */}
          <Text tone="muted">{account.user?.email ?? '\u00a0'}</Text>
        </Stack>
        <Tabs.Root
          value={current.id}
          onValueChange={(value) => {
            const tab = accountTabs.find((candidate) => candidate.id === value);
            if (tab) void navigate(to(tab.path ? `/account/${tab.path}` : '/account'));
          }}
        >
          <div className={styles.tabsRow}>
            <Tabs.List aria-label={t('area.tabs')}>
              {accountTabs.map((tab) => (
                <Tabs.Trigger key={tab.id} value={tab.id}>
                  {t(`tabs.${tab.id}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Button tone="ghost" size="small" onClick={() => void session.logout()}>
              {t('tabs.logout')}
            </Button>
          </div>
          {accountTabs.map((tab) => (
            <Tabs.Content key={tab.id} value={tab.id}>
              <Outlet />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </div>
  );
});

/** `/account` and its tabs: login required, coming back here after signing in. */
export function AccountPage() {
  return (
    <LoginRequired>
      <AccountArea />
    </LoginRequired>
  );
}

export { AccountPage as Component };
