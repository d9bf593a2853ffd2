import type { ComponentPropsWithRef } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { cx } from '../../utils/cx';
import { close, error, success } from '../Icon/glyphs';
import { SvgIcon } from '../Icon/SvgIcon';
import * as styles from './Toast.css';

export const toastTones = ['success', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastProviderProps extends RadixToast.ToastProviderProps {
  /** Read before each toast so screen readers know what interrupted ("Notification"). */
  label: string;
}

/** Wraps the app once: holds the toasts, their duration (ms) and swipe direction. */
function Provider(props: ToastProviderProps) {
  return <RadixToast.Provider {...props} />;
}

export interface ToastViewportProps extends ComponentPropsWithRef<typeof RadixToast.Viewport> {
  /** Names the toast region among landmarks; `{hotkey}` becomes the shortcut ("Notifications ({hotkey})"). */
  label: string;
}

/** Where toasts appear: the bottom edge on phones, the bottom corner from small tablets up. */
function Viewport({ className, ...props }: ToastViewportProps) {
  return <RadixToast.Viewport {...props} className={cx(styles.viewport, className)} />;
}

export interface ToastRootProps extends ComponentPropsWithRef<typeof RadixToast.Root> {
  tone: ToastTone;
  /** Names the × button ("Dismiss"). */
  closeLabel: string;
}

/**
 * One toast. A success is announced politely; an error interrupts (`type="foreground"`). It closes
 * after the provider's duration, on swipe, on Escape or with its × button.
 */
function Root({ tone, closeLabel, className, children, ...props }: ToastRootProps) {
  return (
    <RadixToast.Root
      type={tone === 'error' ? 'foreground' : 'background'}
      {...props}
      className={cx(styles.toast({ tone }), className)}
    >
      <SvgIcon glyph={tone === 'error' ? error : success} className={styles.icon({ tone })} />
      <div className={styles.content}>{children}</div>
      <RadixToast.Close className={styles.close} aria-label={closeLabel}>
        <SvgIcon glyph={close} size="small" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

function Title({ className, ...props }: ComponentPropsWithRef<typeof RadixToast.Title>) {
  return <RadixToast.Title {...props} className={cx(styles.title, className)} />;
}

function Description({
  className,
  ...props
}: ComponentPropsWithRef<typeof RadixToast.Description>) {
  return <RadixToast.Description {...props} className={cx(styles.description, className)} />;
}

/** An action in the toast; `altText` tells screen reader users another way to do it. */
function Action({ className, ...props }: ComponentPropsWithRef<typeof RadixToast.Action>) {
  return <RadixToast.Action {...props} className={cx(styles.action, className)} />;
}

/** Short messages over Radix Toast: `Toast.Provider` › `Toast.Root` (+ `Toast.Viewport` once). */
export const Toast = { Provider, Viewport, Root, Title, Description, Action };
