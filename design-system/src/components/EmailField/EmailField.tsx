import { TextField, type TextFieldProps } from '../TextField/TextField';

export type EmailFieldProps = Omit<TextFieldProps, 'type'>;

/** An email address field: the email keyboard on phones and the browser's address autofill. */
export function EmailField({ autoComplete = 'email', ...props }: EmailFieldProps) {
  return (
    <TextField
      {...props}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}
