import { type MyDocument, myDocumentsResponse } from '@lexi/shared/api/workspaces';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { workspaceTexts } from '../workspace-texts.ts';

export type { MyDocument };

/** The caller's contracts and e-mohar documents, each with the workspace it is in (GET /api/workspaces/my-documents/). */
export const myDocumentsQuery = queryOptions({
  queryKey: ['workspaces', 'my-documents'],
  queryFn: async (): Promise<MyDocument[]> =>
    (await apiRequest('/workspaces/my-documents/', myDocumentsResponse, { method: 'GET' })).documents,
  meta: { errorMessage: workspaceTexts.myDocumentsFailed },
});
