import type { Ref } from 'react';
import { cx } from '../../utils/cx';
import { Button, type ButtonSize } from '../Button/Button';
import { cart, check } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './AddToCartButton.css';

export const addToCartStates = ['add', 'adding', 'added'] as const;
export type AddToCartState = (typeof addToCartStates)[number];

export interface AddToCartButtonProps {
  /** `add` → (click) `adding` while the cart saves → `added` once it has. */
  state: AddToCartState;
  /** Called on a click in `add` or `added` (adding another one); never while `adding`. */
  onAdd: () => void;
  labels: Record<AddToCartState, string>;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** For a product that cannot be bought (out of stock, archived). */
  disabled?: boolean;
  /** Which product it adds, when a list has many such buttons (its name's id). */
  'aria-describedby'?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function AddToCartButton({
  state,
  onAdd,
  labels,
  size = 'medium',
  fullWidth = false,
  disabled = false,
  'aria-describedby': describedBy,
  className,
  ref,
}: AddToCartButtonProps) {
  const adding = state === 'adding';
  return (
    <>
      <Button
        ref={ref}
        size={size}
        fullWidth={fullWidth}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-busy={adding || undefined}
        data-state={state}
        className={cx(state === 'added' && styles.added, className)}
        onClick={adding ? undefined : onAdd}
      >
        {state === 'add' && <SvgIcon glyph={cart} />}
        {adding && <span className={styles.ring} aria-hidden="true" />}
        {state === 'added' && <SvgIcon glyph={check} className={styles.check} />}
        {labels[state]}
      </Button>
      <VisuallyHidden role="status">{state === 'add' ? '' : labels[state]}</VisuallyHidden>
    </>
  );
}
