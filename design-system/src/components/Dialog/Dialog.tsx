import type { ComponentPropsWithRef } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { close } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import * as styles from './Dialog.css';
import { cx } from '../../utils/cx';

/** Holds the open state: `open`, `defaultOpen` and `onOpenChange` pass straight to Radix. */
const Root = RadixDialog.Root;

/** Opens the dialog; use `asChild` to make a design-system Button the trigger. */
const Trigger = RadixDialog.Trigger;

/** Closes the dialog (calling `onOpenChange(false)`); use `asChild` around a Button. */
const Close = RadixDialog.Close;

export interface DialogContentProps extends ComponentPropsWithRef<typeof RadixDialog.Content> {
  /** Names the × button in the corner; without it the dialog shows no × (it still closes on Escape). */
  closeLabel?: string;
}

/**
 * The modal panel over a dimmed page, portalled to the body: focus moves in and is trapped,
 * Escape and the overlay close it, and focus returns to the trigger. A bottom sheet on phones.
 * Focus starts on the element marked `data-autofocus` (e.g. the safe action), else the first one.
 */
function Content({
  closeLabel,
  className,
  children,
  onOpenAutoFocus,
  ...props
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        {...props}
        className={cx(styles.content, className)}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented || !(event.target instanceof HTMLElement)) return;
          const preferred = event.target.querySelector<HTMLElement>('[data-autofocus]');
          if (preferred) {
            event.preventDefault();
            preferred.focus();
          }
        }}
      >
        {children}
        {closeLabel && (
          <RadixDialog.Close className={styles.closeButton} aria-label={closeLabel}>
            <SvgIcon glyph={close} />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** The dialog's name (`aria-labelledby`); every dialog needs one. */
function Title({ className, ...props }: ComponentPropsWithRef<typeof RadixDialog.Title>) {
  return <RadixDialog.Title {...props} className={cx(styles.title, className)} />;
}

/** The dialog's description (`aria-describedby`), read when the dialog opens. */
function Description({
  className,
  ...props
}: ComponentPropsWithRef<typeof RadixDialog.Description>) {
  return <RadixDialog.Description {...props} className={cx(styles.description, className)} />;
}

/** The dialog's content between description and actions (fields, lists). */
function Body({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div {...props} className={cx(styles.body, className)} />;
}

/** The dialog's actions: stacked full width on phones, in a row from small tablets up. */
function Footer({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div {...props} className={cx(styles.footer, className)} />;
}

/** A modal dialog as parts over Radix Dialog: compose `Dialog.Root` › `Dialog.Trigger` + `Dialog.Content`. */
export const Dialog = { Root, Trigger, Content, Title, Description, Body, Footer, Close };

/** The open-state props every named modal passes through to `Dialog.Root`. */
export interface ModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}
