import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { FieldError } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { check } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import * as styles from './Checkbox.css';
import { cx } from '../../utils/cx';

/** A link inside a checkbox's label (e.g. the terms and conditions a consent refers to). */
export interface CheckboxLink {
  href: string;
  label: string;
  /** When set, the link opens in a new tab (so a half-filled form is kept) and this is read. */
  opensInNewTab?: string;
}

export interface CheckboxProps extends Omit<
  ComponentPropsWithRef<typeof RadixCheckbox.Root>,
  'checked' | 'defaultChecked' | 'onCheckedChange' | 'children'
> {
  label: string;
  /** A link read after the label: "I accept the" + "terms and conditions". */
  link?: CheckboxLink;
  hint?: string;
  error?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  /** With react-hook-form, pass a Controller's `field.onChange` (and `field.value` as `checked`). */
  onCheckedChange?: (checked: boolean) => void;
}

/** A labelled Radix checkbox with hint and error, for consents and preferences. */
export function Checkbox({
  label,
  link,
  hint,
  error,
  id,
  className,
  onCheckedChange,
  ...rootProps
}: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  const hintId = `${boxId}-hint`;
  const errorId = `${boxId}-error`;
  const described = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className={cx(styles.row, className)}>
      <RadixCheckbox.Root
        {...rootProps}
        id={boxId}
        className={styles.box}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onCheckedChange={(checked) => onCheckedChange?.(checked === true)}
      >
        <RadixCheckbox.Indicator>
          <SvgIcon glyph={check} size="small" />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div className={styles.text}>
        <CheckboxLabel htmlFor={boxId} label={label} link={link} required={rootProps.required} />
        {hint && (
          <p id={hintId} className={fieldStyles.hint}>
            {hint}
          </p>
        )}
        <FieldError id={errorId} message={error} />
      </div>
    </div>
  );
}

function CheckboxLabel({
  htmlFor,
  label,
  link,
  required,
}: {
  htmlFor: string;
  label: string;
  link: CheckboxLink | undefined;
  required: boolean | undefined;
}): ReactNode {
  const newTab = link?.opensInNewTab
    ? ({ target: '_blank', rel: 'noreferrer' } as const)
    : undefined;
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {link && (
        <>
          {' '}
          <a href={link.href} className={styles.link} {...newTab}>
            {link.label}
            {link.opensInNewTab && <VisuallyHidden> ({link.opensInNewTab})</VisuallyHidden>}
          </a>
        </>
      )}
      {required && (
        <span className={fieldStyles.requiredMark} aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}
