import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { accountUserPatchSchema, type AccountUser } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';
import type { z } from 'zod';
import { useFormFocus } from './useFormFocus';
import { refusedFields, useFormText } from './useFormText';
import { useOutcome } from './useOutcome';

const detailsSchema = accountUserPatchSchema.pick({
  full_name: true,
  date_of_birth: true,
  mobile_number: true,
});
type DetailsValues = z.input<typeof detailsSchema>;

/** The profile tab's personal details: name, date of birth, mobile number. */
export function DetailsForm({ user }: { user: AccountUser }) {
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
      const fields = refusedFields(error);
      if (Object.keys(fields).length > 0) {
        for (const [field, message] of Object.entries(fields)) {
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
