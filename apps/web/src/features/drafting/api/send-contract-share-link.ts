import type { ContractSendShareLinkRequest } from '@lexi/shared/api/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const sendAnswer = z.object({ success: z.literal(true), message: z.string() });

/** POST /api/contracts/send_share_link: emails a live link to the counter party. */
export function sendContractShareLink(
  request: ContractSendShareLinkRequest,
): Promise<z.infer<typeof sendAnswer>> {
  return apiRequest('/contracts/send_share_link', sendAnswer, { body: request });
}
