import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipStream } from './zip-stream.ts';

const MB = 1024 * 1024;
const PIECE = 64 * 1024;

/** Bytes that do not compress and that differ from piece to piece: a misplaced piece shows. */
function pieceOf(index: number): Uint8Array {
  const piece = new Uint8Array(PIECE);
  let x = Math.imul(index + 1, 2_654_435_761) >>> 0;
  for (let i = 0; i < PIECE; i++) {
    x = (Math.imul(x, 1_103_515_245) + 12_345) >>> 0;
    piece[i] = x >>> 24;
  }
  return piece;
}

const expected = (pieces: number) => Buffer.concat(Array.from({ length: pieces }, (_, i) => pieceOf(i)));

/** A stored file as its stream gives it, counting what was read of it and seeing it closed. */
function source(pieces: number) {
  const seen = { read: 0, closed: false };
  let closed: () => void = () => {};
  const whenClosed = new Promise<void>((resolve) => {
    closed = resolve;
  });
  async function* read(): AsyncGenerator<Uint8Array> {
    try {
      for (let i = 0; i < pieces; i++) {
        seen.read += PIECE;
        yield pieceOf(i);
      }
    } finally {
      seen.closed = true;
      closed();
    }
  }
  return { data: read(), seen, whenClosed };
}

describe('the streamed zip', () => {
  it('reads a streamed entry no further ahead of the reader than a few pieces, and zips it whole', async () => {
    const big = source(256); // 16 MB
    const out = zipStream(
      (async function* () {
        yield { name: 'case-package.json', data: new TextEncoder().encode('{"a":1}'), compress: true };
        yield { name: 'Case files/1 big.pdf', data: big.data, compress: false };
      })(),
    );
    const chunks: Buffer[] = [];
    let taken = 0;
    let ahead = 0;
    for await (const chunk of out as AsyncIterable<Buffer>) {
      // Read from the file but not yet taken by the reader before this chunk (the chunk included).
      ahead = Math.max(ahead, big.seen.read - taken);
      chunks.push(chunk);
      taken += chunk.length;
    }
    // Held at once: the piece being zipped and what the stream's buffers take, not the file.
    expect(ahead).toBeLessThan(4 * PIECE);
    expect(big.seen.closed).toBe(true);
    const entries = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    expect(Object.keys(entries)).toEqual(['case-package.json', 'Case files/1 big.pdf']);
    expect(new TextDecoder().decode(entries['case-package.json'])).toBe('{"a":1}');
    expect(Buffer.from(entries['Case files/1 big.pdf'] ?? []).equals(expected(256))).toBe(true);
    expect(taken).toBeGreaterThan(16 * MB);
  });

  it('closes the entry being read, and produces no other, when the reader goes away', async () => {
    const big = source(1_000);
    let asked = 0;
    const out = zipStream(
      (async function* () {
        asked++;
        yield { name: 'big.pdf', data: big.data, compress: false };
        asked++;
        yield { name: 'after.pdf', data: new Uint8Array(10), compress: false };
      })(),
    );
    let taken = 0;
    for await (const chunk of out as AsyncIterable<Buffer>) {
      taken += chunk.length;
      if (taken > MB) break; // leaving the loop destroys the stream, as a dropped download does
    }
    await big.whenClosed;
    expect(big.seen.read).toBeLessThan(2 * MB);
    expect(asked).toBe(1);
  });

  it('fails the archive when an entry cannot be read to its end', async () => {
    async function* broken(): AsyncGenerator<Uint8Array> {
      yield pieceOf(0);
      throw new Error('storage went away');
    }
    const out = zipStream(
      (async function* () {
        yield { name: 'broken.pdf', data: broken(), compress: false };
      })(),
    );
    await expect(out.toArray()).rejects.toThrow('storage went away');
  });
});
