import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const deleteAnswer = z.object({ success: z.literal(true), message: z.string() });

/** POST /api/delete_contract: only drafts are deleted through this call (type 'draft'). */
export function deleteContract(id: string): Promise<z.infer<typeof deleteAnswer>> {
  return apiRequest('/delete_contract', deleteAnswer, { body: { id, type: 'draft' } });
}
