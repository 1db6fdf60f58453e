import { contractRecord, type SaveContractRequest } from '@lexi/shared/api/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const contractAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  contract: contractRecord,
});
export type ContractAnswer = z.infer<typeof contractAnswer>;

/** POST /api/contracts/save: the edited contract (HTML and its plain text). */
export function saveContract(request: SaveContractRequest): Promise<ContractAnswer> {
  return apiRequest('/contracts/save', contractAnswer, { body: request });
}
