import { Duplex } from 'node:stream';
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import { prebuiltThreadModule } from '../lib/workers/prebuilt-thread-module.ts';
import type { FromWorker, PgliteWorkerData, ToWorker } from './pglite-worker.ts';

/**
 * The connection of one `pg` client to the database thread: a duplex stream over a MessagePort,
 * given to `pg` as its `stream` (it needs connect, setNoDelay, ref, data, write, end, close).
 */
class ThreadConnection extends Duplex {
  #port: MessagePort | undefined;

  constructor(private readonly open: () => MessagePort) {
    super();
  }

  connect() {
    try {
      const port = this.open();
      this.#port = port;
      port.on('message', (data: Uint8Array) =>
        this.push(Buffer.from(data.buffer, data.byteOffset, data.length)),
      );
      port.on('close', () => this.push(null));
      process.nextTick(() => this.emit('connect'));
    } catch (error) {
      process.nextTick(() => this.destroy(error as Error));
    }
    return this;
  }

  setNoDelay() {
    return this;
  }

  setKeepAlive() {
    return this;
  }

  /** The pool refs a client while it is in use (and may unref it while idle), as with a socket. */
  ref() {
    this.#port?.ref();
    return this;
  }

  unref() {
    this.#port?.unref();
    return this;
  }

  override _read() {}

  /** Written in this tick, sent as one message: `pg` writes each wire message of a query apart. */
  #pending: Buffer[] = [];

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    if (!this.#port) return callback(new Error('not connected to the database thread'));
    if (this.#pending.length === 0) queueMicrotask(() => this.#flush());
    this.#pending.push(chunk);
    callback();
  }

  #flush() {
    const bytes = Buffer.concat(this.#pending);
    this.#pending = [];
    // A fresh buffer of its own: handed over to the thread, not copied.
    const owned = new Uint8Array(bytes.length);
    owned.set(bytes);
    this.#port?.postMessage(owned, [owned.buffer]);
  }

  override _final(callback: () => void) {
    if (this.#pending.length) this.#flush();
    this.#port?.close();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    this.#port?.close();
    callback(error);
  }
}

export type PgliteThread = {
  /** A new wire-protocol stream to the database, for `pg`'s `stream` option. */
  connection(): Duplex;
  /** Closes PGlite cleanly (its files are complete) and ends the thread. */
  close(): Promise<void>;
};

/**
 * The worker thread: the bundle beside dist/server.js, or the TypeScript source (under tsx and
 * Vitest), which a small script loads through tsx's API (a worker does not inherit the loader), or
 * the tests' build of it (prebuiltThreadModule).
 */
function spawnWorker(workerData: PgliteWorkerData): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData });
  const prebuilt = prebuiltThreadModule('pglite-worker.js');
  if (prebuilt) return new Worker(prebuilt, { workerData });
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const load = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(source)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(load, { eval: true, workerData });
}

/**
 * Starts PGlite (in `dir`, or in memory, from the data-directory image at `image` if given) in a
 * worker thread and waits until it is open.
 */
export async function startPgliteThread(dir: string | null, image?: string): Promise<PgliteThread> {
  const worker = spawnWorker({ dir, image });
  // An uncaught failure ends the thread: 'exit' follows, and every later query fails with it.
  worker.on('error', () => {});
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const next = (type: FromWorker['type']) =>
    new Promise<FromWorker>((resolve, reject) => {
      const onMessage = (message: FromWorker) => {
        if (message.type !== type && message.type !== 'failed') return;
        worker.off('message', onMessage);
        resolve(message);
      };
      worker.on('message', onMessage);
      void exit.then(() => reject(new Error('the embedded database thread stopped')));
    });
  const ready = await next('ready');
  if (ready.type === 'failed') {
    await worker.terminate();
    throw new Error(ready.message);
  }
  const send = (message: ToWorker, transfer: MessagePort[] = []) => worker.postMessage(message, transfer);
  return {
    connection: () =>
      new ThreadConnection(() => {
        if (exited) throw new Error('the embedded database thread has stopped');
        const { port1, port2 } = new MessageChannel();
        send({ type: 'connect', port: port2 }, [port2]);
        return port1;
      }),
    async close() {
      if (exited) return;
      const closed = next('closed');
      send({ type: 'close' });
      await closed;
      await worker.terminate();
    },
  };
}
