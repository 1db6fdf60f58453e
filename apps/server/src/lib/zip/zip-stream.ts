import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export type ZipStreamEntry = {
  /** The entry's path inside the archive (folders with '/'). */
  name: string;
  data: Uint8Array;
  /** Deflate it (text, DOCX XML); stored as is otherwise (PDFs, already compressed). */
  compress: boolean;
};

const CHUNK = 64 * 1024;

/**
 * A ZIP archive written as a stream while its entries are produced: each entry's bytes go out in
 * 64 KB pieces as they are zipped, waiting while the reader is behind, so the archive is never
 * held whole in memory (one entry at a time is). `entries` may load each file when asked for it.
 */
export function zipStream(entries: AsyncIterable<ZipStreamEntry>): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const drained = async () => {
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  void (async () => {
    for await (const entry of entries) {
      if (out.destroyed) return;
      const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
      zip.add(file);
      if (entry.data.length === 0) file.push(new Uint8Array(0), true);
      for (let at = 0; at < entry.data.length; at += CHUNK) {
        file.push(entry.data.subarray(at, at + CHUNK), at + CHUNK >= entry.data.length);
        await drained();
      }
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
