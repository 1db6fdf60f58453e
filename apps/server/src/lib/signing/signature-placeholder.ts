import { createHash } from 'node:crypto';

export type ByteRange = readonly [number, number, number, number];

export interface Placeholder {
  readonly byteRange: ByteRange;
  /** Offset of the first hex digit inside /Contents < … >. */
  readonly contentsStart: number;
  /** Room for hex digits (twice the bytes reserved). */
  readonly contentsLength: number;
}

/**
 * Fills the /ByteRange of the signature dictionary that lies in `pdf[start, end)` with the offsets
 * around its /Contents hex string, in place and at the same width, so no other offset moves.
 */
export function fillByteRange(pdf: Buffer, start: number, end: number): Placeholder {
  const region = pdf.subarray(start, end).toString('latin1');
  const rangeAt = region.indexOf('/ByteRange [');
  const contentsAt = region.indexOf('/Contents <');
  if (rangeAt < 0 || contentsAt < 0) throw new Error('The signature dictionary has no placeholder to fill.');
  const open = start + contentsAt + '/Contents '.length;
  const close = pdf.indexOf('>', open);
  const byteRange: ByteRange = [0, open, close + 1, pdf.length - (close + 1)];

  const listStart = start + rangeAt + '/ByteRange ['.length;
  const listEnd = pdf.indexOf(']', listStart);
  const width = listEnd - listStart;
  const text = ` ${byteRange.join(' ')}`.padEnd(width, ' ');
  if (text.length > width) throw new Error('The /ByteRange placeholder is too small for this file.');
  pdf.write(text, listStart, 'latin1');
  return { byteRange, contentsStart: open + 1, contentsLength: close - open - 1 };
}

/** Reads back the newest signature's placeholder (the last /ByteRange in the file). */
export function findLastPlaceholder(pdf: Buffer): Placeholder {
  const at = pdf.lastIndexOf('/ByteRange [');
  if (at < 0) throw new Error('The PDF has no signature placeholder.');
  const listEnd = pdf.indexOf(']', at);
  const numbers = pdf
    .subarray(at + '/ByteRange ['.length, listEnd)
    .toString('latin1')
    .trim()
    .split(/\s+/)
    .map(Number);
  const [a, b, c, d] = numbers;
  if (numbers.length !== 4 || a !== 0 || b === undefined || c === undefined || d === undefined) {
    throw new Error('The signature placeholder has a malformed /ByteRange.');
  }
  if (c + d !== pdf.length || pdf[b] !== 0x3c || pdf[c - 1] !== 0x3e) {
    throw new Error('The PDF was changed after it was prepared for signing; prepare it again.');
  }
  return { byteRange: [a, b, c, d], contentsStart: b + 1, contentsLength: c - b - 2 };
}

export function byteRangeDigest(pdf: Buffer, byteRange: ByteRange): Buffer {
  const [a, b, c, d] = byteRange;
  return createHash('sha256')
    .update(pdf.subarray(a, a + b))
    .update(pdf.subarray(c, c + d))
    .digest();
}

/** Writes the CMS into /Contents as upper-case hex, zero-padded to the reserved width. */
export function embedCms(pdf: Buffer, placeholder: Placeholder, cmsDer: Buffer): Buffer {
  const hex = cmsDer.toString('hex').toUpperCase();
  if (hex.length > placeholder.contentsLength) {
    throw new Error(
      `The signature (${cmsDer.length} bytes) does not fit the ${placeholder.contentsLength / 2} bytes reserved for it.`,
    );
  }
  const output = Buffer.from(pdf);
  output.write(hex.padEnd(placeholder.contentsLength, '0'), placeholder.contentsStart, 'latin1');
  return output;
}
