import { useId, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog, type ModalProps } from './Dialog';

export interface DraftNameDialogLabels {
  title: string;
  description: string;
  /** Label of the name field. */
  name: string;
  submit: string;
  cancel: string;
  close: string;
}

export interface DraftNameDialogProps extends ModalProps {
  trigger?: ReactNode;
  labels: DraftNameDialogLabels;
  /** The name the field starts with. */
  initialName: string;
  /** A validation message for the name (e.g. "Name is too long"); the dialog stays open. */
  error?: string;
  /** Shows the submit button busy while the caller saves. */
  pending?: boolean;
  onSubmit: (name: string) => void;
}

/** Save-draft and rename-draft share this: a name field, submit and cancel. */
export function DraftNameDialog({
  trigger,
  labels,
  initialName,
  error,
  pending = false,
  onSubmit,
  ...rootProps
}: DraftNameDialogProps) {
  const formId = useId();
  return (
    <Dialog.Root {...rootProps}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Content closeLabel={labels.close}>
        <Dialog.Title>{labels.title}</Dialog.Title>
        <Dialog.Description>{labels.description}</Dialog.Description>
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const name = new FormData(event.currentTarget).get('name');
            onSubmit(typeof name === 'string' ? name.trim() : '');
          }}
        >
          <TextField
            label={labels.name}
            name="name"
            defaultValue={initialName}
            error={error}
            required
            autoComplete="off"
          />
        </form>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button tone="secondary">{labels.cancel}</Button>
          </Dialog.Close>
          <Button type="submit" form={formId} loading={pending}>
            {labels.submit}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
