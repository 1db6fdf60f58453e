import type { EmoharRecord } from '@lexi/shared/api/emohar';
import type { Deps } from '../../deps.ts';
import { readableDocument } from './document-access.ts';
import { currentPdf, signingSummary, toRecordDict } from './record-dict.ts';

/**
 * A document with its current PDF (get_single_user_emohar, get_latest_emohar_multi_party): the
 * caller's own, or one they signed as its counter party (`viewer_role` says which).
 */
export async function getDocument(deps: Deps, userId: string, id: string): Promise<EmoharRecord> {
  const { row, role } = await readableDocument(deps.db, userId, id);
  return toRecordDict(row, await currentPdf(deps, row), await signingSummary(deps, row), role);
}
