import {
  Alert,
  Button,
  Card,
  FormError,
  Heading,
  PasswordField,
  Stack,
} from '@pcshop/design-system';
import type { ApiSchemas } from '@pcshop/stores';
import { useStores } from '@pcshop/stores/react';
import { useApiForm } from '../../forms/useApiForm';
import { useFormText } from './useFormText';
import { usePasswordField } from './usePasswordField';

const pickChangePasswordSchema = (all: ApiSchemas) => all.changePasswordFormSchema;
/** The profile tab's password change: the current password, then the new one twice. */
export function ChangePasswordForm() {
  const { account } = useStores();
  const { t } = useFormText();
  const password = usePasswordField();
  const {
    register,
    reset,
    formState: { isSubmitting },
    fieldError,
    submit,
    failure,
    succeeded,
    formRef,
    errorRef,
  } = useApiForm(pickChangePasswordSchema, {
    old_password: '',
    password: '',
    password_confirmation: '',
  });
  const onSubmit = submit(async ({ old_password, password: newPassword }) => {
    await account.changePassword({ old_password, password: newPassword });
    reset();
  });
  return (
    <Card as="section" padding="large" aria-labelledby="account-password">
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <Stack space="medium">
          <Heading level={2} size="large" id="account-password">
            {t('profile.passwordTitle')}
          </Heading>
          <FormError ref={errorRef} message={failure} />
          {succeeded && <Alert tone="success" live="polite" message={t('password.created')} />}
          <PasswordField
            label={t('fields.currentPassword')}
            required
            labels={password.labels}
            error={fieldError('old_password')}
            {...register('old_password')}
          />
          <PasswordField
            label={t('fields.newPassword')}
            required
            autoComplete="new-password"
            labels={password.labels}
            rules={password.rules}
            error={fieldError('password')}
            {...register('password')}
          />
          <PasswordField
            label={t('fields.confirmPassword')}
            required
            autoComplete="new-password"
            labels={password.labels}
            error={fieldError('password_confirmation')}
            {...register('password_confirmation')}
          />
          <div>
            <Button type="submit" loading={isSubmitting}>
              {t('profile.changePassword')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
