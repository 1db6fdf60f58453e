import { type Transferable, Worker } from 'node:worker_threads';
import { AppError } from '../app-error.ts';
import { workerBusy } from './busy.ts';
import { prebuiltThreadModule } from './prebuilt-thread-module.ts';

/**
 * Work that may be hostile or heavy (parsing an uploaded spreadsheet, a PDF) runs in worker threads
 * with a memory cap and a time limit: whatever the input does, it can exhaust only its worker, which
 * is then ended and replaced, and never the server's event loop or heap.
 */
export type WorkerPoolOptions = {
  /** For errors and logs: what the pool does ("member file"). */
  name: string;
  /** The task module (see workerScript): its default export takes the input and returns the output. */
  script: URL;
  /** Threads at most (each holds its module and its heap while it lives). */
  size: number;
  /** Tasks waiting for a thread at most; beyond, run() refuses at once with a 503 "busy". */
  maxQueue: number;
  /** The thread's old-generation heap cap (V8 ends the thread when it would need more). */
  maxOldGenerationSizeMb: number;
  /** The longest a task may run, from the moment a thread takes it; then the thread is ended. */
  timeoutMs: number;
  /** An idle thread exits after this long (default 30 s), so that an unused pool costs nothing. */
  idleMs?: number;
};

/** Why a task could not finish: it outgrew its heap, ran out of time, or its thread died. */
export class WorkerLimitError extends Error {
  constructor(
    readonly limit: 'memory' | 'time' | 'crash',
    pool: string,
  ) {
    super(`${pool} worker stopped: ${limit}`);
    this.name = 'WorkerLimitError';
  }
}

export { workerBusy } from './busy.ts';

const STARTUP_MS = 30_000;

type Task = {
  input: unknown;
  transfer: Transferable[];
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
};

type Thread = {
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
  seq: number;
  ready: boolean;
};

/** Rebuilds, in this thread, the error the task threw: an AppError stays an AppError. */
function fromPlain(error: {
  name?: string;
  message?: string;
  code?: string;
  status?: number;
  extra?: object;
}) {
  if (error.name === 'AppError' && error.code && error.status) {
    return new AppError(error.code, error.status, error.message ?? '', { ...error.extra });
  }
  return Object.assign(new Error(error.message ?? 'worker task failed'), { name: error.name ?? 'Error' });
}

export type WorkerPool<I, O> = {
  run(input: I, transfer?: Transferable[]): Promise<O>;
  /** Threads now alive and tasks now waiting (tests, logs). */
  stats(): { threads: number; busy: number; queued: number };
  close(): Promise<void>;
};

/**
 * A pool made on its first use: a module declares its pool once, and a process that never needs
 * it starts no thread and builds nothing.
 */
export function lazyWorkerPool<I, O>(options: WorkerPoolOptions): () => WorkerPool<I, O> {
  let pool: WorkerPool<I, O> | undefined;
  return () => {
    pool ??= createWorkerPool<I, O>(options);
    return pool;
  };
}

