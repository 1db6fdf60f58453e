import type { EmoharRecord } from '@lexi/shared/api/emohar';
import type { Deps } from '../../deps.ts';
import { ownedDocument } from './document-access.ts';
import { currentPdf, signingSummary, toRecordDict } from './record-dict.ts';

/** The caller's document with its current PDF (get_single_user_emohar, get_latest_emohar_multi_party). */
export async function getDocument(deps: Deps, userId: string, id: string): Promise<EmoharRecord> {
  const row = await ownedDocument(deps.db, userId, id);
  return toRecordDict(row, await currentPdf(deps, row), await signingSummary(deps, row));
}
