import { TextField, type TextFieldProps } from '../TextField/TextField';

export type PhoneFieldProps = Omit<TextFieldProps, 'type'>;

/** A phone number field: the dial pad on phones and the browser's number autofill. */
export function PhoneField({ autoComplete = 'tel', ...props }: PhoneFieldProps) {
  return <TextField {...props} type="tel" inputMode="tel" autoComplete={autoComplete} />;
}
