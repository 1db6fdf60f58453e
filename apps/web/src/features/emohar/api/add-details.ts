import {
  type EmoharAddDetailsRequest,
  type EmoharSelfDetailsRequest,
  emoharAddDetailsResponse,
} from '@lexi/shared/api/emohar';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type AddDetailsResponse = z.infer<typeof emoharAddDetailsResponse>;

/** POST /api/e_mohar/add_details (multi party, with the counter party). */
export function addDetails(request: EmoharAddDetailsRequest): Promise<AddDetailsResponse> {
  return apiRequest('/e_mohar/add_details', emoharAddDetailsResponse, { body: request });
}

/** POST /api/e_mohar/for_self_add_details (single party: no counter party). */
export function addSelfDetails(request: EmoharSelfDetailsRequest): Promise<AddDetailsResponse> {
  return apiRequest('/e_mohar/for_self_add_details', emoharAddDetailsResponse, { body: request });
}
