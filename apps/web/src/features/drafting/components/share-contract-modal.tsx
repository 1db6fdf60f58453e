import type { ContractKind } from '@lexi/shared/api/contracts';
import { esignMethods } from '@lexi/shared/api/emohar-signing';
import { messages } from '@lexi/shared/messages';
import { Radio, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ShareLinkDialog, ShareLinkPanel } from '../../../components/ui/share-link-panel.tsx';
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
    <ShareLinkDialog opened={opened} onClose={onClose}>
      <ShareContent {...rest} />
    </ShareLinkDialog>
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

  const create = (expiryIso: string) => {
    const store = useDraftStore.getState();
    store.setLoading('share', true);
    return shareContractLink({
      id: contractId,
      type: kind,
      expiry: expiryIso,
      signature: authMethod,
    }).finally(() => useDraftStore.getState().setLoading('share', false));
  };
  const created = (url: string) => {
    const store = useDraftStore.getState();
    if (store.contractId !== contractId) store.openContract(contractId, store.editorContent);
    useDraftStore.getState().setShareLink(url);
    // Sharing locks the draft: the editor and the dashboard show its new state.
    void queryClient.invalidateQueries({ queryKey: ['contract', contractId] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  };

  return (
    <ShareLinkPanel
      intro={`${counterPartyName || 'The counter party'} reads the contract through this link, without an account.`}
      fields={
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
      }
      expiry={expiry}
      onExpiryChange={setExpiry}
      createFailed={messages.draft.generateLinkFailed}
      create={create}
      onCreated={created}
      link={storedLink}
      send={(to) => sendContractShareLink({ id: contractId, shareLink: storedLink, contactInfo: to })}
      initialEmail={counterPartyEmail}
    />
  );
}
