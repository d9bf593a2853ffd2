import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import { external as externalGlyph } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Link.css';

export const linkTones = ['accent', 'neutral', 'muted'] as const;
export const linkUnderlines = ['always', 'hover'] as const;
export type LinkTone = (typeof linkTones)[number];
export type LinkUnderline = (typeof linkUnderlines)[number];

export interface LinkProps extends ComponentPropsWithRef<'a'> {
  tone?: LinkTone;
  underline?: LinkUnderline;
  /** Puts the link's styles on its only child, the router's link, instead of rendering an `a`. */
  asChild?: boolean;
  /**
   * Opens the link in a new tab, marked with an icon; screen readers hear this text after the
   * link's own ("opens in a new tab"). Not used with `asChild`.
   */
  newTabLabel?: string;
}

export function Link({
  tone = 'accent',
  underline = 'always',
  asChild = false,
  newTabLabel,
  className,
  children,
  ...rest
}: LinkProps) {
  const classes = cx(styles.link({ tone, underline }), className);
  if (asChild) {
    return (
      <Slot {...rest} className={classes}>
        {children}
      </Slot>
    );
  }
  return (
    <a
      {...rest}
      className={classes}
      {...(newTabLabel && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {children}
      {newTabLabel && (
        <>
          <SvgIcon glyph={externalGlyph} size="inherit" className={styles.externalIcon} />
          <VisuallyHidden> ({newTabLabel})</VisuallyHidden>
        </>
      )}
    </a>
  );
}
