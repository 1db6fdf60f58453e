import { messages } from '@lexi/shared/messages';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CopyableLink } from '../../../components/ui/copyable-link.tsx';
import { expiryToIso, LinkExpiryField } from '../../../components/ui/link-expiry-field.tsx';
import { SendLinkForm } from '../../../components/ui/send-link-form.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { sendShareLink } from '../api/send-share-link.ts';
import { shareDraftLink } from '../api/share-draft-link.ts';
import { useEmoharStore } from '../emohar-store.ts';

interface ShareLinkModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Spec §2 "share-link dialog": an expiry, then the generated URL to copy or to email. */
export function ShareLinkModal({ opened, onClose }: ShareLinkModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title="Share with the counter party"
      centered
      size="lg"
    >
      {opened ? <ShareLinkContent /> : null}
    </Modal>
  );
}

function ShareLinkContent() {
  const fileData = useEmoharStore((state) => state.fileData);
  const expiryInput = useEmoharStore((state) => state.expiryInput);
  const shareLink = useEmoharStore((state) => state.shareLink);
  const showShareUrl = useEmoharStore((state) => state.showShareUrl);
  const counterParty = useEmoharStore((state) => state.counterPartyData.counterParty);
  const [expiryError, setExpiryError] = useState<string | null>(null);

  const share = useMutation({
    mutationFn: (expiry: string) => {
      if (!fileData) throw new Error(messages.emohar.noDocumentId);
      return shareDraftLink({ id: fileData.id, expiry: expiryToIso(expiry) });
    },
    onSuccess: (answer) => {
      const store = useEmoharStore.getState();
      store.setShareLink(answer.url);
      store.setShowShareUrl(true);
      notifySuccess(answer.message, { step: messages.emohar.shareFailed });
    },
    onError: (error) => {
      const message = errorMessage(error, messages.emohar.shareFailed);
      setExpiryError(message);
      notifyError(message, { step: messages.emohar.shareFailed });
    },
  });

  const send = useMutation({
    mutationFn: (to: string) => {
      if (!fileData) throw new Error(messages.emohar.noDocumentId);
      return sendShareLink({ shareLink, contactInfo: to, id: fileData.id, type: 'e_mohar', isDraft: false });
    },
    onSuccess: () => notifySuccess(messages.draft.linkSent, { step: messages.draft.sendLinkFailed }),
    onError: (error) =>
      notifyError(errorMessage(error, messages.draft.sendLinkFailed), {
        step: messages.draft.sendLinkFailed,
      }),
  });

  const generate = (event: FormEvent) => {
    event.preventDefault();
    if (expiryInput.trim() === '') {
      setExpiryError(messages.emohar.expiryRequired);
      notifyError(messages.emohar.expiryRequired, { step: messages.emohar.shareFailed });
      return;
    }
    setExpiryError(null);
    share.mutate(expiryInput);
  };

  return (
    <Stack gap="lg">
      <form onSubmit={generate} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {counterParty
              ? `${counterParty} opens the document through this link, without an account, and signs it.`
              : 'The counter party opens the document through this link, without an account, and signs it.'}
          </Text>
          <LinkExpiryField
            value={expiryInput}
            onChange={(value) => {
              useEmoharStore.getState().setExpiryInput(value);
              if (value) setExpiryError(null);
            }}
            error={expiryError}
          />
          <Button type="submit" loading={share.isPending} style={{ alignSelf: 'flex-start' }}>
            {showShareUrl ? 'Create a new link' : 'Create link'}
          </Button>
        </Stack>
      </form>
      {showShareUrl && shareLink ? (
        <Stack gap="sm">
          <CopyableLink label="Share link" value={shareLink} />
          <SendLinkForm onSend={(to) => send.mutate(to)} pending={send.isPending} />
        </Stack>
      ) : null}
    </Stack>
  );
}
