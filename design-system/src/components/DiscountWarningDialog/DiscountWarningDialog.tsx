import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { ActionDialog } from '../Dialog/ActionDialog';
import { Dialog, type ModalProps } from '../Dialog/Dialog';

export interface DiscountWarningDialogLabels {
  title: string;
  /** What the shopper loses, e.g. "This build is £150 off. Customising it removes the discount." */
  description: string;
  proceed: string;
  cancel: string;
  close: string;
}

export interface DiscountWarningDialogProps extends ModalProps {
  trigger?: ReactNode;
  labels: DiscountWarningDialogLabels;
  /** Customise anyway, giving up the discount. */
  onProceed: () => void;
}

/** Warns before a discounted model is customised; cancel keeps the discount and has the focus. */
export function DiscountWarningDialog({
  labels,
  onProceed,
  ...dialogProps
}: DiscountWarningDialogProps) {
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
          <Button onClick={onProceed}>{labels.proceed}</Button>
        </>
      }
    />
  );
}
