import { messages } from '@lexi/shared/messages';
import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { CopyableLink } from './copyable-link.tsx';
import { Dialog } from './dialog.tsx';
import { expiryToIso, LinkExpiryField } from './link-expiry-field.tsx';
import { SendLinkForm } from './send-link-form.tsx';

interface ShareLinkDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Rendered only while the dialog is open, so that each opening starts afresh. */
  children: ReactNode;
}

/** The counter party's share dialog, for a contract or an e-mohar document alike. */
export function ShareLinkDialog({ opened, onClose, children }: ShareLinkDialogProps) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Share with the counter party" size="lg">
      {opened ? children : null}
    </Dialog>
  );
}

interface ShareLinkPanelProps {
  /** One sentence on what the counter party does with the link. */
  intro: string;
  /** Fields shown above the expiry (e.g. the signing method). */
  fields?: ReactNode;
  expiry: string;
  onExpiryChange: (value: string) => void;
  /** The catalogue's sentence for a link that could not be made. */
  createFailed: string;
  /** Makes a link that ends at this moment (ISO); the answer's message is shown. */
  create: (expiryIso: string) => Promise<{ url: string; message: string }>;
  onCreated: (url: string) => void;
  /** The link made so far ('' for none yet). */
  link: string;
  /** Emails the link to this address. */
  send: (to: string) => Promise<unknown>;
  /** The address proposed to send the link to. */
  initialEmail?: string;
}

/**
 * Choose an expiry (required), make the link, then copy it or email it: the share flow of the
 * spec's contracts (§4) and e-mohar documents (§2), with its messages in one place.
 */
export function ShareLinkPanel(props: ShareLinkPanelProps) {
  const { intro, fields, expiry, onExpiryChange, createFailed, link, initialEmail } = props;
  const [expiryError, setExpiryError] = useState<string | null>(null);

  const make = useMutation({
    mutationFn: () => props.create(expiryToIso(expiry)),
    onSuccess: (answer) => {
      props.onCreated(answer.url);
      notifySuccess(answer.message, { step: createFailed });
    },
    onError: (error) => {
      const message = errorMessage(error, createFailed);
      setExpiryError(message);
      notifyError(message, { step: createFailed });
    },
  });

  const send = useMutation({
    mutationFn: props.send,
    onSuccess: () => notifySuccess(messages.draft.linkSent, { step: messages.draft.sendLinkFailed }),
    onError: (error) =>
      notifyError(errorMessage(error, messages.draft.sendLinkFailed), {
        step: messages.draft.sendLinkFailed,
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (expiry.trim() === '') {
      setExpiryError(messages.emohar.expiryRequired);
      notifyError(messages.emohar.expiryRequired, { step: createFailed });
      return;
    }
    setExpiryError(null);
    make.mutate();
  };

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
          {fields}
          <LinkExpiryField
            value={expiry}
            onChange={(value) => {
              onExpiryChange(value);
              if (value) setExpiryError(null);
            }}
            error={expiryError}
          />
          <Button type="submit" loading={make.isPending} style={{ alignSelf: 'flex-start' }}>
            {link ? 'Create a new link' : 'Create link'}
          </Button>
        </Stack>
      </form>
      {link ? (
        <Stack gap="sm">
          <CopyableLink label="Share link" value={link} />
          <SendLinkForm
            onSend={(to) => send.mutate(to)}
            pending={send.isPending}
            initialEmail={initialEmail}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
