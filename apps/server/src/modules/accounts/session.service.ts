import { truncateCodePoints } from '@lexi/shared/validation/safe-text';
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

/** Who holds this token, if the session is live: not revoked, not past 12 hours, not idle too long. */
export async function authenticate(deps: Deps, token: string, now = new Date()): Promise<Principal> {
  if (!token) throw accountErrors.notSignedIn();
  const session = await findLiveSessionByHash(deps.db, hashToken(token), now);
  if (!session) throw accountErrors.sessionExpired();
  const idle = now.getTime() - session.lastSeenAt.getTime();
  if (idle > deps.config.sessionIdleMs) {
    await revokeSession(deps.db, session.id, now);
    throw accountErrors.sessionExpired();
  }
  if (idle > TOUCH_EVERY_MS) await touchSession(deps.db, session.id, now);
  return { userId: session.userId, sessionId: session.id };
}

export async function endSession(deps: Deps, sessionId: string, now = new Date()) {
  await revokeSession(deps.db, sessionId, now);
}

export async function endAllSessions(deps: Deps, userId: string, now = new Date()) {
  await revokeAllSessionsOfUser(deps.db, userId, now);
}
