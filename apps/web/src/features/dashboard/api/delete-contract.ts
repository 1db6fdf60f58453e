import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const deleteAnswer = z.object({ success: z.literal(true), message: z.string() });

/** POST /api/delete_contract (type 'draft'), from the dashboard's list. */
export function deleteDraft(id: string): Promise<z.infer<typeof deleteAnswer>> {
  return apiRequest('/delete_contract', deleteAnswer, { body: { id, type: 'draft' } });
}
