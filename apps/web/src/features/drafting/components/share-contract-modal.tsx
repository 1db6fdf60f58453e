import type { ContractKind } from '@lexi/shared/api/contracts';
import { esignMethods } from '@lexi/shared/api/emohar-signing';
import { messages } from '@lexi/shared/messages';
import { Button, Modal, Radio, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CopyableLink } from '../../../components/ui/copyable-link.tsx';
import { expiryToIso, LinkExpiryField } from '../../../components/ui/link-expiry-field.tsx';
import { SendLinkForm } from '../../../components/ui/send-link-form.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { sendContractShareLink } from '../api/send-contract-share-link.ts';
import { shareContractLink } from '../api/share-contract-link.ts';
import { useDraftStore } from '../drafting-store.ts';
import { methodLabels } from '../share-options.ts';

interface ShareContractModalProps {
  opened: boolean;
  onClose: () => void;
  contractId: string;
  kind: ContractKind;
  counterPartyName: string;
  /** Party 2's email in the draft: proposed as the address to send the link to. */
  counterPartyEmail: string;
}

/** Spec §4 "Share flow": choose the signing method and expiry, generate, then copy or send. */
export function ShareContractModal({ opened, onClose, ...rest }: ShareContractModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title="Share with the counter party"
      centered
      size="lg"
    >
      {opened ? <ShareContent {...rest} /> : null}
    </Modal>
  );
}

function ShareContent({
  contractId,
  kind,
  counterPartyName,
  counterPartyEmail,
}: Omit<ShareContractModalProps, 'opened' | 'onClose'>) {
  const authMethod = useDraftStore((state) => state.authMethod);
  const storedLink = useDraftStore((state) => (state.contractId === contractId ? state.shareLink : ''));
  const queryClient = useQueryClient();
  const [expiry, setExpiry] = useState('');
  const [expiryError, setExpiryError] = useState<string | null>(null);

  const share = useMutation({
    mutationFn: () => {
      useDraftStore.getState().setLoading('share', true);
      return shareContractLink({
        id: contractId,
        type: kind,
        expiry: expiryToIso(expiry),
        signature: authMethod,
      });
    },
    onSuccess: (answer) => {
      const store = useDraftStore.getState();
      if (store.contractId !== contractId) store.openContract(contractId, store.editorContent);
      useDraftStore.getState().setShareLink(answer.url);
      notifySuccess(answer.message, { step: messages.draft.generateLinkFailed });
      // Sharing locks the draft: the editor and the dashboard show its new state.
      void queryClient.invalidateQueries({ queryKey: ['contract', contractId] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError: (error) => {
      const message = errorMessage(error, messages.draft.generateLinkFailed);
      setExpiryError(message);
      notifyError(message, { step: messages.draft.generateLinkFailed });
    },
    onSettled: () => useDraftStore.getState().setLoading('share', false),
  });

  const send = useMutation({
    mutationFn: (to: string) =>
      sendContractShareLink({ id: contractId, shareLink: storedLink, contactInfo: to }),
    onSuccess: () => notifySuccess(messages.draft.linkSent, { step: messages.draft.sendLinkFailed }),
    onError: (error) =>
      notifyError(errorMessage(error, messages.draft.sendLinkFailed), {
        step: messages.draft.sendLinkFailed,
      }),
  });

  const generate = (event: FormEvent) => {
    event.preventDefault();
    if (expiry.trim() === '') {
      setExpiryError(messages.emohar.expiryRequired);
      notifyError(messages.emohar.expiryRequired, { step: messages.draft.generateLinkFailed });
      return;
    }
    setExpiryError(null);
    share.mutate();
  };

  return (
    <Stack gap="lg">
      <form onSubmit={generate} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {`${counterPartyName || 'The counter party'} reads the contract through this link, without an account.`}
          </Text>
          <Radio.Group
            label="Signature method"
            value={authMethod}
            onChange={(value) => {
              const method = esignMethods.find((m) => m === value);
              if (method) useDraftStore.getState().setAuthMethod(method);
            }}
          >
            <Stack gap="xs" mt="xs">
              {esignMethods.map((method) => (
                <Radio key={method} value={method} label={methodLabels[method]} />
              ))}
            </Stack>
          </Radio.Group>
          <LinkExpiryField
            value={expiry}
            onChange={(value) => {
              setExpiry(value);
              if (value) setExpiryError(null);
            }}
            error={expiryError}
          />
          <Button type="submit" loading={share.isPending} style={{ alignSelf: 'flex-start' }}>
            {storedLink ? 'Create a new link' : 'Create link'}
          </Button>
        </Stack>
      </form>
      {storedLink ? (
        <Stack gap="sm">
          <CopyableLink label="Share link" value={storedLink} />
          <SendLinkForm
            onSend={(to) => send.mutate(to)}
            pending={send.isPending}
            initialEmail={counterPartyEmail}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
