import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';

/** What an invalidation channel tells its instance's caches. */
export type InvalidationTarget<N> = {
  /** Forget what the notice names. */
  forget(notice: N): void;
  /** The notification connection went up or down: forget everything, and keep nothing while down. */
  reset(up: boolean): void;
};

// `ended` is the wire name the session revocations used before this class: older instances read it.
type Message<N> = { ended: N; id: string } | { heard: string };

/** How long an announcement waits for the other instances before it lets the request go on. */
const HEARD_WAIT_MS = 2_000;

/**
 * Tells every instance's cache (this one's included) to forget something, and hears what the
 * others tell, on a PostgreSQL LISTEN/NOTIFY channel of its own. Each instance answers a notice
 * with "heard" once it has forgotten, and an announcement returns only when every listening
 * instance has answered: the writing call's answer cannot outrun the invalidation, and the next
 * read on any instance sees the change. An instance that cannot hear (its connection is down)
 * keeps nothing in its cache; one that does not answer in time still forgets within its cache's
 * few seconds. Announce only after the change committed.
 */
export class InvalidationChannel<N> {
  #waiting = new Map<string, () => void>();

  constructor(
    private readonly database: Database,
    private readonly channel: string,
    private readonly target: InvalidationTarget<N>,
  ) {}

  /** Starts hearing (on a connection of its own); returns how to stop. */
  listen(): Promise<() => Promise<void>> {
    return this.database.listen(this.channel, {
      message: (payload) => {
        const message = JSON.parse(payload) as Message<N>;
        if ('heard' in message) return this.#waiting.get(message.heard)?.();
        this.target.forget(message.ended);
        this.#send({ heard: message.id }).catch(() => {});
      },
      connected: (up) => this.target.reset(up),
    });
  }

  #send(message: Message<N>) {
    return this.database.notify(this.channel, JSON.stringify(message));
  }

  /** After the change committed: forgets here at once, and waits until every instance has. */
  async announce(notice: N): Promise<void> {
    this.target.forget(notice);
    const id = randomUUID();
    const instances = await this.database.listeners(this.channel);
    let answers = 0;
    const allHeard = new Promise<void>((resolve) => {
      if (instances === 0) return resolve();
      const timer = setTimeout(resolve, HEARD_WAIT_MS);
      this.#waiting.set(id, () => {
        answers += 1;
        if (answers < instances) return;
        clearTimeout(timer);
        resolve();
      });
    });
    try {
      await this.#send({ ended: notice, id });
      await allHeard;
    } finally {
      this.#waiting.delete(id);
    }
  }
}
