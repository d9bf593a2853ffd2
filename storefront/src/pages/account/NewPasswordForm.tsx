import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormError, PasswordField, Stack } from '@pcshop/design-system';
import { createPasswordFormSchema } from '@pcshop/stores/schemas';
import type { z } from 'zod';
import { useFormFocus } from './useFormFocus';
import { refusedFields, useFormText } from './useFormText';
import { usePasswordField } from './usePasswordField';

type NewPasswordValues = z.input<typeof createPasswordFormSchema>;

interface NewPasswordFormProps {
  submitLabel: string;
  /** Sends the new password; a refusal comes back as an ApiRefusal. */
  onSubmit(password: string): Promise<void>;
}

/** A new password typed twice, checked against source document §5 as it is typed. */
export function NewPasswordForm({ submitLabel, onSubmit }: NewPasswordFormProps) {
  const { t, fieldError, failureText } = useFormText();
  const password = usePasswordField();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(createPasswordFormSchema),
    defaultValues: { password: '', password_confirmation: '' },
    shouldFocusError: false,
  });
  const { formRef, errorRef } = useFormFocus(submitCount, failure);

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await onSubmit(values.password);
    } catch (error) {
      const field = refusedFields(error).password;
      if (field) {
        setError('password', { message: field }, { shouldFocus: true });
        return;
      }
      setFailure(failureText(error));
    }
  });

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <Stack space="medium">
        <FormError ref={errorRef} message={failure} />
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
        <Button type="submit" fullWidth loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
