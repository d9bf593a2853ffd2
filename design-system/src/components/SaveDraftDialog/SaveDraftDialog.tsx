import type { ReactNode } from 'react';
import type { ModalProps } from '../Dialog/Dialog';
import { DraftNameDialog } from '../Dialog/DraftNameDialog';

export interface SaveDraftDialogLabels {
  title: string;
  description: string;
  /** Label of the name field ("Build name"). */
  name: string;
  save: string;
  cancel: string;
  close: string;
}

export interface SaveDraftDialogProps extends ModalProps {
  trigger?: ReactNode;
  labels: SaveDraftDialogLabels;
  /** The name the field starts with: the default custom PC name (e.g. "Custom PC 3"). */
  defaultName: string;
  /** A validation message for the name (e.g. "Name is too long"); the dialog stays open. */
  error?: string;
  pending?: boolean;
  /** Called with the trimmed name when the shopper saves (button or Enter). */
  onSave: (name: string) => void;
}

/** Names a build before it is saved as a draft. */
export function SaveDraftDialog({ labels, defaultName, onSave, ...props }: SaveDraftDialogProps) {
  return (
    <DraftNameDialog
      {...props}
      labels={{ ...labels, submit: labels.save }}
      initialName={defaultName}
      onSubmit={onSave}
    />
  );
}
