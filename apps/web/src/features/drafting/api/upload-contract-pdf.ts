import type { UploadContractPdfRequest } from '@lexi/shared/api/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const uploadAnswer = z.object({ success: z.literal(true), message: z.string() });

/** POST /api/upload_pdf_to_ai_contract: a translated document's PDF as base64, otherwise its HTML. */
export function uploadContractPdf(request: UploadContractPdfRequest): Promise<z.infer<typeof uploadAnswer>> {
  return apiRequest('/upload_pdf_to_ai_contract', uploadAnswer, { body: request });
}
