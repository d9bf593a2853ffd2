import { Controller } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  Checkbox,
  EmailField,
  FormError,
  Heading,
  Link,
  PasswordField,
  Stack,
  Text,
} from '@pcshop/design-system';
import type { ApiSchemas } from '@pcshop/stores';
import { useStores } from '@pcshop/stores/react';
import { useApiForm } from '../../forms/useApiForm';
import { useEditionPath } from '../../navigation/useEditionPath';
import { useDocumentMeta } from '../useDocumentMeta';
import {
  AnonymousOnly,
  LOGIN_REASON_PARAM,
  RETURN_PARAM,
  safeReturnPath,
  type LoginReason,
} from './guards';
import { useFormText } from './useFormText';
import { usePasswordField } from './usePasswordField';
import * as styles from './account.css';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';
import type { PageHandle } from '../../routes/pageHandle';

function LoginForm() {
  const { session } = useStores();
  const { t } = useFormText();
  const to = useEditionPath();
  const password = usePasswordField();
  const [params] = useSearchParams();
  const savingBuild = params.get(LOGIN_REASON_PARAM) === ('save-build' satisfies LoginReason);
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));
  const {
    register,
    control,
    formState: { isSubmitting },
    fieldError,
    submit,
    failure,
    formRef,
    errorRef,
  } = useApiForm(pickLoginSchema, { email: '', password: '', remember: false });
  useDocumentMeta(t('login.metaTitle'), t('login.metaDescription'));

  const onSubmit = submit((values) =>
    session.login({ ...values, remember: values.remember ?? false }),
  );

  return (
    <Stack space="large">
      <Heading level={1}>{t('login.title')}</Heading>
      {savingBuild && <Alert tone="info" message={t('login.saveBuildReason')} />}
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <Stack space="medium">
          <FormError ref={errorRef} message={failure} />
          <EmailField
            label={t('fields.email')}
            required
            error={fieldError('email')}
            {...register('email')}
          />
          <PasswordField
            label={t('fields.password')}
            required
            labels={password.labels}
            error={fieldError('password')}
            {...register('password')}
          />
          <Controller
            control={control}
            name="remember"
            render={({ field }) => (
              <Checkbox
                label={t('login.remember')}
                name={field.name}
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Button type="submit" fullWidth loading={isSubmitting}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <Stack space="small">
        <Text>
          <Link asChild>
            <RouterLink to={to('/login/reset')}>{t('login.forgot')}</RouterLink>
          </Link>
        </Text>
        <Text>
          {t('login.noAccount')}{' '}
          <Link asChild>
            <RouterLink
              to={`${to('/register')}${returnTo ? `?${new URLSearchParams({ [RETURN_PARAM]: returnTo })}` : ''}`}
            >
              {t('login.register')}
            </RouterLink>
          </Link>
        </Text>
      </Stack>
    </Stack>
  );
}

export function LoginPage() {
  return (
    <AnonymousOnly>
      <div className={styles.authColumn}>
        <LoginForm />
      </div>
    </AnonymousOnly>
  );
}

export { LoginPage as Component };

const pickLoginSchema = (all: ApiSchemas) => all.loginRequestSchema;
/** The server renders the form for a visitor without a session (a signed-in one goes on). */
export const handle: PageHandle = { serverRender: true };
