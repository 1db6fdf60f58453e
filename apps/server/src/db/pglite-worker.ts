// The embedded database in its own thread: PGlite runs here and speaks the PostgreSQL wire
// protocol to the main thread over MessagePorts, so that its query execution never blocks the
// server's event loop and the app reaches it through the same `pg` pool code as PostgreSQL.
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { takeMessages } from './wire-framing.ts';

export type PgliteWorkerData = { dir: string | null };
/** From the main thread: a new connection on `port`, or close the database. */
export type ToWorker = { type: 'connect'; port: MessagePort } | { type: 'close' };
export type FromWorker = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'closed' };

if (!parentPort) throw new Error('pglite-worker runs as a worker thread');
const parent = parentPort;
const { dir } = workerData as PgliteWorkerData;

// Extensions the migrations create: btree_gist (meetings of one lawyer never overlap) and
// pg_trgm (workspace search by substring uses an index).
const extensions = { btree_gist, pg_trgm };

/** One batch at a time, whatever the connection: PGlite is a single backend. */
let line: Promise<void> = Promise.resolve();
/** Queues a step; a step that fails closes its connection (its client then sees the end). */
function inLine(port: MessagePort, step: () => Promise<void>) {
  line = line.then(step).catch(() => port.close());
}

/** Runs raw protocol bytes and answers with everything PGlite wrote, as one message. */
async function execute(db: PGlite, port: MessagePort, bytes: Uint8Array) {
  const out: Uint8Array[] = [];
  await db.runExclusive(() =>
    db.execProtocolRawStream(bytes, { onRawData: (data) => out.push(Buffer.from(data)) }),
  );
  const answer = Buffer.concat(out);
  if (answer.length > 0) port.postMessage(answer);
}

/**
 * One client connection. A connection starts from a clean session: a transaction or prepared
 * statements left by a client that went away (a crash, a destroyed pool client) are dropped, so
 * that the next client's statement names cannot clash with them.
 */
function serve(db: PGlite, port: MessagePort) {
  let pending: Buffer = Buffer.alloc(0);
  let started = false;
  port.on('message', (chunk: Uint8Array) => {
    pending = Buffer.concat([pending, chunk]);
    const taken = takeMessages(pending, started);
    pending = taken.rest;
    if (taken.sslRequest) port.postMessage(Buffer.from('N'));
    if (taken.startup) {
      const startup = taken.startup;
      started = true;
      inLine(port, async () => {
        if (db.isInTransaction()) await db.exec('rollback');
        await execute(db, port, startup);
        await db.exec('discard all');
      });
    }
    if (taken.batch) {
      const batch = taken.batch;
      inLine(port, () => execute(db, port, batch));
    }
    if (taken.terminate) port.close();
  });
  port.on('close', () => {
    inLine(port, async () => {
      if (db.isInTransaction()) await db.exec('rollback');
    });
  });
}

try {
  const db = dir ? new PGlite(dir, { extensions }) : new PGlite({ extensions });
  await db.waitReady;
  parent.on('message', (message: ToWorker) => {
    if (message.type === 'connect') serve(db, message.port);
    if (message.type === 'close') {
      line = line.then(async () => {
        await db.close();
        parent.postMessage({ type: 'closed' } satisfies FromWorker);
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
