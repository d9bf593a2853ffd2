import { useMemo } from 'react';
import {
  Controller,
  useWatch,
  type Control,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AddressFields, Combobox } from '@pcshop/design-system';
import { useStores } from '@pcshop/stores/react';
import type { ApiSchemas } from '@pcshop/stores';
import { countryCodes } from '@pcshop/stores/constants';
import type {
  CountryCode,
  ShippingAddressInput,
  ShippingAddressValues,
} from '@pcshop/stores/schemas';

/** The shipping countries, named in the page's language. */
export function useCountryNames() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return countryCodes.map((code) => ({
      value: code,
      label: names.of(code) ?? code,
    }));
  }, [i18n.language]);
}

/** The schema a new shipping address is checked with (see `useApiForm`). */
export const pickShippingAddressSchema = (all: ApiSchemas) => all.shippingAddressInputSchema;

/** A blank address in the edition's country. */
export const emptyShippingAddress = (country: CountryCode): ShippingAddressInput => ({
  first_name: '',
  last_name: '',
  phone: '',
  address: { line1: '', line2: '', city: '', postcode: '', country },
  is_default: false,
});

interface ShippingAddressFieldsProps {
  register: UseFormRegister<ShippingAddressInput>;
  control: Control<ShippingAddressInput, unknown, ShippingAddressValues>;
  fieldError: (name: Path<ShippingAddressInput>, field?: string) => string | undefined;
}

/** The city, picked from the shipping country's places as the shopper types (source document §5). */
const CityField = observer(function CityField({
  control,
  label,
  error,
}: {
  control: ShippingAddressFieldsProps['control'];
  label: string;
  error: string | undefined;
}) {
  const { t } = useTranslation('validation');
  const { citySearch } = useStores();
  const country = useWatch({ control, name: 'address.country' });
  const options = citySearch.offered.map(({ name, region }) => ({
    value: name,
    label: region ? `${name}, ${region}` : name,
  }));
  return (
    <Controller
      control={control}
      name="address.city"
      render={({ field }) => (
        <Combobox
          label={label}
          required
          autoComplete="address-level2"
          options={
            field.value && !options.some((option) => option.value === field.value)
              ? [{ value: field.value, label: field.value }, ...options]
              : options
          }
          filter={false}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          onInputChange={(text) => citySearch.search(country, text)}
          name={field.name}
          ref={field.ref}
          error={error}
          invalidMessage={t('selectFromList', { field: label.toLowerCase() })}
          noResults={t('account:fields.cityNoResults')}
        />
      )}
    />
  );
});

/**
 * A new shipping address's fields over `shippingAddressInputSchema` (the address book and the
 * checkout); the country is picked from the shipping countries, the city from its places.
 */
export function ShippingAddressFields({
  register,
  control,
  fieldError,
}: ShippingAddressFieldsProps) {
  const { t } = useTranslation('account');
  const countries = useCountryNames();
  const countryLabel = t('fields.country');
  return (
    <Controller
      control={control}
      name="address.country"
      render={({ field }) => (
        <AddressFields
          labels={{
            firstName: t('fields.firstName'),
            lastName: t('fields.lastName'),
            phone: t('fields.phone'),
            phoneHint: t('fields.phoneHint'),
            country: countryLabel,
            line1: t('fields.line1'),
            line2: t('fields.line2'),
            city: t('fields.city'),
            postcode: t('fields.postcode'),
          }}
          inputs={{
            firstName: register('first_name'),
            lastName: register('last_name'),
            phone: register('phone'),
            line1: register('address.line1'),
            line2: register('address.line2'),
            city: register('address.city'),
            postcode: register('address.postcode'),
          }}
          country={{
            name: field.name,
            value: field.value,
            onChange: field.onChange,
            onBlur: field.onBlur,
            ref: field.ref,
          }}
          countries={countries}
          renderCity={({ label, error }) => (
            <CityField control={control} label={label} error={error} />
          )}
          errors={{
            firstName: fieldError('first_name'),
            lastName: fieldError('last_name'),
            phone: fieldError('phone'),
            line1: fieldError('address.line1'),
            line2: fieldError('address.line2'),
            city: fieldError('address.city'),
            postcode: fieldError('address.postcode'),
            country: fieldError('address.country', countryLabel.toLowerCase()),
          }}
        />
      )}
    />
  );
}
