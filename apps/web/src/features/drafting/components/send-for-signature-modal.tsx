import type { ContractSendForSignatureResponse } from '@lexi/shared/api/contracts';
import { type EsignMethod, esignMethods } from '@lexi/shared/api/emohar-signing';
import { signingInvitation } from '@lexi/shared/api/signing-offer';
import { messages } from '@lexi/shared/messages';
import { EMAIL_PATTERN } from '@lexi/shared/validation/fields';
import { Alert, Anchor, Button, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconSignature } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { CopyableLink } from '../../../components/ui/copyable-link.tsx';
import { expiryToIso, LinkExpiryField } from '../../../components/ui/link-expiry-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { sendForSignature } from '../api/send-for-signature.ts';
import { methodLabels } from '../share-options.ts';

interface SendForSignatureModalProps {
  opened: boolean;
  onClose: () => void;
  contractId: string;
  counterPartyName: string;
}

/** The saved contract becomes an e-mohar document: choose the method and expiry, then share the link. */
export function SendForSignatureModal({ opened, onClose, ...rest }: SendForSignatureModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title="Send for signature"
      centered
      size="lg"
    >
      {opened ? <SendContent {...rest} /> : null}
    </Modal>
  );
}

function SendContent({
  contractId,
  counterPartyName,
}: Omit<SendForSignatureModalProps, 'opened' | 'onClose'>) {
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<EsignMethod>('aadhaar');
  const [expiry, setExpiry] = useState('');
  const [expiryError, setExpiryError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sent, setSent] = useState<ContractSendForSignatureResponse | null>(null);

  const send = useMutation({
    mutationFn: (to: string) =>
      sendForSignature({
        id: contractId,
        method,
        expiry: expiryToIso(expiry),
        ...(to ? { counterparty_email: to } : {}),
      }),
    onSuccess: (answer) => {
      setSent(answer);
      notifySuccess(answer.message, { step: messages.draft.generateLinkFailed });
      // Sending locks the contract: the editor and the dashboard show its new state.
      void queryClient.invalidateQueries({ queryKey: ['contract', contractId] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError: (error) => {
      const message = errorMessage(error, messages.draft.generateLinkFailed);
      notifyError(message, { step: messages.draft.generateLinkFailed });
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields.counterparty_email) setEmailError(fields.counterparty_email);
      setExpiryError(fields.expiry ?? (fields.counterparty_email ? null : message));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const to = email.trim();
    const missingExpiry = expiry.trim() === '';
    const badEmail = to !== '' && !EMAIL_PATTERN.test(to);
    setExpiryError(missingExpiry ? messages.emohar.expiryRequired : null);
    setEmailError(badEmail ? messages.common.invalidEmail : null);
    if (missingExpiry)
      notifyError(messages.emohar.expiryRequired, { step: messages.draft.generateLinkFailed });
    if (missingExpiry || badEmail) return;
    send.mutate(to);
  };

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {`The contract as last saved becomes a PDF that ${counterPartyName || 'the counter party'} signs with e-mohar. It stays locked while it is out for signature.`}
          </Text>
          <Radio.Group
            label="Signature method"
            value={method}
            onChange={(value) => {
              const chosen = esignMethods.find((m) => m === value);
              if (chosen) setMethod(chosen);
            }}
          >
            <Stack gap="xs" mt="xs">
              {esignMethods.map((m) => (
                <Radio key={m} value={m} label={methodLabels[m]} disabled={sent !== null} />
              ))}
            </Stack>
          </Radio.Group>
          <LinkExpiryField
            label="Signing link expires at"
            description="The counter party can sign until this time (at most 90 days from now)."
            value={expiry}
            readOnly={sent !== null}
            onChange={(value) => {
              setExpiry(value);
              if (value) setExpiryError(null);
            }}
            error={expiryError}
          />
          <TextInput
            label="Counter party's email (optional)"
            description="When given, the signing link is emailed to this address."
            type="email"
            value={email}
            readOnly={sent !== null}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setEmailError(null);
            }}
            error={emailError}
          />
          {sent ? null : (
            <Button
              type="submit"
              loading={send.isPending}
              leftSection={<IconSignature size={16} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              Send for signature
            </Button>
          )}
        </Stack>
      </form>
      {sent ? <SigningLink sent={sent} /> : null}
    </Stack>
  );
}

/**
 * After sending: the owner's own way to sign (their e-mohar page) apart from the counter party's
 * link, which is labelled as theirs so that the owner never takes it for their own.
 */
function SigningLink({ sent }: { sent: ContractSendForSignatureResponse }) {
  const id = encodeURIComponent(sent.emohar_id);
  return (
    <Alert variant="light" color="teal" icon={<IconCheck aria-hidden />} title="Sent for signature">
      <Stack gap="md">
        <Stack gap={6} align="flex-start">
          <Text fw={600} size="sm">
            Your signature
          </Text>
          <Text size="sm">Place your signature and confirm who you are on your own signing page.</Text>
          <Button
            component={Link}
            to={`/e_mohar?id=${id}`}
            size="sm"
            leftSection={<IconSignature size={16} aria-hidden />}
          >
            Sign it yourself
          </Button>
        </Stack>
        <Stack gap={6}>
          <Text fw={600} size="sm">
            The counter party&apos;s signature
          </Text>
          <CopyableLink
            label="Link for the counter party"
            description="Send it to the counter party only: whoever holds it signs as the counter party."
            value={sent.share_url}
          />
          <Text size="sm" c="dimmed">
            {`What the counter party reads: ${signingInvitation(sent.signing)}`}
          </Text>
        </Stack>
        <Anchor component={Link} to={`/e_mohar/signed?id=${id}`} size="sm" fw={600}>
          See who has signed so far
        </Anchor>
      </Stack>
    </Alert>
  );
}
