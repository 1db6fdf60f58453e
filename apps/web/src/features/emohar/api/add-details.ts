import type { EmoharParty } from '@lexi/shared/api/emohar';
import { type EmoharAddDetailsRequest, emoharAddDetailsResponse } from '@lexi/shared/api/emohar';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type AddDetailsResponse = z.infer<typeof emoharAddDetailsResponse>;

/** POST /api/e_mohar/add_details (multi party) or /for_self_add_details (single party). */
export function addDetails(
  party: EmoharParty,
  request: EmoharAddDetailsRequest,
): Promise<AddDetailsResponse> {
  const path = party === 'multi' ? '/e_mohar/add_details' : '/e_mohar/for_self_add_details';
  return apiRequest(path, emoharAddDetailsResponse, { body: request });
}
