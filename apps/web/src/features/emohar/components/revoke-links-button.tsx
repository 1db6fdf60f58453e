import { messages } from '@lexi/shared/messages';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLinkOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { revokeShareLink } from '../api/revoke-share-link.ts';
import { useEmoharStore } from '../emohar-store.ts';

const STEP = 'emohar.revoke-links';

/**
 * Revoke links, after a confirmation: at once, nobody can open or sign the document through the
 * links already sent (the counter party included), so one stray click must not do it.
 */
export function RevokeLinksButton({ documentId }: { documentId: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const revoke = useMutation({
    mutationFn: () => revokeShareLink(documentId),
    onSuccess: (answer) => {
      const store = useEmoharStore.getState();
      store.setShareLink('');
      store.setShowShareUrl(false);
      notifySuccess(answer.message, { step: STEP });
      close();
    },
    onError: (error) => notifyError(errorMessage(error, messages.emohar.own.revokeFailed), { step: STEP }),
  });
  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconLinkOff size={16} aria-hidden />} onClick={open}>
        Revoke links
      </Button>
      <ConfirmDialog
        opened={opened}
        title="Revoke the share links?"
        text="Every link you have sent for this document stops working now: the counter party can no longer open or sign it through them. You can create a new link afterwards."
        cancelLabel="Keep the links"
        confirmLabel="Revoke links"
        loading={revoke.isPending}
        onCancel={close}
        onConfirm={() => revoke.mutate()}
      />
    </>
  );
}
