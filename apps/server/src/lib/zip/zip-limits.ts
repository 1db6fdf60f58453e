import { inflateRawSync } from 'node:zlib';

/**
 * How much a ZIP archive (XLSX, DOCX) may hold before anything unpacks it. A 5 MB upload can
 * inflate to gigabytes (a "zip bomb"), or hold 100,000 entries whose bookkeeping alone exhausts a
 * parser; these limits refuse both from the archive's own directory, before a byte is inflated.
 */
export type ZipLimits = {
  /** Entries in the archive, directories included. */
  maxEntries: number;
  /** The sum of the entries' uncompressed sizes, in bytes. */
  maxTotalBytes: number;
  /** Uncompressed / compressed of one entry, above which it is refused (deflate's best is ~1,030). */
  maxRatio: number;
  /** Entries smaller than this (uncompressed) are not held to maxRatio: tiny files compress absurdly. */
  ratioFloorBytes: number;
};

export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated: the only two methods Office files use, and the only ones accepted. */
  method: 0 | 8;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

export type ZipRefusal = 'not_zip' | 'too_many_entries' | 'too_large' | 'ratio' | 'unsupported' | 'corrupt';

/** An archive refused by its limits or its structure; `reason` says which, for the caller's message. */
export class ZipLimitError extends Error {
  constructor(
    readonly reason: ZipRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'ZipLimitError';
  }
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const MAX_COMMENT = 0xffff;

/** Where the end-of-central-directory record starts, searched back from the end as readers do. */
function findEndRecord(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = bytes.length - EOCD_SIZE; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === EOCD) return at;
  }
  throw new ZipLimitError('not_zip', 'no end-of-central-directory record');
}

/**
 * The archive's entries as its central directory lists them (the list that XLSX and DOCX readers
 * use). Refused: ZIP64, split archives, encryption, methods other than stored and deflate, bytes
 * before the first entry, and more entries than `maxEntries` (counted before they are read).
 */
export function readZipDirectory(bytes: Buffer, maxEntries: number): ZipEntry[] {
  if (bytes.length < EOCD_SIZE) throw new ZipLimitError('not_zip', 'too short to be a ZIP archive');
  const end = findEndRecord(bytes);
  if (end >= 20 && bytes.readUInt32LE(end - 20) === ZIP64_LOCATOR) {
    throw new ZipLimitError('unsupported', 'ZIP64 archives are not accepted');
  }
  const disk = bytes.readUInt16LE(end + 4);
  const directoryDisk = bytes.readUInt16LE(end + 6);
  const entriesOnDisk = bytes.readUInt16LE(end + 8);
  const total = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  if (total === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    throw new ZipLimitError('unsupported', 'ZIP64 archives are not accepted');
  }
  if (disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== total) {
    throw new ZipLimitError('unsupported', 'split archives are not accepted');
  }
  if (total > maxEntries) throw new ZipLimitError('too_many_entries', `${total} entries`);
  // Readers that find bytes before the archive shift every offset; refusing them keeps one reading.
  if (offset + size !== end) throw new ZipLimitError('corrupt', 'the central directory is not where it says');

  const entries: ZipEntry[] = [];
  let at = offset;
  while (at < end) {
    if (entries.length >= maxEntries)
      throw new ZipLimitError('too_many_entries', `over ${maxEntries} entries`);
    if (at + CENTRAL_SIZE > end || bytes.readUInt32LE(at) !== CENTRAL) {
      throw new ZipLimitError('corrupt', 'a central directory entry is broken');
    }
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const uncompressedSize = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localHeaderOffset = bytes.readUInt32LE(at + 42);
    const next = at + CENTRAL_SIZE + nameLength + extraLength + commentLength;
    if (next > end) throw new ZipLimitError('corrupt', 'a central directory entry is broken');
    if (flags & 0x1) throw new ZipLimitError('unsupported', 'encrypted entries are not accepted');
    if (method !== 0 && method !== 8) throw new ZipLimitError('unsupported', `compression method ${method}`);
    if ([compressedSize, uncompressedSize, localHeaderOffset].includes(0xffffffff)) {
      throw new ZipLimitError('unsupported', 'ZIP64 entries are not accepted');
    }
    const name = bytes.toString('utf8', at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength);
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    at = next;
  }
  if (entries.length !== total) throw new ZipLimitError('corrupt', 'the entry count does not match');
  return entries;
}

/**
 * Refuses an archive whose directory announces too many entries, too many bytes in all, or an
 * entry inflating absurdly much. Cheap (the directory only): run it before anything unpacks.
 * Returns the entries, for checkZipContents.
 */
export function checkZipDirectory(bytes: Buffer, limits: ZipLimits): ZipEntry[] {
  const entries = readZipDirectory(bytes, limits.maxEntries);
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > limits.maxTotalBytes) {
      throw new ZipLimitError('too_large', `over ${limits.maxTotalBytes} bytes uncompressed`);
    }
    if (entry.method === 0 && entry.compressedSize !== entry.uncompressedSize) {
      throw new ZipLimitError('corrupt', `${entry.name}: stored sizes differ`);
    }
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize >= limits.ratioFloorBytes && ratio > limits.maxRatio) {
      throw new ZipLimitError('ratio', `${entry.name} inflates ${Math.round(ratio)} times`);
    }
  }
  return entries;
}

/**
 * Inflates every entry once, keeping none of it, to prove that it holds what the directory says:
 * an archive whose directory understates its sizes (so that it passes checkZipDirectory) stops at
 * the announced size plus one byte, so this costs at most `maxTotalBytes` of inflating, one entry
 * in memory at a time. Run it where a parser would run (a worker).
 */
export function checkZipContents(bytes: Buffer, entries: ZipEntry[]): void {
  for (const entry of entries) {
    const at = entry.localHeaderOffset;
    if (at + LOCAL_SIZE > bytes.length || bytes.readUInt32LE(at) !== LOCAL) {
      throw new ZipLimitError('corrupt', `${entry.name}: no local header`);
    }
    const start = at + LOCAL_SIZE + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const data = bytes.subarray(start, start + entry.compressedSize);
    if (data.length !== entry.compressedSize) throw new ZipLimitError('corrupt', `${entry.name}: cut short`);
    if (entry.method === 0) continue;
    let inflated: number;
    try {
      inflated = inflateRawSync(data, { maxOutputLength: entry.uncompressedSize + 1 }).length;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new ZipLimitError('too_large', `${entry.name} inflates past its announced size`);
      }
      throw new ZipLimitError('corrupt', `${entry.name}: not valid deflate data`);
    }
    if (inflated !== entry.uncompressedSize) {
      throw new ZipLimitError('corrupt', `${entry.name}: inflates to another size than announced`);
    }
  }
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** Whether the bytes start like a ZIP archive (XLSX, DOCX), by content, never by a file name. */
export function looksLikeZip(bytes: Buffer): boolean {
  return ZIP_MAGIC.every((b, i) => bytes[i] === b);
}
