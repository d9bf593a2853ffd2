import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import * as buttonStyles from '../Button/Button.css';
import type { ButtonSize, ButtonTone } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconNames';
import * as styles from './IconButton.css';

export { buttonSizes as iconButtonSizes, buttonTones as iconButtonTones } from '../Button/Button';

const iconSizeOf = { small: 'small', medium: 'medium', large: 'large' } as const;

export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'aria-label'
> {
  icon: IconName;
  /** The button's accessible name; required because the icon alone says nothing to a screen reader. */
  label: string;
  tone?: ButtonTone;
  size?: ButtonSize;
  /** For toggles (a favourite heart): announced as pressed or not pressed. */
  pressed?: boolean;
}

/** A square button showing only an icon, named by its `label`. */
export function IconButton({
  icon,
  label,
  tone = 'ghost',
  size = 'medium',
  pressed,
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      className={cx(
        buttonStyles.button({ tone, size }),
        styles.square({ size }),
        pressed !== undefined && styles.toggle,
        className,
      )}
    >
      <Icon name={icon} size={iconSizeOf[size]} />
    </button>
  );
}
