import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { ActionDialog } from '../Dialog/ActionDialog';
import type { ModalProps } from '../Dialog/Dialog';

export interface ResetDraftDialogLabels {
  title: string;
  description: string;
  saveAndReset: string;
  reset: string;
  close: string;
}

export interface ResetDraftDialogProps extends ModalProps {
  trigger?: ReactNode;
  labels: ResetDraftDialogLabels;
  /** Save the current build as a draft, then start over. */
  onSaveAndReset: () => void;
  /** Start over without saving. */
  onReset: () => void;
  /** Shows the save-and-reset button busy while the caller saves. */
  pending?: boolean;
}

/** Asks before the customiser starts over: save the build first, or reset only. */
export function ResetDraftDialog({
  labels,
  onSaveAndReset,
  onReset,
  pending = false,
  ...dialogProps
}: ResetDraftDialogProps) {
  return (
    <ActionDialog
      {...dialogProps}
      title={labels.title}
      description={labels.description}
      closeLabel={labels.close}
      actions={
        <>
          <Button tone="critical" onClick={onReset} disabled={pending}>
            {labels.reset}
          </Button>
          <Button data-autofocus onClick={onSaveAndReset} loading={pending}>
            {labels.saveAndReset}
          </Button>
        </>
      }
    />
  );
}
