import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export type ZipStreamEntry = {
  /** The entry's path inside the archive (folders with '/'). */
  name: string;
  /** The bytes, whole (a small generated document) or as they are read (a stored file's stream). */
  data: Uint8Array | AsyncIterable<Uint8Array>;
  /** Deflate it (text, DOCX XML); stored as is otherwise (PDFs, already compressed). */
  compress: boolean;
};

const CHUNK = 64 * 1024;

/** The entry's bytes in pieces of at most 64 KB, read only as they are asked for. */
async function* piecesOf(data: ZipStreamEntry['data']): AsyncGenerator<Uint8Array> {
  const sources = data instanceof Uint8Array ? [data] : data;
  for await (const source of sources) {
    for (let at = 0; at < source.length; at += CHUNK) yield source.subarray(at, at + CHUNK);
  }
}

/**
 * A ZIP archive written as a stream while its entries are produced: each entry's bytes go out in
 * pieces of at most 64 KB as they are zipped, and the next piece is read (from the entry's stream,
 * e.g. a stored file) only once the reader has taken the last, so memory stays bounded whatever
 * the size of the files: a whole entry is held only when it was given whole. `entries` may produce
 * each entry when asked for it. When the reader goes away the entry being read is closed.
 */
export function zipStream(entries: AsyncIterable<ZipStreamEntry>): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    if (out.destroyed) return;
    out.write(chunk);
    if (final) out.end();
  });
  /** Waits while the reader is behind; false once it went away (nothing will drain then). */
  const readerKeepsUp = () =>
    new Promise<boolean>((resolve) => {
      if (out.destroyed || !out.writableNeedDrain) {
        resolve(!out.destroyed);
        return;
      }
      const go = () => {
        out.off('drain', go);
        out.off('close', go);
        resolve(!out.destroyed);
      };
      out.on('drain', go);
      out.on('close', go);
    });
  void (async () => {
    for await (const entry of entries) {
      if (out.destroyed) return;
      const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
      zip.add(file);
      for await (const piece of piecesOf(entry.data)) {
        file.push(piece);
        // Leaving the loop closes the entry's stream.
        if (!(await readerKeepsUp())) return;
      }
      file.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** A name safe as one path segment of an archive entry: no slashes, no dot-dot, not empty. */
export function safeEntryName(name: string, fallback: string): string {
  const cleaned = name
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\.{2,}/g, '.')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return cleaned === '' || cleaned === '.' ? fallback : cleaned;
}
