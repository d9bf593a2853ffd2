import {
  Alert,
  Button,
  Card,
  DateField,
  FormError,
  Heading,
  PhoneField,
  Stack,
  TextField,
} from '@pcshop/design-system';
import type { ApiSchemas } from '@pcshop/stores';
import type { AccountUser } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';
import { useApiForm } from '../../forms/useApiForm';
import { useFormText } from './useFormText';

const pickDetailsSchema = (all: ApiSchemas) =>
  all.accountUserPatchSchema.pick({ full_name: true, date_of_birth: true, mobile_number: true });

/** The profile tab's personal details: name, date of birth, mobile number. */
export function DetailsForm({ user }: { user: AccountUser }) {
  const { account } = useStores();
  const { t } = useFormText();
  const {
    register,
    formState: { isSubmitting },
    fieldError,
    submit,
    failure,
    succeeded,
    formRef,
    errorRef,
  } = useApiForm(pickDetailsSchema, {
    full_name: user.full_name ?? '',
    date_of_birth: user.date_of_birth ?? '',
    mobile_number: user.mobile_number ?? '',
  });
  const onSubmit = submit((values) => account.updateUser(values));
  return (
    <Card as="section" padding="large" aria-labelledby="account-details">
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <Stack space="medium">
          <Heading level={2} size="large" id="account-details">
            {t('profile.detailsTitle')}
          </Heading>
          <FormError ref={errorRef} message={failure} />
          {succeeded && <Alert tone="success" live="polite" message={t('profile.saved')} />}
          <TextField
            label={t('fields.fullName')}
            required
            autoComplete="name"
            error={fieldError('full_name')}
            {...register('full_name')}
          />
          <DateField
            label={t('fields.dateOfBirth')}
            error={fieldError('date_of_birth')}
            {...register('date_of_birth')}
            min="1900-01-01"
            max={new Date().toISOString().slice(0, 10)}
          />
          <PhoneField
            label={t('fields.mobile')}
            hint={t('fields.phoneHint')}
            error={fieldError('mobile_number')}
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