export function createWorkerPool<I, O>(options: WorkerPoolOptions): WorkerPool<I, O> {
  const idleMs = options.idleMs ?? 30_000;
  const threads = new Set<Thread>();
  const queue: Task[] = [];
  const bootstrap = new URL('./worker-bootstrap.mjs', import.meta.url);

  function spawn(): Thread {
    const worker = new Worker(bootstrap, {
      workerData: { script: options.script.href },
      resourceLimits: {
        maxOldGenerationSizeMb: options.maxOldGenerationSizeMb,
        maxYoungGenerationSizeMb: Math.min(32, Math.max(8, options.maxOldGenerationSizeMb / 8)),
        stackSizeMb: 4,
      },
      // A worker's own console and environment are not needed; its errors come back as messages.
      stdout: false,
      stderr: false,
    });
    const thread: Thread = { worker, task: null, timer: null, seq: 0, ready: false };
    threads.add(thread);
    worker.on('message', (message: { ready?: true; ok?: boolean; output?: unknown; error?: object }) => {
      if (message.ready) {
        thread.ready = true;
        if (thread.task) startClock(thread);
        return;
      }
      const task = thread.task;
      if (!task) return;
      settle(thread);
      if (message.ok) task.resolve(message.output);
      else task.reject(fromPlain(message.error ?? {}));
      next(thread);
    });
    worker.on('error', (error: NodeJS.ErrnoException) => {
      fail(thread, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crash');
    });
    worker.on('exit', () => fail(thread, 'crash'));
    return thread;
  }

  function settle(thread: Thread) {
    if (thread.timer) clearTimeout(thread.timer);
    thread.timer = null;
    thread.task = null;
  }

  /** Ends a thread whose task broke a limit (or that died), and gives its place to the queue. */
  function fail(thread: Thread, limit: WorkerLimitError['limit']) {
    if (!threads.delete(thread)) return;
    const task = thread.task;
    settle(thread);
    void thread.worker.terminate();
    task?.reject(new WorkerLimitError(limit, options.name));
    const waiting = queue.shift();
    if (waiting) dispatch(spawn(), waiting);
  }

  /** The task's time limit runs from when its thread has loaded the module (or from now, if it has). */
  function startClock(thread: Thread) {
    if (thread.timer) clearTimeout(thread.timer);
    thread.timer = setTimeout(() => fail(thread, 'time'), options.timeoutMs);
  }

  function dispatch(thread: Thread, task: Task) {
    thread.seq += 1;
    thread.task = task;
    thread.worker.ref();
    if (thread.timer) clearTimeout(thread.timer);
    // A thread that cannot even load its module in this long is broken, not busy.
    if (thread.ready) startClock(thread);
    else thread.timer = setTimeout(() => fail(thread, 'crash'), STARTUP_MS);
    thread.worker.postMessage({ id: thread.seq, input: task.input }, task.transfer);
  }

  /** Gives a free thread the next task, or lets it idle (unref'd) until it exits. */
  function next(thread: Thread) {
    const waiting = queue.shift();
    if (waiting) return dispatch(thread, waiting);
    thread.worker.unref();
    const seq = thread.seq;
    thread.timer = setTimeout(() => {
      if (thread.task || thread.seq !== seq) return;
      threads.delete(thread);
      void thread.worker.terminate();
    }, idleMs);
    thread.timer.unref();
  }

  return {
    run(input, transfer = []) {
      return new Promise<O>((resolve, reject) => {
        const task: Task = { input, transfer, resolve: resolve as (output: unknown) => void, reject };
        const idle = [...threads].find((t) => t.task === null);
        if (idle) return dispatch(idle, task);
        if (threads.size < options.size) return dispatch(spawn(), task);
        if (queue.length >= options.maxQueue) return reject(workerBusy());
        queue.push(task);
      });
    },
    stats() {
      const busy = [...threads].filter((t) => t.task !== null).length;
      return { threads: threads.size, busy, queued: queue.length };
    },
    async close() {
      const all = [...threads];
      threads.clear();
      for (const task of queue.splice(0)) task.reject(new WorkerLimitError('crash', options.name));
      await Promise.all(
        all.map((t) => {
          t.task?.reject(new WorkerLimitError('crash', options.name));
          settle(t);
          return t.worker.terminate();
        }),
      );
    },
  };
}

/**
 * The URL of a task module that sits beside its caller as `<name>.worker.ts`. From source (dev,
 * tests) that file itself (or the tests' build of it: prebuiltThreadModule); in the production bundle, where every caller is dist/server.js, the
 * file build.mjs bundles it to: dist/workers/<name>.worker.js.
 */
export function workerScript(callerUrl: string, name: string): URL {
  if (!callerUrl.endsWith('.ts')) return new URL(`./workers/${name}.worker.js`, callerUrl);
  return prebuiltThreadModule(`workers/${name}.worker.js`) ?? new URL(`./${name}.worker.ts`, callerUrl);
}
