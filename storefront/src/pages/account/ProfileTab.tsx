import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { observer } from 'mobx-react-lite';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  DateField,
  FormError,
  Heading,
  PasswordField,
  PhoneField,
  Spinner,
  Stack,
  TextField,
} from '@pcshop/design-system';
import { FormFailure } from '@pcshop/stores';
import {
  accountUserPatchSchema,
  changePasswordFormSchema,
  emailPreferencesSchema,
  type AccountUser,
  type EmailPreferences,
} from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';
import type { z } from 'zod';
import { AddressBook } from './AddressBook';
import { useFormFocus } from './useFormFocus';
import { useFormText } from './useFormText';
import { usePasswordField } from './usePasswordField';

/** A form's outcome: the saved message, or the text of a refusal. */
function useOutcome() {
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { failureText } = useFormText();
  return {
    saved,
    failure,
    start() {
      setSaved(false);
      setFailure(undefined);
    },
    succeed: () => setSaved(true),
    fail: (error: unknown) => setFailure(failureText(error)),
  };
}

const detailsSchema = accountUserPatchSchema.pick({
  full_name: true,
  date_of_birth: true,
  mobile_number: true,
});
type DetailsValues = z.input<typeof detailsSchema>;

function DetailsForm({ user }: { user: AccountUser }) {
  const { account } = useStores();
  const { t, fieldError } = useFormText();
  const outcome = useOutcome();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<DetailsValues>({
    resolver: zodResolver(detailsSchema),
    defaultValues: {
      full_name: user.full_name ?? '',
      date_of_birth: user.date_of_birth ?? '',
      mobile_number: user.mobile_number ?? '',
    },
    shouldFocusError: false,
  });
  const { formRef, errorRef } = useFormFocus(submitCount, outcome.failure);
  const submit = handleSubmit(async (values) => {
    outcome.start();
    try {
      await account.updateUser(values);
      outcome.succeed();
    } catch (error) {
      if (error instanceof FormFailure && Object.keys(error.fields).length > 0) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in detailsSchema.shape) setError(field as keyof DetailsValues, { message });
        }
        return;
      }
      outcome.fail(error);
    }
  });
  return (
    <Card as="section" padding="large" aria-labelledby="account-details">
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Stack space="medium">
          <Heading level={2} size="large" id="account-details">
            {t('profile.detailsTitle')}
          </Heading>
          <FormError ref={errorRef} message={outcome.failure} />
          {outcome.saved && <Alert tone="success" live="polite" message={t('profile.saved')} />}
          <TextField
            label={t('fields.fullName')}
            required
            autoComplete="name"
            error={fieldError(errors.full_name?.message)}
            {...register('full_name')}
          />
          <DateField
            label={t('fields.dateOfBirth')}
            error={fieldError(errors.date_of_birth?.message)}
            {...register('date_of_birth')}
            min="1900-01-01"
            max={new Date().toISOString().slice(0, 10)}
          />
          <PhoneField
            label={t('fields.mobile')}
            hint={t('fields.phoneHint')}
            error={fieldError(errors.mobile_number?.message)}
            {...register('mobile_number')}
          />
          <div>
            <Button type="submit" loading={isSubmitting}>
              {t('profile.saveDetails')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

function EmailPreferencesForm({ preferences }: { preferences: EmailPreferences }) {
  const { account } = useStores();
  const { t } = useFormText();
  const outcome = useOutcome();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting, submitCount },
  } = useForm<EmailPreferences>({
    resolver: zodResolver(emailPreferencesSchema),
    defaultValues: preferences,
  });
  const { formRef, errorRef } = useFormFocus(submitCount, outcome.failure);
  const submit = handleSubmit(async (values) => {
    outcome.start();
    try {
      await account.updateUser({ email_preferences: values });
      outcome.succeed();
    } catch (error) {
      outcome.fail(error);
    }
  });
  const box = (name: keyof EmailPreferences, label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          label={label}
          name={field.name}
          checked={field.value}
          onCheckedChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
  return (
    <Card as="section" padding="large" aria-labelledby="account-preferences">
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Stack space="medium">
          <Heading level={2} size="large" id="account-preferences">
            {t('profile.preferencesTitle')}
          </Heading>
          <FormError ref={errorRef} message={outcome.failure} />
          {outcome.saved && <Alert tone="success" live="polite" message={t('profile.saved')} />}
          {box('order_notifications', t('profile.orderNotifications'))}
          {box('marketing_notifications', t('profile.marketingNotifications'))}
          <div>
            <Button type="submit" loading={isSubmitting}>
              {t('profile.savePreferences')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

type ChangePasswordValues = z.input<typeof changePasswordFormSchema>;

function ChangePasswordForm() {
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
      const old = error instanceof FormFailure ? error.fields.old_password : undefined;
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

/** The profile tab: details, email preferences, password and saved addresses. */
export const ProfileTab = observer(function ProfileTab() {
  const { account } = useStores();
  const { t } = useFormText();
  const user = account.user;
  useEffect(() => {
    if (!account.user) {
      account.loadUser().catch((error: unknown) => console.error('Loading the account', error));
    }
  }, [account]);
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
