import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './Button.css';

export const buttonTones = ['primary', 'secondary', 'critical', 'ghost'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonTone = (typeof buttonTones)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  children: ReactNode;
  tone?: ButtonTone;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, keeps the width, and blocks clicks while an action runs. */
  loading?: boolean;
}

export function Button({
  children,
  tone = 'primary',
  size = 'medium',
  fullWidth = false,
  loading = false,
  disabled,
  type = 'button',
  className,
  onClick,
  'aria-busy': ariaBusy,
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  const classes = [styles.button({ tone, size, fullWidth }), className].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled}
      data-loading={loading || undefined}
      aria-busy={loading || ariaBusy}
      aria-disabled={loading || ariaDisabled}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      <span className={styles.label}>{children}</span>
      {loading && <span className={styles.spinner} aria-hidden="true" />}
    </button>
  );
}
