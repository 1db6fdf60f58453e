import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

interface WorkspaceFormModalProps {
  opened: boolean;
  title: string;
  /** While busy the modal stays open and its buttons are disabled. */
  busy: boolean;
  onClose: () => void;
  /** The form is submitted (the page does not reload). */
  onSubmit: () => void;
  submitLabel: string;
  /** Said on the disabled submit button while busy; without it the button shows a loader. */
  busyLabel?: string;
  children: ReactNode;
}

/** A workspace form in a modal, with Cancel and a submit button below its fields. */
export function WorkspaceFormModal({
  opened,
  title,
  busy,
  onClose,
  onSubmit,
  submitLabel,
  busyLabel,
  children,
}: WorkspaceFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => {} : onClose}
      closeButtonProps={{ 'aria-label': 'Close', disabled: busy }}
      title={title}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            {busyLabel === undefined ? (
              <Button type="submit" loading={busy}>
                {submitLabel}
              </Button>
            ) : (
              <Button type="submit" disabled={busy}>
                {busy ? busyLabel : submitLabel}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The required Workspace Name field, focused when the modal opens. */
export function WorkspaceNameInput({
  value,
  error,
  busy,
  onChange,
}: {
  value: string;
  error: string | undefined;
  busy: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label="Workspace Name"
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      disabled={busy}
      data-autofocus
    />
  );
}
