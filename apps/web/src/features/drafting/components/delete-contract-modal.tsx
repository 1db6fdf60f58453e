import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface DeleteContractModalProps {
  opened: boolean;
  title: string;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Destructive actions ask first: the draft and its share links are gone for good. */
export function DeleteContractModal({
  opened,
  title,
  loading,
  onCancel,
  onConfirm,
}: DeleteContractModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title="Delete this draft?"
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {`"${title}" will be deleted, and every link shared for it stops working. This cannot be undone.`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red.8" loading={loading} onClick={onConfirm}>
            Delete draft
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
