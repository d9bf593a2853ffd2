import type { ReactNode } from 'react';
import { Dialog, type ModalProps } from './Dialog';

export interface ActionDialogProps extends ModalProps {
  /** The element that opens the dialog (e.g. a Button); omit it to control `open` yourself. */
  trigger?: ReactNode;
  title: string;
  description: string;
  closeLabel: string;
  /** Content between the description and the actions. */
  children?: ReactNode;
  /** The action buttons. */
  actions: ReactNode;
}

/** The shape the named modals share: title, description, optional body and a row of actions. */
export function ActionDialog({
  trigger,
  title,
  description,
  closeLabel,
  children,
  actions,
  ...rootProps
}: ActionDialogProps) {
  return (
    <Dialog.Root {...rootProps}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Content closeLabel={closeLabel}>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        {children && <Dialog.Body>{children}</Dialog.Body>}
        <Dialog.Footer>{actions}</Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
