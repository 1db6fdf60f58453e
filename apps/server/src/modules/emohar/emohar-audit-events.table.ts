import { integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { emoharDocuments } from './emohar-documents.table.ts';

export const auditActorKinds = ['owner', 'counter_party', 'system'] as const;
export type AuditActorKind = (typeof auditActorKinds)[number];

/**
 * The append-only audit log of every document: one hash chain per document, where
 * hash = sha256(prev_hash + canonical JSON of the event) (see audit-chain.ts). A trigger of the
 * migration refuses UPDATE and DELETE; the repository only inserts.
 */
export const emoharAuditEvents = pgTable(
  'emohar_audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => emoharDocuments.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    eventType: text('event_type').notNull(),
    actorKind: text('actor_kind', { enum: auditActorKinds }).notNull(),
    /** The user id of the owner, or the share link id through which a counter party acted. */
    actorId: text('actor_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  // The unique key also serves reading a chain in order.
  (t) => [unique('emohar_audit_events_document_seq_key').on(t.documentId, t.seq)],
);

export type EmoharAuditEventRow = typeof emoharAuditEvents.$inferSelect;
