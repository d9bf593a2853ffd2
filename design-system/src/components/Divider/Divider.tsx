import type { Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Divider.css';

export const dividerOrientations = ['horizontal', 'vertical'] as const;
export const dividerTones = ['subtle', 'strong'] as const;
export type DividerOrientation = (typeof dividerOrientations)[number];
export type DividerTone = (typeof dividerTones)[number];

export interface DividerProps {
  orientation?: DividerOrientation;
  tone?: DividerTone;
  /** A purely visual line (hidden from screen readers) rather than a separator between sections. */
  decorative?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

export function Divider({
  orientation = 'horizontal',
  tone = 'subtle',
  decorative = false,
  className,
  ref,
}: DividerProps) {
  const classes = cx(styles.divider({ orientation, tone }), className);
  return (
    <div
      ref={ref}
      className={classes}
      {...(decorative ? { role: 'none' } : { role: 'separator', 'aria-orientation': orientation })}
    />
  );
}
