import type { Database } from '../../db/client.ts';
import { InvalidationChannel } from '../../lib/cache/invalidation-channel.ts';
import type { SessionCache } from './session-cache.ts';

/** The channel on which every instance hears of ended sessions (PostgreSQL LISTEN/NOTIFY). */
export const SESSIONS_CHANNEL = 'lexi_sessions_ended';

/** One session, or every session of a user. */
export type EndedSessions = { sessionId: string } | { userId: string };

/**
 * Tells every instance's session cache (this one's included) that sessions ended, and waits until
 * each has forgotten them (see InvalidationChannel): the revoking call's answer cannot outrun the
 * revocation, and the next call is refused on any instance.
 */
export class SessionRevocations extends InvalidationChannel<EndedSessions> {
  constructor(database: Database, cache: SessionCache) {
    super(database, SESSIONS_CHANNEL, {
      forget: (ended) => cache.forget(ended),
      reset: (up) => cache.reset(up),
    });
  }
}
