import { messageResponse } from '@lexi/shared/api/common';
import {
  type Analysis,
  type AnalysisKind,
  analysesResponse,
  analysisResponse,
  iqUploadResponse,
  proposalDecisionResponse,
} from '@lexi/shared/api/iq';
import { messages } from '@lexi/shared/messages';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fetchFileBlob } from '../../../lib/fetch-file-blob.ts';

const a = messages.analysis;

/** How often the browser asks whether an analysis is still processing. */
export const ANALYSIS_POLL_MS = 1000;

export const iqKey = ['iq'] as const;
export const analysesKey = [...iqKey, 'analyses'] as const;
export const analysisKey = (id: string) => [...iqKey, 'analysis', id] as const;

/** GET /api/iq/analyses: the user's analyses, newest first. */
export const analysesQuery = queryOptions({
  queryKey: analysesKey,
  queryFn: () => apiRequest('/iq/analyses', analysesResponse, { method: 'GET' }),
  staleTime: 0,
  meta: { errorMessage: a.fetchFailed },
});

/** GET /api/iq/analyses/{id}: one analysis with its text, findings and proposals. */
export const analysisQuery = (id: string) =>
  queryOptions({
    queryKey: analysisKey(id),
    queryFn: () => apiRequest(`/iq/analyses/${encodeURIComponent(id)}`, analysisResponse, { method: 'GET' }),
    meta: { errorMessage: a.fetchFailed },
    // While the background job runs, the result page asks again every second, also in a background
    // tab: the job takes seconds, and the result should be there when the user comes back.
    refetchInterval: (query) =>
      query.state.data?.analysis.status === 'processing' ? ANALYSIS_POLL_MS : false,
    refetchIntervalInBackground: true,
  });

/** At most this many asks (ten minutes) before the browser stops waiting and opens the page. */
const MAX_POLLS = 600;

/**
 * The analysis once its background job has finished (done or failed), asking every second; after
 * ten minutes, or when `stillWanted` says the user has moved on, the last answer as it is.
 */
export async function analysisWhenReady(
  queryClient: QueryClient,
  id: string,
  stillWanted: () => boolean = () => true,
): Promise<Analysis> {
  for (let polls = 1; ; polls++) {
    const { analysis } = await queryClient.fetchQuery({ ...analysisQuery(id), staleTime: 0 });
    if (analysis.status !== 'processing' || polls >= MAX_POLLS || !stillWanted()) return analysis;
    await new Promise((resolve) => setTimeout(resolve, ANALYSIS_POLL_MS));
  }
}

const uploadPaths: Record<AnalysisKind, string> = {
  risk: '/iq/quick_add_risk_analysis',
  negotiation: '/iq/iq_negotiate',
};

/** POST /api/iq/quick_add_risk_analysis or /api/iq/iq_negotiate with the file as base64. */
export function uploadContract(kind: AnalysisKind, file: { file_content: string; file_name: string }) {
  return apiRequest(uploadPaths[kind], iqUploadResponse, { body: file });
}

export function deleteAnalysis(id: string) {
  return apiRequest(`/iq/analyses/${encodeURIComponent(id)}`, messageResponse, { method: 'DELETE' });
}

export function decideProposal(id: string, proposalId: string, status: 'accepted' | 'rejected') {
  return apiRequest(
    `/iq/analyses/${encodeURIComponent(id)}/proposals/${encodeURIComponent(proposalId)}`,
    proposalDecisionResponse,
    { body: { status } },
  );
}

export function chooseParty(id: string, party: 1 | 2) {
  return apiRequest(`/iq/analyses/${encodeURIComponent(id)}/party`, analysisResponse, { body: { party } });
}

export type AnalysisExport = 'export.docx' | 'memo.pdf';

/** The negotiated DOCX or the memo PDF, fetched with the session's token. */
export function fetchAnalysisExport(id: string, file: AnalysisExport): Promise<Blob> {
  return fetchFileBlob(`/api/iq/analyses/${encodeURIComponent(id)}/${file}`);
}
