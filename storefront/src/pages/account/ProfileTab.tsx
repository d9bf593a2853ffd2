import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Spinner, Stack } from '@pcshop/design-system';
import { useStores } from '@pcshop/stores/react';
import { AddressBook } from './AddressBook';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DetailsForm } from './DetailsForm';
import { EmailPreferencesForm } from './EmailPreferencesForm';
import { useFormText } from './useFormText';
import type { PageHandle } from '../../routes/pageHandle';

/** The profile tab: details, email preferences, password and saved addresses. */
export const ProfileTab = observer(function ProfileTab() {
  const { account } = useStores();
  const { t } = useFormText();
  const user = account.user;
  useEffect(() => {
    if (!account.user) void account.loadUser();
  }, [account]);
  if (!user && account.profile.state === 'error')
    return (
      <Alert
        tone="critical"
        message={t('area.failed')}
        action={
          <Button size="small" onClick={() => void account.loadUser()}>
            {t('area.retry')}
          </Button>
        }
      />
    );
  if (!user) return <Spinner label={t('area.loading')} showLabel />;
  return (
    <Stack space="large">
      <DetailsForm user={user} />
      <EmailPreferencesForm preferences={user.email_preferences} />
      <ChangePasswordForm />
      <AddressBook />
    </Stack>
  );
});

export { ProfileTab as Component };

/** Rendered by the server for the signed-in shopper, with their details and addresses. */
export const handle: PageHandle = {
  serverRender: true,
  signedIn: true,
  preload: (root) => root.account.loadAddresses(),
};
