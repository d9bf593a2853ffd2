import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  Badge,
  Alert,
  Button,
  Card,
  FormError,
  Heading,
  Inline,
  Spinner,
  Stack,
  Text,
} from '@pcshop/design-system';
import { fieldLimits } from '@pcshop/stores/constants';
import type { CountryCode, ShippingAddress } from '@pcshop/stores/schemas';
import { Operation } from '@pcshop/stores';
import { useStores } from '@pcshop/stores/react';
import { useRefusalText } from '../../forms/refusalText';
import {
  ShippingAddressFields,
  pickShippingAddressSchema,
  emptyShippingAddress,
  useCountryNames,
} from '../../forms/ShippingAddressFields';
import { useApiForm } from '../../forms/useApiForm';
import { useFormText } from './useFormText';
import * as styles from './account.css';

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

function AddAddressForm({ country }: { country: CountryCode }) {
  const { account } = useStores();
  const { t } = useFormText();
  const empty = emptyShippingAddress(country);
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
  } = useApiForm(pickShippingAddressSchema, empty);
  const onSubmit = submit(async (values) => {
    await account.addAddress(values);
    reset(empty);
  });
  return (
    <form ref={formRef} noValidate aria-labelledby="add-address" onSubmit={onSubmit}>
      <Stack space="medium">
        <Heading level={3} size="medium" id="add-address">
          {t('addresses.addTitle')}
        </Heading>
        <FormError ref={errorRef} message={failure} />
        {succeeded && <Text role="status">{t('addresses.added')}</Text>}
        <ShippingAddressFields register={register} control={control} fieldError={fieldError} />
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
