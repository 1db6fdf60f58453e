import { Alert, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

interface UploadDemoModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The demo's Upload dialog: the chosen file never leaves the browser. */
export function UploadDemoModal({ opened, onClose }: UploadDemoModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [done, setDone] = useState(false);
  const close = () => {
    setFile(null);
    setDone(false);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Upload a contract"
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <Stack gap="md">
        <FileInput
          label="Contract file"
          description="PDF or DOCX"
          accept="application/pdf,.pdf,.docx"
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setDone(false);
          }}
          clearable
        />
        {done ? (
          <Alert color="blue" variant="light">
            <Text size="sm">
              {`In this demonstration "${file?.name ?? ''}" is not uploaded: the editor keeps its sample content.`}
            </Text>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {done ? 'Close' : 'Cancel'}
          </Button>
          {done ? null : (
            <Button disabled={!file} onClick={() => setDone(true)}>
              Upload
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
