// The embedded database in its own thread: PGlite runs here and speaks the PostgreSQL wire
// protocol to the main thread over MessagePorts, so that its query execution never blocks the
// server's event loop and the app reaches it through the same `pg` pool code as PostgreSQL.
import { readFileSync } from 'node:fs';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions as extensions } from './pglite-extensions.ts';
import { plannerSetStatements } from './planner-settings.ts';
import { FRAME, FrameBatch, type FrameMessage, readFrames } from './thread-frames.ts';
import { renameStatements, takeMessages } from './wire-framing.ts';

export type PgliteWorkerData = { dir: string | null; image?: string };
/** From the main thread: the port the connections' frames go through, or close the database. */
export type ToWorker = { type: 'channel'; port: MessagePort } | { type: 'close' };
export type FromWorker = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'closed' };

if (!parentPort) throw new Error('pglite-worker runs as a worker thread');
const parent = parentPort;
const { dir, image } = workerData as PgliteWorkerData;

/**
 * A client connection: its prepared statements carry its own prefix in the one backend. `send`
 * answers it; `close` ends it from this side.
 */
type Connection = {
  id: number;
  statements: Set<string>;
  send(parts: Uint8Array[]): void;
  close(): void;
};
/** A step for the backend; one without a connection (closing) waits for no transaction. */
type Unit = { connection?: Connection; run: () => Promise<void> };

/**
 * PGlite is one backend: the units of all connections (a startup, a batch ending with Sync or
 * Query, a cleanup) run one at a time, in arrival order; while a connection has a transaction
 * open, only its units run, so that no other client's statements land inside it.
 */
class Scheduler {
  #queue: Unit[] = [];
  #running = false;
  owner: Connection | undefined;

  add(unit: Unit) {
    this.#queue.push(unit);
    this.#pump();
  }

  #pump() {
    if (this.#running) return;
    const index = this.owner ? this.#queue.findIndex((u) => u.connection === this.owner) : 0;
    const [unit] = index >= 0 ? this.#queue.splice(index, 1) : [];
    if (!unit) return;
    this.#running = true;
    unit
      .run()
      .catch(() => unit.connection?.close())
      .finally(() => {
        this.#running = false;
        this.#pump();
      });
  }
}

/** Runs raw protocol bytes and answers with everything PGlite wrote. */
async function execute(db: PGlite, connection: Connection, bytes: Uint8Array) {
  // PGlite hands views of its memory, reused by the next write: each is copied.
  const out: Uint8Array[] = [];
  await db.runExclusive(() =>
    db.execProtocolRawStream(bytes, { onRawData: (data) => out.push(data.slice()) }),
  );
  connection.send(out);
}

/** The backend's answer to a startup message, replayed to later connections of the same session. */
let startupAnswer: Uint8Array | undefined;

/**
 * The connections of the main thread, over one port: their frames come in batches, and the
 * answers of every unit run in one turn of this thread's event loop go back as one message.
 */
function serveChannel(db: PGlite, scheduler: Scheduler, port: MessagePort) {
  const batch = new FrameBatch((message, transfer) => port.postMessage(message, transfer));
  const connections = new Map<number, ReturnType<typeof serve>>();
  port.on('message', (message: FrameMessage) => {
    for (const [id, kind, bytes] of readFrames(message)) {
      if (kind === FRAME.open) {
        connections.set(
          id,
          serve(db, scheduler, {
            id,
            statements: new Set(),
            send: (parts) => {
              for (const part of parts) if (part.length > 0) batch.add(id, FRAME.data, part);
            },
            close: () => {
              if (!connections.has(id)) return;
              batch.add(id, FRAME.close);
              connections.get(id)?.closed();
              connections.delete(id);
            },
          }),
        );
      } else if (kind === FRAME.data) connections.get(id)?.received(bytes);
      else {
        connections.get(id)?.closed();
        connections.delete(id);
      }
    }
  });
}

/** One client connection, its bytes cut into units for the scheduler. */
function serve(db: PGlite, scheduler: Scheduler, connection: Connection) {
  const prefix = `c${connection.id}_`;
  let pending: Buffer = Buffer.alloc(0);
  let started = false;
  const received = (chunk: Uint8Array) => {
    pending = pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([pending, chunk]);
    const taken = takeMessages(pending, started);
    pending = taken.rest;
    if (taken.sslRequest) connection.send([Buffer.from('N')]);
    if (taken.startup) {
      const startup = taken.startup;
      started = true;
      scheduler.add({
        connection,
        run: async () => {
          if (startupAnswer) return connection.send([startupAnswer]);
          const out: Uint8Array[] = [];
          await db.runExclusive(() =>
            db.execProtocolRawStream(startup, { onRawData: (data) => out.push(data.slice()) }),
          );
          startupAnswer = Buffer.concat(out);
          connection.send(out);
        },
      });
    }
    if (taken.batch) {
      const { bytes, parsed } = renameStatements(taken.batch, prefix);
      for (const name of parsed) connection.statements.add(name);
      scheduler.add({
        connection,
        run: async () => {
          await execute(db, connection, bytes);
          scheduler.owner = db.isInTransaction() ? connection : undefined;
        },
      });
    }
    if (taken.terminate) connection.close();
  };
  // A client that went away leaves no transaction open and no statements behind.
  const closed = () => {
    scheduler.add({
      connection,
      run: async () => {
        if (scheduler.owner === connection) {
          await db.exec('rollback');
          scheduler.owner = undefined;
        }
        for (const name of connection.statements) await db.exec(`deallocate "${name}"`);
      },
    });
  };
  return { received, closed };
}

try {
  const db = dir
    ? new PGlite(dir, { extensions })
    : new PGlite({ extensions, loadDataDir: image ? new Blob([readFileSync(image)]) : undefined });
  await db.waitReady;
  await db.exec(plannerSetStatements);
  const scheduler = new Scheduler();
  parent.on('message', (message: ToWorker) => {
    if (message.type === 'channel') serveChannel(db, scheduler, message.port);
    if (message.type === 'close') {
      scheduler.add({
        run: async () => {
          await db.close();
          parent.postMessage({ type: 'closed' } satisfies FromWorker);
        },
      });
    }
  });
  parent.postMessage({ type: 'ready' } satisfies FromWorker);
} catch (error) {
  parent.postMessage({
    type: 'failed',
    message: error instanceof Error ? error.message : String(error),
  } satisfies FromWorker);
}
