import type { ContractKind } from '@lexi/shared/api/contracts';
import { esignMethods } from '@lexi/shared/api/emohar-signing';
import { messages } from '@lexi/shared/messages';
import { EMAIL_PATTERN } from '@lexi/shared/validation/fields';
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CopyableLink } from '../../../components/ui/copyable-link.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { sendContractShareLink } from '../api/send-contract-share-link.ts';
import { shareContractLink } from '../api/share-contract-link.ts';
import { useDraftStore } from '../drafting-store.ts';
import { expiryToIso, methodLabels } from '../share-options.ts';

interface ShareContractModalProps {
  opened: boolean;
  onClose: () => void;
  contractId: string;
  kind: ContractKind;
  counterPartyName: string;
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
}: Omit<ShareContractModalProps, 'opened' | 'onClose'>) {
  const authMethod = useDraftStore((state) => state.authMethod);
  const storedLink = useDraftStore((state) => (state.contractId === contractId ? state.shareLink : ''));
  const queryClient = useQueryClient();
  const [expiry, setExpiry] = useState('');
  const [expiryError, setExpiryError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);

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
      notifySuccess(answer.message);
      // Sharing locks the draft: the editor and the dashboard show its new state.
      void queryClient.invalidateQueries({ queryKey: ['contract', contractId] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError: (error) => {
      const message = errorMessage(error, messages.draft.generateLinkFailed);
      setExpiryError(message);
      notifyError(message);
    },
    onSettled: () => useDraftStore.getState().setLoading('share', false),
  });

  const send = useMutation({
    mutationFn: (to: string) =>
      sendContractShareLink({ id: contractId, shareLink: storedLink, contactInfo: to }),
    onSuccess: () => notifySuccess(messages.draft.linkSent),
    onError: (error) => notifyError(errorMessage(error, messages.draft.sendLinkFailed)),
  });

  const generate = (event: FormEvent) => {
    event.preventDefault();
    if (expiry.trim() === '') {
      setExpiryError(messages.emohar.expiryRequired);
      notifyError(messages.emohar.expiryRequired);
      return;
    }
    setExpiryError(null);
    share.mutate();
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
          <TextInput
            label="Link expires at"
            description="The link stops working after this time (at most 90 days from now)."
            required
            type="datetime-local"
            value={expiry}
            onChange={(event) => {
              setExpiry(event.currentTarget.value);
              if (event.currentTarget.value) setExpiryError(null);
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
          <form onSubmit={sendLink} noValidate>
            <Group gap="xs" align="flex-start" wrap="wrap">
              <TextInput
                label="Counter party's email"
                type="email"
                value={email}
                onChange={(e) => {
                  setEmail(e.currentTarget.value);
                  setEmailError(null);
                }}
                error={emailError}
                style={{ flex: 1, minWidth: 200 }}
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
