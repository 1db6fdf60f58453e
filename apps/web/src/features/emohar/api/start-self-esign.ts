import {
  type EsignStartResponse,
  esignStartResponse,
  type ForSelfEsignRequest,
} from '@lexi/shared/api/emohar-signing';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/e_mohar/for_self_esign: the owner's sign session (or `no_plan`). */
export function startSelfEsign(request: ForSelfEsignRequest): Promise<EsignStartResponse> {
  return apiRequest('/e_mohar/for_self_esign', esignStartResponse, { body: request });
}
