import { ArchiveButton } from '../../features/documents/components/archive-button.tsx';
import { EmoharPage } from '../../features/emohar/components/emohar-page.tsx';
import { SignedPage } from '../../features/emohar/components/signed-page.tsx';

/** /e_mohar, with the documents feature's Archive for a document a party has signed. */
export function EmoharRoute() {
  return (
    <EmoharPage
      archiveAction={(record, onChanged) => (
        <ArchiveButton
          kind="emohar"
          id={record.id}
          title={record.contract_name}
          archived={record.archived_at !== null}
          onDone={onChanged}
        />
      )}
    />
  );
}

/** /e_mohar/signed, with the documents feature's Archive/Unarchive for the owner. */
export function SignedRoute() {
  return (
    <SignedPage
      archiveAction={(record) => (
        <ArchiveButton
          kind="emohar"
          id={record.id}
          title={record.contract_name}
          archived={record.archived_at !== null}
        />
      )}
    />
  );
}
