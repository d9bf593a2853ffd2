import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Checkbox, FormError, Heading, Stack } from '@pcshop/design-system';
import { emailPreferencesSchema, type EmailPreferences } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';
import { useFormFocus } from './useFormFocus';
import { useFormText } from './useFormText';
import { useOutcome } from './useOutcome';

/** The profile tab's email preferences: order and marketing notifications. */
export function EmailPreferencesForm({ preferences }: { preferences: EmailPreferences }) {
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
