import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDiscardDocument } from '../hooks/use-discard-document.ts';

/** Discard, after a confirmation: the document, its links and its signatures in progress are gone. */
export function DiscardButton({ documentName }: { documentName: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const { discard, discarding } = useDiscardDocument();
  return (
    <>
      <Button variant="default" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={open}>
        Discard
      </Button>
      <ConfirmDialog
        opened={opened}
        title="Discard this document?"
        text={`“${documentName}” will be removed, with its share links and any signing in progress. This cannot be undone.`}
        cancelLabel="Keep it"
        confirmLabel="Discard document"
        loading={discarding}
        onCancel={close}
        onConfirm={discard}
      />
    </>
  );
}
