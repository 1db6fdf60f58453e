import { truncateCodePoints } from '@lexi/shared/validation/safe-text';
import type { Db } from '../../db/client.ts';
import { auditEventHash, GENESIS_HASH } from './audit-chain.ts';
import { findLastAuditEvent, insertAuditEvent } from './emohar-audit-events.repository.ts';
import type { AuditActorKind } from './emohar-audit-events.table.ts';
import { lockDocument } from './emohar-documents.repository.ts';

export type AuditEventType =
  | 'uploaded'
  | 'details_added'
  | 'link_shared'
  | 'link_sent'
  | 'link_revoked'
  | 'viewed'
  | 'discarded'
  | 'archived'
  | 'unarchived'
  | 'sign_started'
  | 'consent_given'
  | 'identity_failed'
  | 'code_sent'
  | 'code_verified'
  | 'code_failed'
  | 'esign_requested'
  | 'esign_failed'
  | 'signed'
  | 'sealed'
  | 'emailed';

/** Who made a request, as the audit log records it. */
export type RequestMeta = { ip: string | null; userAgent: string | null };

export type AuditEventInput = {
  type: AuditEventType;
  actor: { kind: AuditActorKind; id: string | null };
  meta: RequestMeta;
  details?: Record<string, unknown>;
};

/**
 * Appends one event to the document's chain. Call it inside the transaction of the change it
 * records: the document row is locked first, so that two appends never take the same seq.
 */
export async function appendAuditEvent(tx: Db, documentId: string, input: AuditEventInput, now = new Date()) {
  await lockDocument(tx, documentId);
  const last = await findLastAuditEvent(tx, documentId);
  const prevHash = last?.hash ?? GENESIS_HASH;
  const content = {
    documentId,
    seq: (last?.seq ?? 0) + 1,
    eventType: input.type,
    actorKind: input.actor.kind,
    actorId: input.actor.id,
    ip: input.meta.ip,
    userAgent: input.meta.userAgent ? truncateCodePoints(input.meta.userAgent, 500) : null,
    // Through JSON once, so what is hashed is exactly what jsonb gives back.
    details: JSON.parse(JSON.stringify(input.details ?? {})) as Record<string, unknown>,
    createdAt: now,
  };
  return insertAuditEvent(tx, { ...content, prevHash, hash: auditEventHash(prevHash, content) });
}
