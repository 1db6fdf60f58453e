import type { EmoharRecord } from '@lexi/shared/api/emohar';
import { messages } from '@lexi/shared/messages';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLink, IconRefresh } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-error.ts';
import { clearStepError, notifyError } from '../../../lib/notify.ts';
import { fetchLatestMultiParty } from '../api/fetch-latest-multi-party.ts';
import { useEmoharStore } from '../emohar-store.ts';
import { RevokeLinksButton } from './revoke-links-button.tsx';
import { ShareLinkModal } from './share-link-modal.tsx';
import { SignersList } from './signers-list.tsx';

/** Multi party: the link for the counter party (create, send, revoke) and the latest state. */
export function SharePanel({ record }: { record: EmoharRecord }) {
  const [opened, { open, close }] = useDisclosure(false);

  const refresh = useMutation({
    mutationFn: (id: string) => fetchLatestMultiParty(id),
    onSuccess: (answer) => {
      clearStepError(messages.emohar.latestFailed);
      useEmoharStore.getState().setFileData(answer.record_dict);
    },
    onError: (error) =>
      notifyError(errorMessage(error, messages.emohar.latestFailed), { step: messages.emohar.latestFailed }),
  });

  const refreshLatest = () => {
    const id = useEmoharStore.getState().fileData?.id;
    if (!id) {
      notifyError(messages.emohar.noDocumentId, { step: messages.emohar.latestFailed });
      return;
    }
    refresh.mutate(id);
  };

  const sealed = record.status === 'signed';
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="share-title"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id="share-title">
            Counter party
          </Title>
          <Text size="sm" c="dimmed">
            Send the counter party a link; they sign without an account. The document is sealed once you both
            have signed.
          </Text>
        </Stack>
        <SignersList signers={record.signers} />
        <Group gap="sm">
          {sealed ? null : (
            <Button leftSection={<IconLink size={16} aria-hidden />} onClick={open}>
              Share link
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={refreshLatest}
            loading={refresh.isPending}
          >
            Refresh
          </Button>
          {sealed ? null : <RevokeLinksButton documentId={record.id} />}
        </Group>
      </Stack>
      <ShareLinkModal opened={opened} onClose={close} />
    </Paper>
  );
}
