import type { ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import { close, error, info, success, warning, type Glyph } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import * as styles from './Alert.css';

export const alertTones = ['info', 'success', 'warning', 'critical'] as const;
export type AlertTone = (typeof alertTones)[number];

const glyphOf: Record<AlertTone, Glyph> = { info, success, warning, critical: error };

export interface AlertProps {
  tone?: AlertTone;
  title?: string;
  message: string;
  /** An action under the message, e.g. a Button or Link ("View order"). */
  action?: ReactNode;
  /** Shows a × button that calls this; needs `dismissLabel`. */
  onDismiss?: () => void;
  /** Names the × button ("Dismiss"). */
  dismissLabel?: string;
  /**
   * Announce the alert when it appears: `polite` (a status, e.g. "Review submitted!") or
   * `assertive` (an alert, for errors). Leave unset for an alert that is part of the page.
   */
  live?: 'polite' | 'assertive';
  id?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** A message in a tone: success, information, warning or a problem, with an optional action. */
export function Alert({
  tone = 'info',
  title,
  message,
  action,
  onDismiss,
  dismissLabel,
  live,
  id,
  className,
  ref,
}: AlertProps) {
  const role = live === 'assertive' ? 'alert' : live === 'polite' ? 'status' : undefined;
  return (
    <div ref={ref} id={id} role={role} className={cx(styles.alert({ tone }), className)}>
      <SvgIcon glyph={glyphOf[tone]} className={styles.icon({ tone })} />
      <div className={styles.text}>
        {title && <p className={styles.title}>{title}</p>}
        <p>{message}</p>
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {onDismiss && dismissLabel && (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={dismissLabel}
          onClick={onDismiss}
        >
          <SvgIcon glyph={close} size="small" />
        </button>
      )}
    </div>
  );
}
