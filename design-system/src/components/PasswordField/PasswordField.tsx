import { useId, useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Field, type FieldTextProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { check, eye, eyeOff, minus } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import * as styles from './PasswordField.css';

/** One password rule: its text (a prop, translated by the caller) and the check that decides it. */
export interface PasswordRule {
  id: string;
  label: string;
  test: (password: string) => boolean;
}

export interface PasswordFieldLabels {
  /** Names the reveal button while the password is hidden ("Show password"). */
  show: string;
  /** Names the reveal button while the password is shown ("Hide password"). */
  hide: string;
  /** Read after a rule the password meets ("met"). */
  met: string;
  /** Read after a rule the password does not meet yet ("not met"). */
  unmet: string;
  /** Heading of the rule list ("Your password needs"). */
  rules?: string;
}

export interface PasswordFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'>, FieldTextProps {
  name?: string;
  labels: PasswordFieldLabels;
  /** Rules checked live as the shopper types, each shown met or unmet. */
  rules?: readonly PasswordRule[];
}

/**
 * A password input with a show/hide button and a live rule list. Works uncontrolled with
 * react-hook-form's `register` (the ref reaches the input) or controlled with `value`.
 */
export function PasswordField({
  label,
  hint,
  error,
  required,
  id,
  className,
  labels,
  rules = [],
  autoComplete = 'current-password',
  onChange,
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const [typed, setTyped] = useState(String(inputProps.defaultValue ?? ''));
  const password = inputProps.value === undefined ? typed : String(inputProps.value);
  const rulesId = useId();
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setTyped(event.target.value);
    onChange?.(event);
  };
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
      describedBy={rules.length > 0 ? rulesId : undefined}
    >
      {(control) => (
        <>
          <div className={styles.inputWrap}>
            <input
              {...inputProps}
              {...control}
              type={visible ? 'text' : 'password'}
              autoComplete={autoComplete}
              autoCapitalize="none"
              spellCheck={false}
              onChange={handleChange}
              className={`${fieldStyles.control} ${styles.input}`}
            />
            <button
              type="button"
              className={styles.toggle}
              aria-controls={control.id}
              aria-label={visible ? labels.hide : labels.show}
              onClick={() => setVisible((shown) => !shown)}
            >
              <SvgIcon glyph={visible ? eyeOff : eye} />
            </button>
          </div>
          {rules.length > 0 && (
            <div id={rulesId}>
              {labels.rules && <p className={styles.rulesHeading}>{labels.rules}</p>}
              <ul className={styles.rules}>
                {rules.map((rule) => {
                  const met = rule.test(password);
                  return (
                    <li key={rule.id} className={styles.rule} data-met={met}>
                      <SvgIcon
                        glyph={met ? check : minus}
                        size="small"
                        className={styles.ruleIcon}
                      />
                      <span>
                        {rule.label}
                        <VisuallyHidden>, {met ? labels.met : labels.unmet}</VisuallyHidden>
                      </span>
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
        </>
      )}
    </Field>
  );
}
