import { TextField, type TextFieldProps } from '../TextField/TextField';

export type DateFieldProps = Omit<TextFieldProps, 'type' | 'min' | 'max'> & {
  /** Earliest date, as `YYYY-MM-DD`. */
  min?: string;
  /** Latest date, as `YYYY-MM-DD`. */
  max?: string;
};

/**
 * A date field with the browser's date picker; its value is an ISO `YYYY-MM-DD` string, shown in
 * the format of the page's language.
 */
export function DateField(props: DateFieldProps) {
  return <TextField {...props} type="date" />;
}
