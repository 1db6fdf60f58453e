import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What is lost, in a sentence or two. */
  text: ReactNode;
  confirmLabel: string;
  /** The safe choice, which has the focus when the dialog opens. */
  cancelLabel?: string;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Destructive actions ask first, naming what will be lost; Enter on the opened dialog keeps it. */
export function ConfirmDialog({
  opened,
  title,
  text,
  confirmLabel,
  cancelLabel = 'Cancel',
  loading,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={title}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color="red.8" loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
