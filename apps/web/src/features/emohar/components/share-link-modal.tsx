import { messages } from '@lexi/shared/messages';
import { ShareLinkDialog, ShareLinkPanel } from '../../../components/ui/share-link-panel.tsx';
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
    <ShareLinkDialog opened={opened} onClose={onClose}>
      <ShareLinkContent />
    </ShareLinkDialog>
  );
}

function ShareLinkContent() {
  const fileData = useEmoharStore((state) => state.fileData);
  const expiryInput = useEmoharStore((state) => state.expiryInput);
  const shareLink = useEmoharStore((state) => state.shareLink);
  const showShareUrl = useEmoharStore((state) => state.showShareUrl);
  const counterParty = useEmoharStore((state) => state.counterPartyData.counterParty);
  const documentId = () => {
    if (!fileData) throw new Error(messages.emohar.noDocumentId);
    return fileData.id;
  };

  return (
    <ShareLinkPanel
      intro={`${counterParty || 'The counter party'} opens the document through this link, without an account, and signs it.`}
      expiry={expiryInput}
      onExpiryChange={(value) => useEmoharStore.getState().setExpiryInput(value)}
      createFailed={messages.emohar.shareFailed}
      create={async (expiry) => shareDraftLink({ id: documentId(), expiry })}
      onCreated={(url) => {
        const store = useEmoharStore.getState();
        store.setShareLink(url);
        store.setShowShareUrl(true);
      }}
      link={showShareUrl ? shareLink : ''}
      send={async (to) =>
        sendShareLink({ shareLink, contactInfo: to, id: documentId(), type: 'e_mohar', isDraft: false })
      }
    />
  );
}
