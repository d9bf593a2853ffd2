import type { ComponentPropsWithRef, ReactNode } from 'react';
import { PhoneField } from '../PhoneField/PhoneField';
import { Select, type SelectOption, type SelectProps } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import * as styles from './AddressFields.css';

/** The text fields of a shipping address, in the order they show (SPEC §5: all but line 2 required). */
export const addressFieldNames = [
  'firstName',
  'lastName',
  'phone',
  'line1',
  'line2',
  'city',
  'postcode',
] as const;
export type AddressFieldName = (typeof addressFieldNames)[number];

export type AddressFieldsLabels = Record<AddressFieldName | 'country', string> & {
  /** Under the phone field ("With the country code, e.g. +44 7700 900123"). */
  phoneHint?: string;
  /** After a field that may be left empty ("optional"). */
  optional?: string;
};

/** What a text field takes from its form: react-hook-form's `register(name)` spreads on. */
export type AddressInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'>;

export interface AddressFieldsProps {
  labels: AddressFieldsLabels;
  /** Each text field's props (name, value or registration). */
  inputs: Record<AddressFieldName, AddressInputProps>;
  /** The shipping countries, picked from the list. */
  country: Omit<SelectProps, 'label' | 'required' | 'error' | 'options'>;
  countries: readonly SelectOption[];
  errors?: Partial<Record<AddressFieldName | 'country', string>>;
  /**
   * Replaces the plain city field: an autocomplete over the shipping country's places takes its
   * slot (it is given the same label, props and error).
   */
  renderCity?: (field: { label: string; error?: string; input: AddressInputProps }) => ReactNode;
}

const autoComplete: Record<AddressFieldName, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  phone: 'tel',
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  postcode: 'postal-code',
};

/**
 * A shipping address's fields (the account's address book and the checkout): first name, surname,
 * phone, address lines, city, postcode and country. The form around them owns values and rules.
 */
export function AddressFields({
  labels,
  inputs,
  country,
  countries,
  errors = {},
  renderCity,
}: AddressFieldsProps) {
  const text = (name: AddressFieldName) => {
    if (name === 'phone')
      return (
        <PhoneField
          key={name}
          label={labels.phone}
          hint={labels.phoneHint}
          required
          error={errors.phone}
          {...inputs.phone}
        />
      );
    if (name === 'city' && renderCity)
      return (
        <div key={name}>
          {renderCity({ label: labels.city, error: errors.city, input: inputs.city })}
        </div>
      );
    const optional = name === 'line2';
    return (
      <TextField
        key={name}
        label={optional && labels.optional ? `${labels[name]} (${labels.optional})` : labels[name]}
        required={!optional}
        autoComplete={autoComplete[name]}
        error={errors[name]}
        {...inputs[name]}
      />
    );
  };
  return (
    <div className={styles.fields}>
      <div className={styles.pair}>
        {text('firstName')}
        {text('lastName')}
      </div>
      {text('phone')}
      <Select
        label={labels.country}
        required
        options={countries}
        error={errors.country}
        {...country}
      />
      {text('line1')}
      {text('line2')}
      <div className={styles.pair}>
        {text('city')}
        {text('postcode')}
      </div>
    </div>
  );
}
