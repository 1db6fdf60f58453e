import type { DocumentKind } from '@lexi/shared/api/documents';
import { Button, type ButtonProps, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { documentsTexts } from '../document-texts.ts';
import { useArchive } from '../hooks/use-archive.ts';

interface ArchiveButtonProps {
  kind: DocumentKind;
  id: string;
  title: string;
  archived: boolean;
  size?: ButtonProps['size'];
  /** After the change is made and the views are fetched again. */
  onDone?: () => unknown;
}

/**
 * Archive (after a confirmation: it takes the item off the owner's lists) or Unarchive (at once:
 * it only brings it back). Only for the owner: the caller decides whether to show it.
 */
export function ArchiveButton({ kind, id, title, archived, size = 'sm', onDone }: ArchiveButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const change = useArchive(() => {
    close();
    return onDone?.();
  });
  if (archived) {
    return (
      <Button
        variant="default"
        size={size}
        leftSection={<IconArchiveOff size={16} aria-hidden />}
        loading={change.isPending}
        onClick={() => change.mutate({ kind, id, archived: false })}
        aria-label={`Unarchive ${title}`}
      >
        Unarchive
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="default"
        size={size}
        leftSection={<IconArchive size={16} aria-hidden />}
        onClick={open}
        aria-label={`Archive ${title}`}
      >
        Archive
      </Button>
      <Dialog opened={opened} onClose={close} title={documentsTexts.archiveTitle}>
        <Stack gap="md">
          <Text size="sm">{documentsTexts.archiveText(title)}</Text>
          <DialogActions onCancel={close} cancelLabel="Keep it on my lists">
            <Button loading={change.isPending} onClick={() => change.mutate({ kind, id, archived: true })}>
              Archive
            </Button>
          </DialogActions>
        </Stack>
      </Dialog>
    </>
  );
}
