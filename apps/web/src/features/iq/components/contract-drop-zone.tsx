import { messages } from '@lexi/shared/messages';
import { Button, FileButton, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { FileDropZone } from '../../../components/ui/file-drop-zone.tsx';

const p = messages.analysis.page.upload;

const ACCEPT =
  'application/pdf,.pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.docx';

interface ContractDropZoneProps {
  file: File | null;
  error: string | null;
  disabled: boolean;
  onFile: (file: File) => void;
}

/** Where the contract comes in: dropped on the zone, or chosen with its button (keyboard too). */
export function ContractDropZone({ file, error, disabled, onFile }: ContractDropZoneProps) {
  return (
    <FileDropZone onFile={onFile} disabled={disabled} invalid={Boolean(error)} testId="contract-drop-zone">
      <Stack gap="sm" align="center" ta="center">
        <IconFileUpload size={40} stroke={1.4} aria-hidden />
        <Text size="sm">{p.dropHint}</Text>
        <FileButton onChange={(chosen) => chosen && onFile(chosen)} accept={ACCEPT} disabled={disabled}>
          {(props) => (
            <Button variant="default" {...props} disabled={disabled}>
              {p.chooseFile}
            </Button>
          )}
        </FileButton>
        {file ? (
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Text>
        ) : null}
        {error ? (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </FileDropZone>
  );
}
