import { IQ_MAX_FILE_BYTES } from '../api/iq.ts';
import { messages } from '../messages.ts';

const a = messages.analysis;

/** What a contract file for LeXi IQ is, judged by its content: a PDF or a Word (DOCX) file. */
export type ContractFileKind = 'pdf' | 'docx';

/**
 * The kind of a contract file by its first bytes: a PDF has `%PDF-` within its first kilobyte (as
 * readers accept), a DOCX is a ZIP archive (`PK\x03\x04`). Null for anything else.
 */
export function contractFileKindOf(head: Uint8Array): ContractFileKind | null {
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return 'docx';
  const start = String.fromCharCode(...head.subarray(0, 1024));
  return start.includes('%PDF-') ? 'pdf' : null;
}

/**
 * Why a chosen contract file cannot be analysed, or null: empty, larger than 20 MB, or neither a PDF
 * nor a DOCX by content. The browser checks before uploading; the server checks again.
 */
export function contractFileProblem(file: { size: number }, head: Uint8Array): string | null {
  if (file.size === 0) return a.texts.emptyFile;
  if (file.size > IQ_MAX_FILE_BYTES) return a.own.fileTooLarge;
  return contractFileKindOf(head) === null ? a.own.unsupportedFile : null;
}
