import {
  type EmoharRecordResponse,
  type EmoharUploadRequest,
  emoharRecordResponse,
} from '@lexi/shared/api/emohar';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/e_mohar/upload: a PDF as base64, for signing alone or with a counter party. */
export function uploadDocument(request: EmoharUploadRequest): Promise<EmoharRecordResponse> {
  return apiRequest('/e_mohar/upload', emoharRecordResponse, { body: request });
}
