import type { ContractKind, ShowContractResponse } from '@lexi/shared/api/contracts';
import { messages } from '@lexi/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-error.ts';
import { clearStepError, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { deleteContract } from '../api/delete-contract.ts';
import { downloadContractPdf } from '../api/download-contract-pdf.ts';
import { downloadDocx } from '../api/download-docx.ts';
import { makeDraftEditable } from '../api/make-draft-editable.ts';
import { saveContract } from '../api/save-contract.ts';
import { uploadContractPdf } from '../api/upload-contract-pdf.ts';
import { type DraftLoadingFlag, useDraftStore } from '../drafting-store.ts';
import { contractFileName } from '../pdf/pdf-settings.ts';
import { renderTranslatedPdf } from '../pdf/render-contract-pdf.ts';

/** Runs `work` with one of the draft state's loading flags raised (spec §3). */
async function withFlag<T>(flag: DraftLoadingFlag, work: () => Promise<T>): Promise<T> {
  const store = useDraftStore.getState();
  store.setLoading(flag, true);
  try {
    return await work();
  } finally {
    useDraftStore.getState().setLoading(flag, false);
  }
}

export interface EditorSnapshot {
  html: string;
  text: string;
}

/** The editor's actions on one contract: save, downloads, make editable, delete. */
export function useContractActions(contract: ShowContractResponse, kind: ContractKind) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['contract', contract.id] }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);

  const save = useMutation({
    mutationFn: (snapshot: EditorSnapshot) =>
      withFlag('save', () =>
        saveContract({ id: contract.id, html: snapshot.html, contract_text: snapshot.text }),
      ),
    onSuccess: (answer) => {
      useDraftStore.getState().setEditorContent(answer.contract.html_content);
      notifySuccess(messages.draft.saved, { step: messages.draft.saveFailed });
      queryClient.setQueryData(['contract', contract.id, kind], { ...contract, ...answer.contract });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    onError: (error) =>
      notifyError(errorMessage(error, messages.draft.saveFailed), { step: messages.draft.saveFailed }),
  });

  /* Downloads read the contract as last saved and change nothing: not its status, not its text. */
  const downloadWord = useMutation({
    mutationFn: () =>
      withFlag('download', async () =>
        saveBlob(await downloadDocx(contract.docx_url), contractFileName(contract.title, 'docx')),
      ),
    onSuccess: () => clearStepError(messages.draft.downloadFailed),
    onError: (error) =>
      notifyError(errorMessage(error, messages.draft.downloadFailed), {
        step: messages.draft.downloadFailed,
      }),
  });

  /** The server's PDF: real, selectable text, the same rendering the signing document uses. */
  const downloadPdf = useMutation({
    mutationFn: () =>
      withFlag('download', async () =>
        saveBlob(await downloadContractPdf(contract.id), contractFileName(contract.title, 'pdf')),
      ),
    onSuccess: () => clearStepError(messages.draft.downloadFailed),
    onError: (error) =>
      notifyError(errorMessage(error, messages.draft.downloadFailed), {
        step: messages.draft.downloadFailed,
      }),
  });

  /**
   * Save the final PDF (upload_pdf_to_ai_contract, spec §7): the draft becomes final. A translated
   * document (`translated`: its rendered copy) is turned into an A4 PDF here and sent as base64;
   * otherwise the HTML is sent and the server makes the PDF. An action of its own: downloading
   * never changes the status.
   */
  const saveFinalPdf = useMutation({
    mutationFn: ({ html, translated }: { html: string; translated: HTMLElement | null }) =>
      withFlag('save', async () => {
        if (!translated) {
          return uploadContractPdf({ contract_id: contract.id, type: kind, html, is_translated: false });
        }
        const pdf = await renderTranslatedPdf(translated, contractFileName(contract.title, 'pdf'));
        return uploadContractPdf({
          contract_id: contract.id,
          type: kind,
          pdf_base64: pdf.base64,
          is_translated: true,
        });
      }),
    onSuccess: async () => {
      notifySuccess(messages.draft.pdfSaved, { step: messages.draft.savePdfFailed });
      await refresh();
    },
    onError: (error) =>
      notifyError(errorMessage(error, messages.draft.savePdfFailed), { step: messages.draft.savePdfFailed }),
  });

  const makeEditable = useMutation({
    mutationFn: () => withFlag('edit', () => makeDraftEditable(contract.id, kind)),
    onSuccess: async () => {
      notifySuccess(messages.draft.nowEditable, { step: messages.draft.makeEditableFailed });
      await refresh();
    },
    onError: (error) =>
      notifyError(errorMessage(error, messages.draft.makeEditableFailed), {
        step: messages.draft.makeEditableFailed,
      }),
  });

  const remove = useMutation({
    mutationFn: () => deleteContract(contract.id),
    onSuccess: async () => {
      notifySuccess(messages.draft.deleted, { step: messages.draft.deleteFailed });
      const store = useDraftStore.getState();
      if (store.contractId === contract.id) store.reset();
      queryClient.removeQueries({ queryKey: ['contract', contract.id] });
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      navigate('/dashboard');
    },
    onError: (error) =>
      notifyError(errorMessage(error, messages.draft.deleteFailed), { step: messages.draft.deleteFailed }),
  });

  return { save, downloadWord, downloadPdf, saveFinalPdf, makeEditable, remove };
}
