import { useId, type ReactNode } from 'react';
import * as styles from './Field.css';
import { cx } from '../../utils/cx';

/** The attributes a control needs so that its label, hint and error reach assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
}

/** The text props every form field shares. */
export interface FieldTextProps {
  label: string;
  /** Help shown under the label, read with the control. */
  hint?: string;
  /** A validation message (e.g. from react-hook-form); marks the control invalid. */
  error?: string;
  required?: boolean;
}

interface FieldProps extends FieldTextProps {
  /** Use an existing id for the control (e.g. one the caller passed). */
  id?: string;
  /** Ids of further descriptions of the control (e.g. a password rule list). */
  describedBy?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Lays out a label, hint, control and error, and wires them with ids. */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  describedBy,
  className,
  children,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const described = [hint && hintId, describedBy, error && errorId].filter(Boolean).join(' ');
  return (
    <div className={cx(styles.field, className)}>
      <FieldLabel htmlFor={controlId} id={`${controlId}-label`} label={label} required={required} />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({
        id: controlId,
        'aria-describedby': described || undefined,
        'aria-invalid': error ? true : undefined,
        required,
      })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A label; the required mark sits beside it, so the label's text stays the field's name. */
export function FieldLabel({
  htmlFor,
  id,
  label,
  required,
}: {
  htmlFor?: string;
  id?: string;
  label: string;
  required?: boolean | undefined;
}) {
  return (
    <span className={styles.labelRow}>
      <label htmlFor={htmlFor} id={id} className={styles.label}>
        {label}
      </label>
      {required && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </span>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}
