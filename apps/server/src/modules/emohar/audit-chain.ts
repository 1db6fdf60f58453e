import { createHash } from 'node:crypto';
import type { AuditActorKind } from './emohar-audit-events.table.ts';

/** The prev_hash of a document's first event. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an event's hash covers: everything but its own hash and row id. */
export type AuditEventContent = {
  documentId: string;
  seq: number;
  eventType: string;
  actorKind: AuditActorKind;
  actorId: string | null;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
};

export type ChainedAuditEvent = AuditEventContent & { prevHash: string; hash: string };

/**
 * JSON with object keys sorted at every depth and no white space, so the same event always gives
 * the same bytes, whatever order PostgreSQL's jsonb hands its keys back in.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/** hash = sha256(prev_hash + canonical JSON of the event), hex. */
export function auditEventHash(prevHash: string, event: AuditEventContent): string {
  const content = canonicalJson({
    document_id: event.documentId,
    seq: event.seq,
    event_type: event.eventType,
    actor_kind: event.actorKind,
    actor_id: event.actorId,
    ip: event.ip,
    user_agent: event.userAgent,
    details: event.details,
    created_at: event.createdAt.toISOString(),
  });
  return createHash('sha256').update(prevHash).update(content).digest('hex');
}

export type ChainVerdict = { valid: true } | { valid: false; firstBrokenSeq: number };

/**
 * Checks one document's events, in seq order: numbered 1, 2, 3… without gaps, each linked to the
 * hash before it, each hash recomputed from its content. Any changed, removed or reordered event
 * breaks the chain from that point on.
 */
export function verifyAuditChain(events: readonly ChainedAuditEvent[]): ChainVerdict {
  let prevHash = GENESIS_HASH;
  for (const [index, event] of events.entries()) {
    const broken =
      event.seq !== index + 1 ||
      event.prevHash !== prevHash ||
      event.hash !== auditEventHash(prevHash, event) ||
      event.documentId !== events[0]?.documentId;
    if (broken) return { valid: false, firstBrokenSeq: index + 1 };
    prevHash = event.hash;
  }
  return { valid: true };
}
