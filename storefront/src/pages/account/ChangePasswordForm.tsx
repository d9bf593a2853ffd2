import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Card,
  FormError,
  Heading,
  PasswordField,
  Stack,
} from '@pcshop/design-system';
import { changePasswordFormSchema } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';
import type { z } from 'zod';
import { useFormFocus } from './useFormFocus';
import { refusedFields, useFormText } from './useFormText';
import { useOutcome } from './useOutcome';
import { usePasswordField } from './usePasswordField';

type ChangePasswordValues = z.input<typeof changePasswordFormSchema>;

/** The profile tab's password change: the current password, then the new one twice. */
export function ChangePasswordForm() {
  const { account } = useStores();
  const { t, fieldError } = useFormText();
  const password = usePasswordField();
  const outcome = useOutcome();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { old_password: '', password: '', password_confirmation: '' },
    shouldFocusError: false,
  });
  const { formRef, errorRef } = useFormFocus(submitCount, outcome.failure);
  const submit = handleSubmit(async ({ old_password, password: newPassword }) => {
    outcome.start();
    try {
      await account.changePassword({ old_password, password: newPassword });
      reset();
      outcome.succeed();
    } catch (error) {
      const old = refusedFields(error).old_password;
      if (old) {
        setError('old_password', { message: old }, { shouldFocus: true });
        return;
      }
      outcome.fail(error);
    }
  });
  return (
    <Card as="section" padding="large" aria-labelledby="account-password">
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Stack space="medium">
          <Heading level={2} size="large" id="account-password">
            {t('profile.passwordTitle')}
          </Heading>
          <FormError ref={errorRef} message={outcome.failure} />
          {outcome.saved && <Alert tone="success" live="polite" message={t('password.created')} />}
          <PasswordField
            label={t('fields.currentPassword')}
            required
            labels={password.labels}
            error={fieldError(errors.old_password?.message)}
            {...register('old_password')}
          />
          <PasswordField
            label={t('fields.newPassword')}
            required
            autoComplete="new-password"
            labels={password.labels}
            rules={password.rules}
            error={fieldError(errors.password?.message)}
            {...register('password')}
          />
          <PasswordField
            label={t('fields.confirmPassword')}
            required
            autoComplete="new-password"
            labels={password.labels}
            error={fieldError(errors.password_confirmation?.message)}
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
