import type { DocumentKind } from '@lexi/shared/api/documents';
import { messages } from '@lexi/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { documentsKey, setArchived } from '../api/documents.ts';

export interface ArchiveChange {
  kind: DocumentKind;
  id: string;
  /** true: archive; false: unarchive. */
  archived: boolean;
}

const m = messages.documents.own;

/**
 * Archives or unarchives one item and says how it went; then the inbox, the dashboard and the
 * e-mohar document views are fetched again (by their query keys: features do not import each
 * other), and `onDone` runs.
 */
export function useArchive(onDone?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, archived }: ArchiveChange) => setArchived(kind, id, archived),
    onSuccess: async (answer, change) => {
      notifySuccess(answer.message || (change.archived ? m.archived : m.unarchived));
      await Promise.all(
        [documentsKey, ['dashboard'], ['emohar']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      await onDone?.();
    },
    onError: (error, change) =>
      notifyError(errorMessage(error, change.archived ? m.archiveFailed : m.unarchiveFailed)),
  });
}
