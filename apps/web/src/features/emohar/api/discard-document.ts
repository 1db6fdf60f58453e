import { type EmoharParty, emoharDiscardResponse } from '@lexi/shared/api/emohar';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/e_mohar/delete_e_mohar_single (single party) or /delete_file (otherwise). */
export function discardDocument(
  party: EmoharParty,
  id: string,
): Promise<z.infer<typeof emoharDiscardResponse>> {
  const path = party === 'single' ? '/e_mohar/delete_e_mohar_single' : '/e_mohar/delete_file';
  return apiRequest(path, emoharDiscardResponse, { body: { id } });
}
