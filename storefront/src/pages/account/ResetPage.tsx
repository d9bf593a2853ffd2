import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  EmailField,
  FormError,
  Heading,
  Link,
  Stack,
  Text,
} from '@pcshop/design-system';
import type { ApiSchemas } from '@pcshop/stores';
import { useStores } from '@pcshop/stores/react';
import { CaptchaSlot } from '../../captcha/CaptchaSlot';
import { useFormCaptcha } from '../../captcha/useFormCaptcha';
import { useApiForm } from '../../forms/useApiForm';
import { useEditionPath } from '../../navigation/useEditionPath';
import { useDocumentMeta } from '../useDocumentMeta';
import { AnonymousOnly } from './guards';
import { NewPasswordForm } from './NewPasswordForm';
import { useFormText } from './useFormText';
import * as styles from './account.css';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';
import type { PageHandle } from '../../routes/pageHandle';

const pickResetSchema = (all: ApiSchemas) => all.askForPasswordResetRequestSchema;
/** Forgot password: asks for the email, answers the same whether or not it has an account. */
function AskForReset() {
  const { account } = useStores();
  const { t } = useFormText();
  const [asked, setAsked] = useState(false);
  const captcha = useFormCaptcha();
  const {
    register,
    formState: { isSubmitting },
    fieldError,
    submit,
    failure,
    formRef,
    errorRef,
  } = useApiForm(pickResetSchema, { email: '' });

  const onSubmit = submit(async (values) => {
    if (!captcha.readyToSend()) return;
    try {
      await account.askForPasswordReset(values.email, await captcha.answer());
      setAsked(true);
    } finally {
      captcha.used();
    }
  });

  if (asked) {
    return (
      <Stack space="large">
        <Heading level={1}>{t('reset.checkEmail')}</Heading>
        <Alert tone="success" live="polite" message={t('reset.neutral')} />
      </Stack>
    );
  }
  return (
    <Stack space="large">
      <Heading level={1}>{t('reset.title')}</Heading>
      <Text tone="muted">{t('reset.intro')}</Text>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <Stack space="medium">
          <FormError ref={errorRef} message={failure} />
          <EmailField
            label={t('fields.email')}
            required
            error={fieldError('email')}
            {...register('email')}
          />
          <CaptchaSlot {...captcha.slot} />
          <Button type="submit" fullWidth loading={isSubmitting}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/** The emailed reset link (`?id=…&token=…`): the new password, then sign in with it. */
function ChangePassword({ id, token }: { id: string; token: string }) {
  const { account } = useStores();
  const { t } = useFormText();
  const to = useEditionPath();
  const [changed, setChanged] = useState(false);
  if (changed) {
    return (
      <Stack space="large">
        <Heading level={1}>{t('reset.changedTitle')}</Heading>
        <Alert tone="success" live="polite" message={t('password.created')} />
        <Text>
          <Link asChild>
            <RouterLink to={to('/login')}>{t('reset.toLogin')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    );
  }
  return (
    <Stack space="large">
      <Heading level={1}>{t('reset.changeTitle')}</Heading>
      <Text tone="muted">{t('reset.changeIntro')}</Text>
      <NewPasswordForm
        submitLabel={t('reset.changeSubmit')}
        onSubmit={async (password) => {
          await account.resetPassword(id, token, password);
          setChanged(true);
        }}
      />
    </Stack>
  );
}

export function ResetPage() {
  const [params] = useSearchParams();
  const { t } = useFormText();
  useDocumentMeta(t('reset.metaTitle'), t('reset.intro'));
  const id = params.get('id');
  const token = params.get('token');
  return (
    <AnonymousOnly>
      <div className={styles.authColumn}>
        {id && token ? <ChangePassword id={id} token={token} /> : <AskForReset />}
      </div>
    </AnonymousOnly>
  );
}

export { ResetPage as Component };

/** The server renders the form with its captcha's room kept: the captcha settings come first. */
export const handle: PageHandle = {
  serverRender: true,
  preload: ({ captcha }) => captcha.known(),
};
