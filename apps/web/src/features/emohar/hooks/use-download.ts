import { messages } from '@lexi/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-error.ts';
import { clearStepError, notifyError } from '../../../lib/notify.ts';
import { downloadDocument } from '../api/download-document.ts';

/** Downloads the owner's PDF: fetched with the bearer token, then saved under the document's file name. */
export function useDownload() {
  return useMutation({
    mutationFn: async ({ id, fileName }: { id: string; fileName: string }) => {
      const blob = await downloadDocument(id);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${fileName.replace(/\.pdf$/i, '')}-signed.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    onSuccess: () => clearStepError(messages.draft.downloadFailed),
    onError: (error) =>
      notifyError(errorMessage(error, messages.draft.downloadFailed), {
        step: messages.draft.downloadFailed,
      }),
  });
}
