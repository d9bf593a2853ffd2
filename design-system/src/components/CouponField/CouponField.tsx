import type { Ref } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import { Field } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { success as successGlyph } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './CouponField.css';

/** The coupon's states (source document §4): `empty` until a check, then one of the results. */
export const couponStatuses = [
  'empty',
  'checking',
  'success',
  'invalid-country',
  'invalid-coupon',
  'other',
] as const;
export type CouponStatus = (typeof couponStatuses)[number];
type CouponResult = Exclude<CouponStatus, 'empty' | 'checking'>;

export interface CouponFieldLabels {
  /** The field's label ("Discount code"). */
  field: string;
  apply: string;
  remove: string;
}

export interface CouponFieldProps {
  status: CouponStatus;
  code: string;
  onCodeChange: (code: string) => void;
  /** Called with the trimmed code (Apply, or Enter in the field). */
  onApply: (code: string) => void;
  /** Removes an applied coupon (the summary is then recalculated). */
  onRemove: () => void;
  labels: CouponFieldLabels;
  /**
   * The source document's messages: 'Voucher Code has been applied', 'The coupon is invalid for
   * the current country', 'The coupon is not valid', 'Oops something went wrong. Try again later'.
   */
  messages: Record<CouponResult, string>;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The discount-code field of the cart: apply, checking, applied (remove) or why it failed. */
export function CouponField({
  status,
  code,
  onCodeChange,
  onApply,
  onRemove,
  labels,
  messages,
  className,
  ref,
}: CouponFieldProps) {
  const checking = status === 'checking';
  const applied = status === 'success';
  const failed = status === 'invalid-country' || status === 'invalid-coupon' || status === 'other';
  const message = status === 'empty' || status === 'checking' ? '' : messages[status];
  const apply = () => {
    const trimmed = code.trim();
    if (trimmed && !checking && !applied) onApply(trimmed);
  };
  return (
    <div className={className}>
      <Field label={labels.field} error={failed ? message : undefined}>
        {(control) => (
          <div className={styles.row}>
            <input
              {...control}
              ref={ref}
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={code}
              readOnly={checking || applied}
              onChange={(event) => onCodeChange(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                apply();
              }}
              className={cx(fieldStyles.control, styles.input)}
            />
            {applied ? (
              <Button tone="secondary" onClick={onRemove}>
                {labels.remove}
              </Button>
            ) : (
              <Button
                tone="secondary"
                loading={checking}
                disabled={!checking && code.trim() === ''}
                onClick={apply}
              >
                {labels.apply}
              </Button>
            )}
          </div>
        )}
      </Field>
      {applied && (
        <p className={styles.success}>
          <SvgIcon glyph={successGlyph} size="small" />
          {message}
        </p>
      )}
      <VisuallyHidden role="status">{message}</VisuallyHidden>
    </div>
  );
}
