import { useState, type Ref } from 'react';
import { cx } from '../../utils/cx';
import * as buttonStyles from '../Button/Button.css';
import { minus, plus } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import * as squareStyles from '../IconButton/IconButton.css';
import * as styles from './AmountStepper.css';

export interface AmountStepperLabels {
  /** The input's name ("Amount", "Quantity"). */
  amount: string;
  decrease: string;
  increase: string;
}

export interface AmountStepperProps {
  value: number;
  /** Called with the new amount, always a whole number within `min`…`max`. */
  onChange: (amount: number) => void;
  min?: number;
  max?: number;
  labels: AmountStepperLabels;
  /** Blocks increasing only (a product out of stock can still be reduced). */
  increaseDisabled?: boolean;
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Spin-button keys, handled here so every browser steps the same way within the bounds. */
const keyStep: Record<string, (value: number, min: number, max: number) => number> = {
  ArrowUp: (value, _min, max) => Math.min(value + 1, max),
  ArrowDown: (value, min) => Math.max(value - 1, min),
  Home: (_value, min) => min,
  End: (_value, _min, max) => max,
};

/** − amount + : buttons, or type an amount; keeps the amount within its bounds. */
export function AmountStepper({
  value,
  onChange,
  min = 1,
  max = 99,
  labels,
  increaseDisabled = false,
  disabled = false,
  className,
  ref,
}: AmountStepperProps) {
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }

  const bound = (next: number) => Math.min(Math.max(Math.trunc(next), min), max);
  // The shown amount follows `value`: the parent may refuse or cap a change.
  const change = (next: number) => {
    const bounded = bound(next);
    if (bounded !== value) onChange(bounded);
  };
  const step = cx(
    buttonStyles.button({ tone: 'ghost', size: 'small' }),
    squareStyles.square({ size: 'small' }),
  );

  return (
    <div className={cx(styles.root, className)}>
      <button
        type="button"
        className={step}
        aria-label={labels.decrease}
        disabled={disabled || value <= min}
        onClick={() => change(value - 1)}
      >
        <SvgIcon glyph={minus} size="small" />
      </button>
      <input
        ref={ref}
        type="number"
        inputMode="numeric"
        className={styles.input}
        aria-label={labels.amount}
        min={min}
        max={increaseDisabled ? value : max}
        step={1}
        value={draft}
        disabled={disabled}
        onChange={(event) => {
          const typed = event.target.valueAsNumber;
          const allowed = Number.isFinite(typed) && !(increaseDisabled && typed > value);
          setDraft(allowed && bound(typed) !== typed ? String(bound(typed)) : event.target.value);
          if (allowed) change(typed);
        }}
        onKeyDown={(event) => {
          const next = keyStep[event.key]?.(value, min, increaseDisabled ? value : max);
          if (next === undefined) return;
          event.preventDefault();
          change(next);
        }}
        onBlur={() => setDraft(String(value))}
      />
      <button
        type="button"
        className={step}
        aria-label={labels.increase}
        disabled={disabled || increaseDisabled || value >= max}
        onClick={() => change(value + 1)}
      >
        <SvgIcon glyph={plus} size="small" />
      </button>
    </div>
  );
}
