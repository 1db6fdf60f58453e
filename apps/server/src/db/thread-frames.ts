/**
 * The connections to the embedded database's thread share one MessagePort each way: what every
 * connection writes in one turn of the event loop goes as one message of frames (a connection id,
 * a kind and some bytes), and so do the thread's answers. Each message wakes the other thread
 * (a system call, and often a switch of the core to it), so under load one wake-up now carries the
 * queries of several requests, where each query had its own.
 */

/** What a frame carries: wire-protocol bytes, or a connection's opening or end. */
export const FRAME = { data: 0, open: 1, close: 2 } as const;
export type FrameKind = (typeof FRAME)[keyof typeof FRAME];

/** One message: `heads` holds [id, kind, length] per frame; `bytes` their bytes, one after another. */
export type FrameMessage = { heads: number[]; bytes: Uint8Array };

/** Collects frames and posts them as one message when `schedule` runs the flush. */
export class FrameBatch {
  #heads: number[] = [];
  #parts: Uint8Array[] = [];
  #size = 0;
  #scheduled = false;

  constructor(
    private readonly post: (message: FrameMessage, transfer: ArrayBuffer[]) => void,
    private readonly schedule: (flush: () => void) => void = setImmediate,
  ) {}

  add(id: number, kind: FrameKind, bytes?: Uint8Array): void {
    const length = bytes?.length ?? 0;
    this.#heads.push(id, kind, length);
    if (bytes && length > 0) {
      this.#parts.push(bytes);
      this.#size += length;
    }
    if (!this.#scheduled) {
      this.#scheduled = true;
      this.schedule(() => this.flush());
    }
  }

  /** Posts what was added (a buffer of its own, handed over, not copied), if anything. */
  flush(): void {
    this.#scheduled = false;
    if (this.#heads.length === 0) return;
    const bytes = new Uint8Array(this.#size);
    let at = 0;
    for (const part of this.#parts) {
      bytes.set(part, at);
      at += part.length;
    }
    const heads = this.#heads;
    this.#heads = [];
    this.#parts = [];
    this.#size = 0;
    this.post({ heads, bytes }, [bytes.buffer]);
  }
}

/** The frames of a message, in order; each one's bytes are a view of the message's buffer. */
export function* readFrames(message: FrameMessage): Generator<[number, FrameKind, Uint8Array]> {
  const { heads, bytes } = message;
  let at = 0;
  for (let i = 0; i + 2 < heads.length; i += 3) {
    const length = heads[i + 2] ?? 0;
    yield [heads[i] ?? 0, (heads[i + 1] ?? 0) as FrameKind, bytes.subarray(at, at + length)];
    at += length;
  }
}
