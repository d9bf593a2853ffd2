import type { Ref } from 'react';
import { error } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import * as styles from './FormError.css';
import { cx } from '../../utils/cx';

export interface FormErrorProps {
  /** The error of the whole form (e.g. "Your Email Address or Password is incorrect."); none hides it. */
  message: string | undefined;
  id?: string;
  className?: string;
  /** Reaches the message box, which takes focus (tabIndex -1) so a failed submit can move focus to it. */
  ref?: Ref<HTMLDivElement>;
}

/** A form-level error shown above the fields and announced as soon as it appears. */
export function FormError({ message, id, className, ref }: FormErrorProps) {
  if (!message) return null;
  return (
    <div ref={ref} id={id} role="alert" tabIndex={-1} className={cx(styles.formError, className)}>
      <SvgIcon glyph={error} size="small" className={styles.icon} />
      <p>{message}</p>
    </div>
  );
}
