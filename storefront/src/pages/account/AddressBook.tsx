import { useEffect, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Alert,
  Button,
  Card,
  FormError,
  Heading,
  Inline,
  PhoneField,
  Select,
  Spinner,
  Stack,
  Text,
  TextField,
} from '@pcshop/design-system';
import {
  countryCodeSchema,
  fieldLimits,
  shippingAddressInputSchema,
  type CountryCode,
  type ShippingAddress,
  type ShippingAddressInput,
} from '@pcshop/stores/schemas';
import { Operation } from '@pcshop/stores';
import { useStores } from '@pcshop/stores/react';
import { useRefusalText } from '../../forms/refusalText';
import { useApiForm } from '../../forms/useApiForm';
import { useFormText } from './useFormText';
import * as styles from './account.css';

/** The shipping countries, named in the page's language. */
function useCountryNames() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return countryCodeSchema.options.map((code) => ({
      value: code,
      label: names.of(code) ?? code,
    }));
  }, [i18n.language]);
}

const AddressCard = observer(function AddressCard({ address }: { address: ShippingAddress }) {
  const { account } = useStores();
  const { t } = useFormText();
  const refusalText = useRefusalText();
  const countries = useCountryNames();
  const [action] = useState(
    () => new Operation('AddressCard.action', (act: () => Promise<void>) => act()),
  );
  const { line1, line2, city, postcode, country } = address.address;
  const name = `${address.first_name} ${address.last_name}`;
  return (
    <Card as="li" padding="medium" aria-label={t('addresses.cardLabel', { name, line1 })}>
      <Stack space="small">
        <Inline space="small" alignY="center">
          <Text weight="bold">{name}</Text>
          {address.is_default && <Badge tone="accent">{t('addresses.default')}</Badge>}
        </Inline>
        <Text>
          {[line1, line2, `${postcode} ${city}`, countries.find((c) => c.value === country)?.label]
            .filter(Boolean)
            .join(', ')}
        </Text>
        <Text tone="muted">{address.phone}</Text>
        <FormError message={action.refusal ? refusalText(action.refusal) : undefined} />
        <Inline space="small">
          {!address.is_default && (
            <Button
              size="small"
              tone="secondary"
              disabled={action.pending}
              onClick={() => void action.run(() => account.setDefaultAddress(address.id))}
            >
              {t('addresses.makeDefault')}
            </Button>
          )}
          <Button
            size="small"
            tone="critical"
            disabled={action.pending}
            aria-label={t('addresses.deleteLabel', { name, line1 })}
            onClick={() => void action.run(() => account.deleteAddress(address.id))}
          >
            {t('addresses.delete')}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
});

const emptyAddress: ShippingAddressInput = {
  first_name: '',
  last_name: '',
  phone: '',
  address: { line1: '', line2: '', city: '', postcode: '', country: 'GB' },
  is_default: false,
};

function AddAddressForm({ country }: { country: CountryCode }) {
  const { account } = useStores();
  const { t } = useFormText();
  const countries = useCountryNames();
  const empty = { ...emptyAddress, address: { ...emptyAddress.address, country } };
  const {
    register,
    control,
    reset,
    formState: { isSubmitting },
    fieldError,
    submit,
    failure,
    succeeded,
    formRef,
    errorRef,
  } = useApiForm(shippingAddressInputSchema, empty);
  const onSubmit = submit(async (values) => {
    await account.addAddress(values);
    reset(empty);
  });
  const countryLabel = t('fields.country');
  return (
    <form ref={formRef} noValidate aria-labelledby="add-address" onSubmit={onSubmit}>
      <Stack space="medium">
        <Heading level={3} size="medium" id="add-address">
          {t('addresses.addTitle')}
        </Heading>
        <FormError ref={errorRef} message={failure} />
        {succeeded && <Text role="status">{t('addresses.added')}</Text>}
        <TextField
          label={t('fields.firstName')}
          required
          autoComplete="given-name"
          error={fieldError('first_name')}
          {...register('first_name')}
        />
        <TextField
          label={t('fields.lastName')}
          required
          autoComplete="family-name"
          error={fieldError('last_name')}
          {...register('last_name')}
        />
        <PhoneField
          label={t('fields.phone')}
          hint={t('fields.phoneHint')}
          required
          error={fieldError('phone')}
          {...register('phone')}
        />
        <TextField
          label={t('fields.line1')}
          required
          autoComplete="address-line1"
          error={fieldError('address.line1')}
          {...register('address.line1')}
        />
        <TextField
          label={t('fields.line2')}
          autoComplete="address-line2"
          error={fieldError('address.line2')}
          {...register('address.line2')}
        />
        <TextField
          label={t('fields.city')}
          required
          autoComplete="address-level2"
          error={fieldError('address.city')}
          {...register('address.city')}
        />
        <TextField
          label={t('fields.postcode')}
          required
          autoComplete="postal-code"
          error={fieldError('address.postcode')}
          {...register('address.postcode')}
        />
        <Controller
          control={control}
          name="address.country"
          render={({ field }) => (
            <Select
              label={countryLabel}
              required
              options={countries}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError('address.country', countryLabel.toLowerCase())}
            />
          )}
        />
        <div>
          <Button type="submit" loading={isSubmitting}>
            {t('addresses.add')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** Saved shipping addresses: at most 6, one the default; the server refuses a seventh. */
export const AddressBook = observer(function AddressBook() {
  const { account, edition } = useStores();
  const { t } = useFormText();
  useEffect(() => {
    if (!account.addressesLoaded) void account.loadAddresses();
  }, [account]);
  return (
    <Card as="section" padding="large" aria-labelledby="account-addresses">
      <Stack space="large">
        <Stack space="small">
          <Heading level={2} size="large" id="account-addresses">
            {t('addresses.title')}
          </Heading>
          <Text tone="muted">
            {t('addresses.count', {
              saved: account.addresses.length,
              max: fieldLimits.maxSavedAddresses,
            })}
          </Text>
        </Stack>
        {!account.addressesLoaded && account.addressBook.state === 'error' ? (
          <Alert
            tone="critical"
            message={t('addresses.failed')}
            action={
              <Button size="small" onClick={() => void account.loadAddresses()}>
                {t('area.retry')}
              </Button>
            }
          />
        ) : !account.addressesLoaded ? (
          <Spinner label={t('addresses.loading')} showLabel />
        ) : account.addresses.length === 0 ? (
          <Text>{t('addresses.none')}</Text>
        ) : (
          <ul className={styles.addressList}>
            {account.addresses.map((address) => (
              <AddressCard key={address.id} address={address} />
            ))}
          </ul>
        )}
        <AddAddressForm country={edition.country} />
      </Stack>
    </Card>
  );
});
