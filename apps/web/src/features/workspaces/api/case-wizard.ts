import {
  type CreateCaseRequest,
  createCaseResponse,
  extractCaseDetailsResponse,
  extractCaseStructuredResponse,
} from '@lexi/shared/api/case-wizard';
import { PRODUCT_NAME } from '@lexi/shared/workspace-constants';
import { apiRequest } from '../../../lib/api-client.ts';

/** Step 1: the PDFs (and typed facts) → facts; typed facts alone go to the manual call (spec §7). */
export function extractCaseDetails(workspaceId: string, files: File[], manualFacts: string) {
  if (files.length === 0) {
    return apiRequest('/litigation/extract-case-details-manual/', extractCaseDetailsResponse, {
      body: { workspace_id: workspaceId, manual_facts: manualFacts },
    });
  }
  const form = new FormData();
  for (const file of files) form.append('file', file);
  form.append('file_count', String(files.length));
  form.append('workspace_id', workspaceId);
  if (manualFacts.trim() !== '') form.append('manual_facts', manualFacts);
  return apiRequest('/litigation/extract-case-details/', extractCaseDetailsResponse, { body: form });
}

/** Step 2: the edited facts → the case's structure. */
export function structureCase(workspaceId: string, facts: string) {
  return apiRequest('/litigation/extract-case-structured/', extractCaseStructuredResponse, {
    body: { workspace_id: workspaceId, facts },
  });
}

/** Step 3: create the case; the workspace is then extracted. */
export function createCaseWithLexi(request: CreateCaseRequest) {
  return apiRequest(`/litigation/create-case-${PRODUCT_NAME}/`, createCaseResponse, { body: request });
}
