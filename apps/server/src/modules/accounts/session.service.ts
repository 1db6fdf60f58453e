import { truncateCodePoints } from '@lexi/shared/validation/safe-text';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { hashToken, randomToken } from '../../lib/crypto/tokens.ts';
import { accountErrors } from './accounts.errors.ts';
import {
  findLiveSessionByHash,
  insertSession,
  revokeAllSessionsOfUser,
  revokeSession,
  touchSession,
} from './sessions.repository.ts';

export type SessionMeta = { ip: string | null; userAgent: string | null };
export type Principal = { userId: string; sessionId: string };

// Writing last_seen_at on every request would double the cost of each call; a minute's grain is enough.
const TOUCH_EVERY_MS = 60_000;

/** Opens a session: a 256-bit random bearer token, of which only the hash is kept. */
export async function createSession(deps: Deps, userId: string, meta: SessionMeta, now = new Date()) {
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + deps.config.sessionTtlMs);
  await insertSession(deps.db, {
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent ? truncateCodePoints(meta.userAgent, 500) : null,
  });
  return { token, expiresAt };
}

/** The live session of a token hash: from this instance's cache, else from the database. */
async function liveSession(deps: Deps, tokenHash: string, now: Date) {
  const cache = deps.sessionCache;
  const cached = cache.lookup(tokenHash, now.getTime());
  if (cached) return cached;
  const revision = cache.revision;
  const row = await findLiveSessionByHash(deps.db, tokenHash, now);
  if (!row) return undefined;
  const session = {
    sessionId: row.id,
    userId: row.userId,
    lastSeenAt: row.lastSeenAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
  };
  cache.remember(tokenHash, session, revision, now.getTime());
  return session;
}

/** Who holds this token, if the session is live: not revoked, not past 12 hours, not idle too long. */
export async function authenticate(deps: Deps, token: string, now = new Date()): Promise<Principal> {
  if (!token) throw accountErrors.notSignedIn();
  const tokenHash = hashToken(token);
  const session = await liveSession(deps, tokenHash, now);
  if (!session) throw accountErrors.sessionExpired();
  const idle = now.getTime() - session.lastSeenAt;
  if (idle > deps.config.sessionIdleMs) {
    await endSession(deps, session.sessionId, now);
    throw accountErrors.sessionExpired();
  }
  if (idle > TOUCH_EVERY_MS) {
    await touchSession(deps.db, session.sessionId, now);
    deps.sessionCache.seen(tokenHash, now.getTime());
  }
  return { userId: session.userId, sessionId: session.sessionId };
}

export async function endSession(deps: Deps, sessionId: string, now = new Date()) {
  await revokeSession(deps.db, sessionId, now);
  await deps.sessionRevocations.announce({ sessionId });
}

/**
 * Ends every session of a user (a password reset, a removal from a firm) inside the caller's
 * transaction `db`; once it has committed, the caller announces it with `announceSessionsEnded`,
 * so that every instance forgets them before the answer goes out.
 */
export async function endAllSessions(deps: Deps, db: Db, userId: string, now = new Date()) {
  await revokeAllSessionsOfUser(db, userId, now);
  deps.sessionCache.forget({ userId });
}

export async function announceSessionsEnded(deps: Deps, userId: string) {
  await deps.sessionRevocations.announce({ userId });
}
