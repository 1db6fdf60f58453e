import { type EmoharRecordResponse, emoharRecordResponse } from '@lexi/shared/api/emohar';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/e_mohar/get_latest_emohar_multi_party: the latest state of a shared document. */
export function fetchLatestMultiParty(id: string): Promise<EmoharRecordResponse> {
  return apiRequest('/e_mohar/get_latest_emohar_multi_party', emoharRecordResponse, { body: { id } });
}
