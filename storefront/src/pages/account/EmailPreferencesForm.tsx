import { Controller } from 'react-hook-form';
import { Alert, Button, Card, Checkbox, FormError, Heading, Stack } from '@pcshop/design-system';
import type { ApiSchemas } from '@pcshop/stores';
import type { EmailPreferences } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';
import { useApiForm } from '../../forms/useApiForm';
import { useFormText } from './useFormText';

const pickPreferencesSchema = (all: ApiSchemas) => all.emailPreferencesSchema;
/** The profile tab's email preferences: order and marketing notifications. */
export function EmailPreferencesForm({ preferences }: { preferences: EmailPreferences }) {
  const { account } = useStores();
  const { t } = useFormText();
  const {
    control,
    formState: { isSubmitting },
    submit,
    failure,
    succeeded,
    formRef,
    errorRef,
  } = useApiForm(pickPreferencesSchema, preferences);
  const onSubmit = submit((values) => account.updateUser({ email_preferences: values }));
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
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <Stack space="medium">
          <Heading level={2} size="large" id="account-preferences">
            {t('profile.preferencesTitle')}
          </Heading>
          <FormError ref={errorRef} message={failure} />
          {succeeded && <Alert tone="success" live="polite" message={t('profile.saved')} />}
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
