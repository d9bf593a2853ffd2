import { RadioGroup, type RadioGroupHandle } from '../RadioGroup/RadioGroup';
import type { Ref } from 'react';

/** The value of the picker's last option: ship to an address typed in now. */
export const NEW_ADDRESS = 'new';

export interface PickableAddress {
  id: number;
  /** "Ada Lovelace" */
  name: string;
  /** The address on one line: "1 Main Street, SW1A 1AA London, United Kingdom". */
  text: string;
  isDefault: boolean;
}

export interface AddressPickerLabels {
  /** Names the group ("Ship to"). */
  title: string;
  /** Said after the default address's name ("default"). */
  default: string;
  /** The last option ("A new address"). */
  newAddress: string;
  /** Under the new-address option when the list is full ("You have 6 saved addresses…"). */
  newAddressHint?: string;
}

export interface AddressPickerProps {
  addresses: readonly PickableAddress[];
  /** The picked address's id as a string, or NEW_ADDRESS. */
  value: string;
  onChange: (value: string) => void;
  labels: AddressPickerLabels;
  error?: string;
  ref?: Ref<RadioGroupHandle>;
}

/** The checkout's shipping address: one of the saved ones (the default first) or a new one. */
export function AddressPicker({
  addresses,
  value,
  onChange,
  labels,
  error,
  ref,
}: AddressPickerProps) {
  return (
    <RadioGroup
      ref={ref}
      label={labels.title}
      value={value}
      onChange={onChange}
      error={error}
      options={[
        ...addresses.map((address) => ({
          value: String(address.id),
          label: address.isDefault ? `${address.name} (${labels.default})` : address.name,
          hint: address.text,
        })),
        {
          value: NEW_ADDRESS,
          label: labels.newAddress,
          ...(labels.newAddressHint ? { hint: labels.newAddressHint } : {}),
        },
      ]}
    />
  );
}
