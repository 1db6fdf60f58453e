import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
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
      <Modal
        opened={opened}
        onClose={close}
        closeButtonProps={{ 'aria-label': 'Close' }}
        title="Discard this document?"
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            “{documentName}” will be removed, with its share links and any signing in progress. This cannot be
            undone.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              Keep it
            </Button>
            <Button color="red.8" onClick={discard} loading={discarding}>
              Discard document
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
