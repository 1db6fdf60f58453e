import { describe, expect, it } from 'vitest';
import {
  auditEventHash,
  type ChainedAuditEvent,
  canonicalJson,
  GENESIS_HASH,
  verifyAuditChain,
} from './audit-chain.ts';

function chain(count: number): ChainedAuditEvent[] {
  const events: ChainedAuditEvent[] = [];
  let prevHash = GENESIS_HASH;
  for (let seq = 1; seq <= count; seq += 1) {
    const content = {
      documentId: '7f0c3a52-8a4b-4c1e-9d2f-0a1b2c3d4e5f',
      seq,
      eventType: seq === 1 ? 'uploaded' : 'viewed',
      actorKind: 'owner' as const,
      actorId: 'u1',
      ip: '203.0.113.7',
      userAgent: 'Test/1.0',
      details: { n: seq, nested: { b: 2, a: [1, 'x'] } },
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, seq)),
    };
    const hash = auditEventHash(prevHash, content);
    events.push({ ...content, prevHash, hash });
    prevHash = hash;
  }
  return events;
}

describe('audit chain', () => {
  it('writes objects with sorted keys at every depth, and drops undefined fields', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { f: 1, e: 2 }], c: null }, z: undefined })).toBe(
      '{"a":{"c":null,"d":[3,{"e":2,"f":1}]},"b":1}',
    );
  });

  it('hashes the same event to the same value whatever the key order of its details', () => {
    const [event] = chain(1);
    if (!event) throw new Error('no event');
    const reordered = { ...event, details: { nested: { a: [1, 'x'], b: 2 }, n: 1 } };
    expect(auditEventHash(GENESIS_HASH, reordered)).toBe(event.hash);
  });

  it('accepts an untouched chain and an empty one', () => {
    expect(verifyAuditChain(chain(4))).toEqual({ valid: true });
    expect(verifyAuditChain([])).toEqual({ valid: true });
  });

  it('finds a changed detail, a changed time, a removed event and a swapped pair', () => {
    const changed = chain(4);
    changed[1] = { ...(changed[1] as ChainedAuditEvent), details: { n: 99 } };
    expect(verifyAuditChain(changed)).toEqual({ valid: false, firstBrokenSeq: 2 });

    const retimed = chain(3);
    retimed[2] = { ...(retimed[2] as ChainedAuditEvent), createdAt: new Date(0) };
    expect(verifyAuditChain(retimed)).toEqual({ valid: false, firstBrokenSeq: 3 });

    const removed = chain(4);
    removed.splice(1, 1);
    expect(verifyAuditChain(removed)).toEqual({ valid: false, firstBrokenSeq: 2 });

    const swapped = chain(3);
    const [first, second, third] = swapped as [ChainedAuditEvent, ChainedAuditEvent, ChainedAuditEvent];
    expect(verifyAuditChain([first, third, second])).toEqual({ valid: false, firstBrokenSeq: 2 });
  });

  it('finds a rewritten chain whose hashes were recomputed from a forged first event', () => {
    const events = chain(2);
    const first = events[0] as ChainedAuditEvent;
    const forged = { ...first, details: { n: 0 } };
    const forgedHash = auditEventHash(GENESIS_HASH, forged);
    // The forger recomputes event 1, but event 2 still links to the old hash.
    expect(verifyAuditChain([{ ...forged, hash: forgedHash }, events[1] as ChainedAuditEvent])).toEqual({
      valid: false,
      firstBrokenSeq: 2,
    });
  });
});
