import { useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Alert, Heading, Link, Stack, Text } from '@pcshop/design-system';
import { useStores } from '@pcshop/stores/react';
import { useEditionPath } from '../../navigation/useEditionPath';
import { useDocumentMeta } from '../useDocumentMeta';
import { RETURN_PARAM, safeReturnPath } from './guards';
import { NewPasswordForm } from './NewPasswordForm';
import { useFormText } from './useFormText';
import * as styles from './account.css';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';
import type { PageHandle } from '../../routes/pageHandle';

/**
 * `/create-password/{token}`: the link of the registration email sets the first password, then
 * brings the customer back where they registered from (`redirect`, the checkout), if anywhere.
 */
export function CreatePasswordPage() {
  const { account } = useStores();
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));
  const { t } = useFormText();
  const to = useEditionPath();
  const [created, setCreated] = useState(false);
  useDocumentMeta(t('createPassword.metaTitle'), t('createPassword.intro'));

  if (created && returnTo) return <Navigate to={returnTo} replace />;
  return (
    <div className={styles.authColumn}>
      {created ? (
        <Stack space="large">
          <Heading level={1}>{t('createPassword.successTitle')}</Heading>
          <Alert tone="success" live="polite" message={t('password.created')} />
          <Text tone="muted">{t('createPassword.signedIn')}</Text>
          <Text>
            <Link asChild>
              <RouterLink to={to('/account')}>{t('createPassword.toAccount')}</RouterLink>
            </Link>
          </Text>
        </Stack>
      ) : (
        <Stack space="large">
          <Heading level={1}>{t('createPassword.title')}</Heading>
          <Text tone="muted">{t('createPassword.intro')}</Text>
          <NewPasswordForm
            submitLabel={t('createPassword.submit')}
            onSubmit={async (password) => {
              await account.createPassword(token, password);
              setCreated(true);
            }}
          />
        </Stack>
      )}
    </div>
  );
}

export { CreatePasswordPage as Component };

/** The server renders the form; the token is checked when the password is sent. */
export const handle: PageHandle = { serverRender: true };
