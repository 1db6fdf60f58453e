import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { SessionCache } from './session-cache.ts';

/** The channel on which every instance hears of ended sessions (PostgreSQL LISTEN/NOTIFY). */
export const SESSIONS_CHANNEL = 'lexi_sessions_ended';

/** One session, or every session of a user. */
export type EndedSessions = { sessionId: string } | { userId: string };
type Notice = { ended: EndedSessions; id: string } | { heard: string };

/** How long an announcement waits for the other instances before it lets the request go on. */
const HEARD_WAIT_MS = 2_000;

/**
 * Tells every instance's session cache (this one's included) that sessions ended, and hears what
 * the others tell. Each instance answers a notice with "heard" once it has forgotten the sessions,
 * and an announcement returns only when every listening instance has answered: the revoking call's
 * answer cannot outrun the revocation, and the next call refused on any instance. An instance that
 * cannot hear (its connection is down) keeps nothing in its cache; one that does not answer in
 * time still forgets the session within the cache's few seconds.
 */
export class SessionRevocations {
  #waiting = new Map<string, () => void>();

  constructor(
    private readonly database: Database,
    private readonly cache: SessionCache,
  ) {}

  /** Starts hearing (on a connection of its own); returns how to stop. */
  listen(): Promise<() => Promise<void>> {
    return this.database.listen(SESSIONS_CHANNEL, {
      message: (payload) => {
        const notice = JSON.parse(payload) as Notice;
        if ('heard' in notice) return this.#waiting.get(notice.heard)?.();
        this.cache.forget(notice.ended);
        this.#send({ heard: notice.id }).catch(() => {});
      },
      connected: (up) => this.cache.reset(up),
    });
  }

  #send(notice: Notice) {
    return this.database.notify(SESSIONS_CHANNEL, JSON.stringify(notice));
  }

  /** After the revocation committed: forgets here at once, and waits until every instance has. */
  async announce(ended: EndedSessions): Promise<void> {
    this.cache.forget(ended);
    const id = randomUUID();
    const instances = await this.database.listeners(SESSIONS_CHANNEL);
    let answers = 0;
    const allHeard = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, HEARD_WAIT_MS);
      this.#waiting.set(id, () => {
        answers += 1;
        if (answers < instances) return;
        clearTimeout(timer);
        resolve();
      });
    });
    try {
      await this.#send({ ended, id });
      await allHeard;
    } finally {
      this.#waiting.delete(id);
    }
  }
}
