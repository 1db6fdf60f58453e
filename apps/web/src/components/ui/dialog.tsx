import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

type DialogProps = Pick<ModalProps, 'opened' | 'onClose' | 'title' | 'size' | 'children'>;

/** A centred modal dialog whose close button is named. */
export function Dialog(props: DialogProps) {
  return <Modal closeButtonProps={{ 'aria-label': 'Close' }} centered {...props} />;
}

interface DialogActionsProps {
  onCancel: () => void;
  cancelLabel?: ReactNode;
  /** The dialog's main button. */
  children: ReactNode;
}

/** The buttons at the foot of a dialog: Cancel, then the main one, on the right. */
export function DialogActions({ onCancel, cancelLabel = 'Cancel', children }: DialogActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      {children}
    </Group>
  );
}

interface FormDialogProps extends Omit<DialogProps, 'children'> {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  submitting: boolean;
  /** The fields, one below the other. */
  children: ReactNode;
}

/** A dialog that is one form: its fields, then Cancel (which closes it) and the submit button. */
export function FormDialog({ onSubmit, submitLabel, submitting, children, ...dialog }: FormDialogProps) {
  return (
    <Dialog {...dialog}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <DialogActions onCancel={dialog.onClose}>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Dialog>
  );
}
