import { Button, FormError, PasswordField, Stack } from '@pcshop/design-system';
import type { ApiSchemas } from '@pcshop/stores';
import { useApiForm } from '../../forms/useApiForm';
import { useFormText } from './useFormText';
import { usePasswordField } from './usePasswordField';

interface NewPasswordFormProps {
  submitLabel: string;
  /** Sends the new password; a refusal comes back as an ApiRefusal. */
  onSubmit(password: string): Promise<void>;
}

const pickNewPasswordSchema = (all: ApiSchemas) => all.createPasswordFormSchema;
/** A new password typed twice, checked against source document §5 as it is typed. */
export function NewPasswordForm({ submitLabel, onSubmit }: NewPasswordFormProps) {
  const { t } = useFormText();
  const password = usePasswordField();
  const {
    register,
    formState: { isSubmitting },
    fieldError,
    submit,
    failure,
    formRef,
    errorRef,
  } = useApiForm(pickNewPasswordSchema, { password: '', password_confirmation: '' });
  const submitPassword = submit((values) => onSubmit(values.password));

  return (
    <form ref={formRef} noValidate onSubmit={submitPassword}>
      <Stack space="medium">
        <FormError ref={errorRef} message={failure} />
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
        <Button type="submit" fullWidth loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
