import { dashboardResponse, formattedExpiryDates } from '@lexi/shared/api/dashboard';
import type { WorkspaceDocumentKind } from '@lexi/shared/api/workspaces';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { workspaceTexts } from '../workspace-texts.ts';

export interface MyDocument {
  id: string;
  kind: WorkspaceDocumentKind;
  title: string;
}

/**
 * The caller's contracts and e-mohar documents that can go into a workspace, read from
 * GET /api/dashboard_dash (its contracts, and the e-mohar documents among its expiry dates).
 */
export const myDocumentsQuery = queryOptions({
  queryKey: ['workspaces', 'my-documents'],
  queryFn: async (): Promise<MyDocument[]> => {
    const answer = await apiRequest('/dashboard_dash', dashboardResponse, { method: 'GET' });
    const contracts: MyDocument[] = answer.contracts.map((row) => ({
      id: row.id,
      kind: 'contract',
      title: row.title,
    }));
    const parsed = formattedExpiryDates.safeParse(safeJson(answer.formatted_expiry_dates));
    const emohar: MyDocument[] = parsed.success
      ? parsed.data.contract_expiry_dates
          .filter((item) => item.source === 'emohar')
          .map((item) => ({ id: item.id, kind: 'emohar', title: item.title }))
      : [];
    return [...contracts, ...emohar];
  },
  meta: { errorMessage: workspaceTexts.myDocumentsFailed },
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
