import { constants, deflateRawSync, inflateRawSync } from 'node:zlib';
import { readZipDirectory } from './zip-limits.ts';

/**
 * ZIP archives written by hand for tests, so that they can say what a hostile archive says: sizes
 * that lie, 100,000 entries, a gigabyte squeezed into a megabyte.
 */
export type FixtureEntry = {
  name: string;
  /** Raw deflate data as it goes into the archive (method 8). */
  deflated: Buffer;
  /** The true uncompressed size, or a false one (a lying directory). */
  uncompressedSize: number;
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function deflatedEntry(name: string, data: Buffer | string): FixtureEntry {
  const bytes = Buffer.from(data);
  return { name, deflated: deflateRawSync(bytes, { level: 9 }), uncompressedSize: bytes.length };
}

/**
 * `megabytes` MiB of one repeated byte as raw deflate, built without inflating or deflating it
 * whole: one full-flushed 1 MiB block (about 1 KB) repeated, then an empty final block. 1,024 MiB
 * is about 1 MB of data.
 */
export function repeatedBytesDeflated(megabytes: number, byte = 0x20): Buffer {
  const block = deflateRawSync(Buffer.alloc(1 << 20, byte), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  return Buffer.concat([...Array<Buffer>(megabytes).fill(block), Buffer.from([0x03, 0x00])]);
}

function localHeader(entry: FixtureEntry, crc: number): Buffer {
  const name = Buffer.from(entry.name);
  const head = Buffer.alloc(30);
  head.writeUInt32LE(0x04034b50, 0);
  head.writeUInt16LE(20, 4);
  head.writeUInt16LE(8, 8);
  head.writeUInt16LE(0x21, 12);
  head.writeUInt32LE(crc, 14);
  head.writeUInt32LE(entry.deflated.length, 18);
  head.writeUInt32LE(entry.uncompressedSize, 22);
  head.writeUInt16LE(name.length, 26);
  return Buffer.concat([head, name]);
}

function centralRecord(entry: FixtureEntry, crc: number, offset: number): Buffer {
  const name = Buffer.from(entry.name);
  const record = Buffer.alloc(46);
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE(20, 4);
  record.writeUInt16LE(20, 6);
  record.writeUInt16LE(8, 10);
  record.writeUInt16LE(0x21, 14);
  record.writeUInt32LE(crc, 16);
  record.writeUInt32LE(entry.deflated.length, 20);
  record.writeUInt32LE(entry.uncompressedSize, 24);
  record.writeUInt16LE(name.length, 28);
  record.writeUInt32LE(offset, 42);
  return Buffer.concat([record, name]);
}

function endRecord(count: number, directorySize: number, directoryOffset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count & 0xffff, 8);
  end.writeUInt16LE(count & 0xffff, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return end;
}

/** An archive of these entries (CRCs of the data as stored; no reader here checks them). */
export function zipArchive(entries: FixtureEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const crc = crc32(entry.deflated);
    const local = Buffer.concat([localHeader(entry, crc), entry.deflated]);
    centrals.push(centralRecord(entry, crc, offset));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  return Buffer.concat([...locals, directory, endRecord(entries.length, directory.length, offset)]);
}

/**
 * An archive whose directory lists `count` entries, all pointing at one small stored-as-deflate
 * file (so that 100,000 entries fit in under 5 MB). The end record counts modulo 65,536, as
 * writers without ZIP64 do.
 */
export function manyEntriesZip(count: number): Buffer {
  const entry = deflatedEntry('a', '');
  const crc = crc32(entry.deflated);
  const local = Buffer.concat([localHeader(entry, crc), entry.deflated]);
  const record = centralRecord(entry, crc, 0);
  const directory = Buffer.concat(Array<Buffer>(count).fill(record));
  return Buffer.concat([local, directory, endRecord(count, directory.length, local.length)]);
}

/** The entries of an archive (for rebuilding a real XLSX with one part replaced). */
export function unzipEntries(bytes: Buffer): { name: string; data: Buffer }[] {
  return readZipDirectory(bytes, 10_000).map((entry) => {
    const at = entry.localHeaderOffset;
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const raw = bytes.subarray(start, start + entry.compressedSize);
    return { name: entry.name, data: entry.method === 8 ? inflateRawSync(raw) : Buffer.from(raw) };
  });
}
