import { useState } from 'react';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';

interface AskThenRemoveOptions<T> {
  remove: (item: T) => Promise<{ message: string }>;
  /** Said when the server's answer has no message of its own. */
  success?: string;
  failure: string;
  /** Fetches again what the removal changed. */
  refresh: () => Promise<unknown>;
}

/**
 * Removing an item after asking: `ask(item)` opens the confirmation, whose props come ready in
 * `confirm` (spread them into a ConfirmDialog); confirming removes the item and fetches again.
 */
export function useAskThenRemove<T>({ remove, success, failure, refresh }: AskThenRemoveOptions<T>) {
  const [asked, setAsked] = useState<T | null>(null);
  const removal = useNotifiedMutation({
    mutationFn: remove,
    success,
    failure,
    close: () => setAsked(null),
    refresh,
  });
  return {
    asked,
    ask: setAsked,
    confirm: {
      opened: asked !== null,
      loading: removal.isPending,
      onCancel: () => setAsked(null),
      onConfirm: () => {
        if (asked !== null) removal.mutate(asked);
      },
    },
  };
}
