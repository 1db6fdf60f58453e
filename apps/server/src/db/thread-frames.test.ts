import { describe, expect, it } from 'vitest';
import { FRAME, FrameBatch, type FrameMessage, readFrames } from './thread-frames.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (view: Uint8Array) => new TextDecoder().decode(view);

describe('frames of several connections in one message', () => {
  it('posts everything added before the flush as one message, read back in order', () => {
    const posted: FrameMessage[] = [];
    const flushes: (() => void)[] = [];
    const batch = new FrameBatch(
      (message) => posted.push(message),
      (flush) => flushes.push(flush),
    );
    batch.add(1, FRAME.open);
    batch.add(1, FRAME.data, bytes('select 1'));
    batch.add(2, FRAME.data, bytes('select 22'));
    batch.add(1, FRAME.close);
    // One flush is scheduled for the whole turn, and nothing is posted before it runs.
    expect(flushes).toHaveLength(1);
    expect(posted).toHaveLength(0);
    flushes[0]?.();
    expect(posted).toHaveLength(1);
    const frames = [...readFrames(posted[0] as FrameMessage)].map(([id, kind, view]) => [
      id,
      kind,
      text(view),
    ]);
    expect(frames).toEqual([
      [1, FRAME.open, ''],
      [1, FRAME.data, 'select 1'],
      [2, FRAME.data, 'select 22'],
      [1, FRAME.close, ''],
    ]);
  });

  it('hands its buffer over and starts afresh: a later frame goes in a new message', () => {
    const posted: { message: FrameMessage; transfer: ArrayBuffer[] }[] = [];
    const flushes: (() => void)[] = [];
    const batch = new FrameBatch(
      (message, transfer) => posted.push({ message, transfer }),
      (flush) => flushes.push(flush),
    );
    batch.add(7, FRAME.data, bytes('abc'));
    flushes.shift()?.();
    batch.add(7, FRAME.data, bytes('de'));
    expect(flushes).toHaveLength(1);
    flushes.shift()?.();
    expect(posted.map((p) => text(p.message.bytes))).toEqual(['abc', 'de']);
    expect(posted[0]?.transfer).toEqual([posted[0]?.message.bytes.buffer]);
  });

  it('posts nothing when nothing was added', () => {
    const posted: FrameMessage[] = [];
    const batch = new FrameBatch((message) => posted.push(message));
    batch.flush();
    expect(posted).toEqual([]);
  });
});
