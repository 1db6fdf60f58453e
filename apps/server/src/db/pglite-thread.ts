import { Duplex } from 'node:stream';
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import { prebuiltThreadModule } from '../lib/workers/prebuilt-thread-module.ts';
import type { FromWorker, PgliteWorkerData, ToWorker } from './pglite-worker.ts';
import { FRAME, FrameBatch, type FrameMessage, readFrames } from './thread-frames.ts';

/** The main thread's end of the shared port: connection ids, their frames, and the port's refs. */
class ThreadChannel {
  #batch: FrameBatch;
  #connections = new Map<number, ThreadConnection>();
  #referenced = new Set<number>();
  #nextId = 1;

  constructor(private readonly port: MessagePort) {
    this.#batch = new FrameBatch((message, transfer) => port.postMessage(message, transfer));
    port.on('message', (message: FrameMessage) => {
      for (const [id, kind, bytes] of readFrames(message)) {
        const connection = this.#connections.get(id);
        if (!connection) continue;
        if (kind === FRAME.data) connection.received(bytes);
        else if (kind === FRAME.close) this.#end(id);
      }
    });
    // The thread stopped: every connection ends.
    port.on('close', () => {
      for (const id of [...this.#connections.keys()]) this.#end(id);
    });
    this.#refresh();
  }

  open(connection: ThreadConnection): number {
    const id = this.#nextId++;
    this.#connections.set(id, connection);
    this.#referenced.add(id);
    this.#refresh();
    this.#batch.add(id, FRAME.open);
    return id;
  }

  write(id: number, bytes: Uint8Array) {
    this.#batch.add(id, FRAME.data, bytes);
  }

  close(id: number) {
    if (!this.#connections.has(id)) return;
    this.#batch.add(id, FRAME.close);
    this.#end(id);
  }

  /** The pool refs a client while it is in use (and may unref it while idle), as with a socket. */
  ref(id: number, on: boolean) {
    if (on) this.#referenced.add(id);
    else this.#referenced.delete(id);
    this.#refresh();
  }

  #end(id: number) {
    const connection = this.#connections.get(id);
    this.#connections.delete(id);
    this.#referenced.delete(id);
    this.#refresh();
    connection?.ended();
  }

  /** The port keeps the process alive only while a connection in use is open. */
  #refresh() {
    if (this.#referenced.size > 0) this.port.ref();
    else this.port.unref();
  }
}

/**
 * The connection of one `pg` client to the database thread: a duplex stream over the shared
 * channel, given to `pg` as its `stream` (it needs connect, setNoDelay, ref, data, write, end, close).
 */
class ThreadConnection extends Duplex {
  #id: number | undefined;

  constructor(private readonly channel: () => ThreadChannel) {
    super();
  }

  connect() {
    try {
      this.#id = this.channel().open(this);
      process.nextTick(() => this.emit('connect'));
    } catch (error) {
      process.nextTick(() => this.destroy(error as Error));
    }
    return this;
  }

  /** Bytes from the database (a view of the message's buffer, which nothing else uses). */
  received(bytes: Uint8Array) {
    this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  }

  /** The thread ended this connection (or stopped). */
  ended() {
    this.#id = undefined;
    this.push(null);
  }

  setNoDelay() {
    return this;
  }

  setKeepAlive() {
    return this;
  }

  ref() {
    if (this.#id !== undefined) this.channel().ref(this.#id, true);
    return this;
  }

  unref() {
    if (this.#id !== undefined) this.channel().ref(this.#id, false);
    return this;
  }

  override _read() {}

  /** Written in this turn of the event loop, sent in one message with the other connections'. */
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    if (this.#id === undefined) return callback(new Error('not connected to the database thread'));
    this.channel().write(this.#id, chunk);
    callback();
  }

  override _final(callback: () => void) {
    this.#close();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    this.#close();
    callback(error);
  }

  #close() {
    const id = this.#id;
    this.#id = undefined;
    if (id !== undefined) this.channel().close(id);
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
  const { port1, port2 } = new MessageChannel();
  send({ type: 'channel', port: port2 }, [port2]);
  const channel = new ThreadChannel(port1);
  return {
    connection: () =>
      new ThreadConnection(() => {
        if (exited) throw new Error('the embedded database thread has stopped');
        return channel;
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
