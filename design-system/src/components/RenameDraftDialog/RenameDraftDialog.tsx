import type { ReactNode } from 'react';
import type { ModalProps } from '../Dialog/Dialog';
import { DraftNameDialog } from '../Dialog/DraftNameDialog';

export interface RenameDraftDialogLabels {
  title: string;
  description: string;
  /** Label of the name field ("Build name"). */
  name: string;
  rename: string;
  cancel: string;
  close: string;
}

export interface RenameDraftDialogProps extends ModalProps {
  trigger?: ReactNode;
  labels: RenameDraftDialogLabels;
  /** The draft's current name, which the field starts with. */
  currentName: string;
  /** A validation message for the name (e.g. "Name is too long"); the dialog stays open. */
  error?: string;
  pending?: boolean;
  /** Called with the trimmed new name. */
  onRename: (name: string) => void;
}

/** Renames a saved draft. */
export function RenameDraftDialog({
  labels,
  currentName,
  onRename,
  ...props
}: RenameDraftDialogProps) {
  return (
    <DraftNameDialog
      {...props}
      labels={{ ...labels, submit: labels.rename }}
      initialName={currentName}
      onSubmit={onRename}
    />
  );
}
