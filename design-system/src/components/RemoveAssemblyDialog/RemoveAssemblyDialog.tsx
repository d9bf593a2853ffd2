import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { ActionDialog } from '../Dialog/ActionDialog';
import { Dialog, type ModalProps } from '../Dialog/Dialog';

export interface RemoveAssemblyDialogLabels {
  title: string;
  /** Names what goes, e.g. "“Custom PC 3” and its 14 parts leave your cart." */
  description: string;
  confirm: string;
  cancel: string;
  close: string;
}

export interface RemoveAssemblyDialogProps extends ModalProps {
  trigger?: ReactNode;
  labels: RemoveAssemblyDialogLabels;
  onConfirm: () => void;
  /** Shows the remove button busy while the caller removes the line. */
  pending?: boolean;
}

/** Confirms removing a PC build from the cart; cancel has the focus. */
export function RemoveAssemblyDialog({
  labels,
  onConfirm,
  pending = false,
  ...dialogProps
}: RemoveAssemblyDialogProps) {
  return (
    <ActionDialog
      {...dialogProps}
      title={labels.title}
      description={labels.description}
      closeLabel={labels.close}
      actions={
        <>
          <Dialog.Close asChild>
            <Button tone="secondary" data-autofocus>
              {labels.cancel}
            </Button>
          </Dialog.Close>
          <Button tone="critical" onClick={onConfirm} loading={pending}>
            {labels.confirm}
          </Button>
        </>
      }
    />
  );
}
