import { messages } from '@lexi/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { discardDocument } from '../api/discard-document.ts';
import { useEmoharStore } from '../emohar-store.ts';

/** Spec §4: discard deletes the document and returns to /dashboard; without one, 'No document to discard'. */
export function useDiscardDocument() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ party, id }: { party: 'single' | 'multi'; id: string }) => discardDocument(party, id),
    onSuccess: (answer) => {
      useEmoharStore.getState().clearDocument();
      queryClient.removeQueries({ queryKey: ['emohar'] });
      notifySuccess(answer.message || messages.emohar.own.discarded, { step: messages.emohar.discardFailed });
      void navigate('/dashboard');
    },
    onError: (error) =>
      notifyError(errorMessage(error, messages.emohar.discardFailed), {
        step: messages.emohar.discardFailed,
      }),
  });

  const discard = () => {
    const fileData = useEmoharStore.getState().fileData;
    if (!fileData) {
      notifyError(messages.emohar.noDocumentToDiscard, { step: messages.emohar.discardFailed });
      return;
    }
    mutation.mutate({ party: fileData.party, id: fileData.id });
  };

  return { discard, discarding: mutation.isPending };
}
