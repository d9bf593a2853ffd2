import { Root } from '@radix-ui/react-visually-hidden';
import type { ComponentPropsWithRef } from 'react';

export type VisuallyHiddenProps = ComponentPropsWithRef<typeof Root>;

/** Text for screen readers only (Radix VisuallyHidden): still read, never seen. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <Root {...props} />;
}
