import {
  type EsignStartResponse,
  esignStartResponse,
  type SubmitEsignRequest,
} from '@lexi/shared/api/emohar-signing';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/e_mohar/submit: the counter party's sign session, authorised by the share link. */
export function submitCounterPartyEsign(request: SubmitEsignRequest): Promise<EsignStartResponse> {
  return apiRequest('/e_mohar/submit', esignStartResponse, { body: request, auth: false });
}
