export type { FieldTextProps } from '../components/Field/Field';
export {
  TextField,
  textFieldTypes,
  type TextFieldProps,
  type TextFieldType,
} from '../components/TextField/TextField';
export { EmailField, type EmailFieldProps } from '../components/EmailField/EmailField';
export { PhoneField, type PhoneFieldProps } from '../components/PhoneField/PhoneField';
export { DateField, type DateFieldProps } from '../components/DateField/DateField';
export { Textarea, type TextareaProps } from '../components/Textarea/Textarea';
export {
  PasswordField,
  type PasswordFieldLabels,
  type PasswordFieldProps,
  type PasswordRule,
} from '../components/PasswordField/PasswordField';
export { Select, type SelectOption, type SelectProps } from '../components/Select/Select';
export { Combobox, type ComboboxOption, type ComboboxProps } from '../components/Combobox/Combobox';
export { Checkbox, type CheckboxLink, type CheckboxProps } from '../components/Checkbox/Checkbox';
export {
  RadioGroup,
  radioGroupOrientations,
  type RadioGroupHandle,
  type RadioGroupOrientation,
  type RadioGroupProps,
  type RadioOption,
} from '../components/RadioGroup/RadioGroup';
export { FormError, type FormErrorProps } from '../components/FormError/FormError';
export {
  ConsentCheckboxes,
  type ConsentCheckboxesProps,
  type ConsentProps,
} from '../components/ConsentCheckboxes/ConsentCheckboxes';
export { focusFirstInvalid } from '../components/Field/focusFirstInvalid';
export {
  AddressFields,
  addressFieldNames,
  type AddressFieldName,
  type AddressFieldsLabels,
  type AddressFieldsProps,
  type AddressInputProps,
} from '../components/AddressFields/AddressFields';
export {
  TestCardForm,
  testCardFields,
  type TestCard,
  type TestCardField,
  type TestCardFormLabels,
  type TestCardFormProps,
  type TestCardValues,
} from '../components/TestCardForm/TestCardForm';
