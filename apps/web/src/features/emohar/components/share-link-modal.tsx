import { messages } from '@lexi/shared/messages';
import { EMAIL_PATTERN } from '@lexi/shared/validation/fields';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CopyableLink } from '../../../components/ui/copyable-link.tsx';
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

/** A datetime-local value (the browser's zone) as an ISO time; the value itself when it cannot be read. */
export function expiryToIso(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

function ShareLinkContent() {
  const fileData = useEmoharStore((state) => state.fileData);
  const expiryInput = useEmoharStore((state) => state.expiryInput);
  const shareLink = useEmoharStore((state) => state.shareLink);
  const showShareUrl = useEmoharStore((state) => state.showShareUrl);
  const counterParty = useEmoharStore((state) => state.counterPartyData.counterParty);
  const [expiryError, setExpiryError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);

  const share = useMutation({
    mutationFn: (expiry: string) => {
      if (!fileData) throw new Error(messages.emohar.noDocumentId);
      return shareDraftLink({ id: fileData.id, expiry: expiryToIso(expiry) });
    },
    onSuccess: (answer) => {
      const store = useEmoharStore.getState();
      store.setShareLink(answer.url);
      store.setShowShareUrl(true);
      notifySuccess(answer.message);
    },
    onError: (error) => {
      const message = errorMessage(error, messages.emohar.shareFailed);
      setExpiryError(message);
      notifyError(message);
    },
  });

  const send = useMutation({
    mutationFn: (to: string) => {
      if (!fileData) throw new Error(messages.emohar.noDocumentId);
      return sendShareLink({ shareLink, contactInfo: to, id: fileData.id, type: 'e_mohar', isDraft: false });
    },
    onSuccess: () => notifySuccess(messages.draft.linkSent),
    onError: (error) => notifyError(errorMessage(error, messages.draft.sendLinkFailed)),
  });

  const generate = (event: FormEvent) => {
    event.preventDefault();
    if (expiryInput.trim() === '') {
      setExpiryError(messages.emohar.expiryRequired);
      notifyError(messages.emohar.expiryRequired);
      return;
    }
    setExpiryError(null);
    share.mutate(expiryInput);
  };

  const sendLink = (event: FormEvent) => {
    event.preventDefault();
    const to = email.trim();
    if (to === '') return setEmailError(messages.common.required);
    if (!EMAIL_PATTERN.test(to)) return setEmailError(messages.common.invalidEmail);
    setEmailError(null);
    send.mutate(to);
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
          <TextInput
            label="Link expires at"
            description="The link stops working after this time (at most 90 days from now)."
            required
            type="datetime-local"
            value={expiryInput}
            onChange={(event) => {
              useEmoharStore.getState().setExpiryInput(event.currentTarget.value);
              if (event.currentTarget.value) setExpiryError(null);
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
          <form onSubmit={sendLink} noValidate>
            <Group gap="xs" align="flex-start" wrap="wrap">
              <TextInput
                label="Counter party's email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => {
                  setEmail(event.currentTarget.value);
                  setEmailError(null);
                }}
                error={emailError}
                style={{ flex: '1 1 220px' }}
              />
              <Button type="submit" variant="light" loading={send.isPending} mt={{ base: 0, xs: 25 }}>
                Send link
              </Button>
            </Group>
          </form>
        </Stack>
      ) : null}
    </Stack>
  );
}
