import type { EmoharAuditEvent } from '@lexi/shared/api/emohar';
import type { Deps } from '../../deps.ts';
import { verifyAuditChain } from './audit-chain.ts';
import { readableDocument } from './document-access.ts';
import { listAuditEvents } from './emohar-audit-events.repository.ts';

/**
 * The audit trail of a document (kept after a discard), with the chain checked anew: for its
 * owner, and for a counter party who signed it with their account's verified email.
 */
export async function auditTrail(deps: Deps, userId: string, id: string) {
  const { row: document } = await readableDocument(deps.db, userId, id, { allowDiscarded: true });
  const rows = await listAuditEvents(deps.db, document.id);
  const verdict = verifyAuditChain(rows);
  const events: EmoharAuditEvent[] = rows.map((row) => ({
    seq: row.seq,
    event_type: row.eventType,
    actor_kind: row.actorKind,
    actor_id: row.actorId,
    ip: row.ip,
    user_agent: row.userAgent,
    details: row.details,
    created_at: row.createdAt.toISOString(),
    prev_hash: row.prevHash,
    hash: row.hash,
  }));
  return { chainValid: verdict.valid, events };
}
