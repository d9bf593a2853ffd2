import { Checkbox, type CheckboxProps } from '../Checkbox/Checkbox';
import * as styles from './ConsentCheckboxes.css';
import { cx } from '../../utils/cx';

/** One consent: its texts and, with react-hook-form, a Controller's field (`checked`, `onCheckedChange` …). */
export type ConsentProps = Pick<
  CheckboxProps,
  'label' | 'link' | 'hint' | 'error' | 'checked' | 'onCheckedChange' | 'onBlur' | 'name' | 'ref'
>;

export interface ConsentCheckboxesProps {
  /** Names the group ("Your consent"). */
  legend: string;
  /** Required: accepting the terms and conditions (with a link to them). */
  terms: ConsentProps;
  /** Required: accepting the privacy policy (with a link to it). */
  privacy: ConsentProps;
  /** Optional: marketing emails. */
  marketing: ConsentProps;
  className?: string;
}

/** The consents of registration: terms and privacy required, marketing optional. */
export function ConsentCheckboxes({
  legend,
  terms,
  privacy,
  marketing,
  className,
}: ConsentCheckboxesProps) {
  return (
    <fieldset className={cx(styles.fieldset, className)}>
      <legend className={styles.legend}>{legend}</legend>
      <Checkbox {...terms} required />
      <Checkbox {...privacy} required />
      <Checkbox {...marketing} required={false} />
    </fieldset>
  );
}
