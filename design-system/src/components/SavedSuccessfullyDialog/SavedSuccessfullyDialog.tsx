import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { ActionDialog } from '../Dialog/ActionDialog';
import { Dialog, type ModalProps } from '../Dialog/Dialog';

export interface SavedSuccessfullyDialogLabels {
  title: string;
  description: string;
  /** Closes the dialog and goes on customising. */
  continue: string;
  goToDrafts: string;
  close: string;
}

export interface SavedSuccessfullyDialogProps extends ModalProps {
  trigger?: ReactNode;
  labels: SavedSuccessfullyDialogLabels;
  /** Opens the saved builds of the account. */
  onGoToDrafts: () => void;
}

/** Confirms a saved draft: continue customising (closes) or go to the saved builds. */
export function SavedSuccessfullyDialog({
  labels,
  onGoToDrafts,
  ...dialogProps
}: SavedSuccessfullyDialogProps) {
  return (
    <ActionDialog
      {...dialogProps}
      title={labels.title}
      description={labels.description}
      closeLabel={labels.close}
      actions={
        <>
          <Button tone="secondary" onClick={onGoToDrafts}>
            {labels.goToDrafts}
          </Button>
          <Dialog.Close asChild>
            <Button data-autofocus>{labels.continue}</Button>
          </Dialog.Close>
        </>
      }
    />
  );
}
