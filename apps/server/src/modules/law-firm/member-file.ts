import { BULK_MAX_BYTES, BULK_MAX_ROWS } from '@lexi/shared/validation/team';
import ExcelJS from 'exceljs';
import { parseCsv } from '../../lib/text/csv.ts';
import {
  checkZipContents,
  checkZipDirectory,
  looksLikeZip,
  ZipLimitError,
  type ZipLimits,
} from '../../lib/zip/zip-limits.ts';
import { teamErrors } from './law-firm.errors.ts';

/** A member list as read from an upload: the header's names and each data row with its row number. */
export type MemberTable = { header: string[]; rows: { row: number; cells: string[] }[] };

/**
 * What an XLSX member list may unpack to. The template filled with 1,000 members is 43 KB holding
 * 16 parts and 0.5 MB of XML, its largest part compressed 10 to 16 times: these limits leave room for
 * any spreadsheet program's extras and refuse a zip bomb before it is unpacked.
 */
export const XLSX_LIMITS: ZipLimits = {
  maxEntries: 1_000,
  maxTotalBytes: 50 * 1024 * 1024,
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
};

/** The team's answer to an archive refused by its limits (413) or by its structure (not an XLSX). */
export function zipRefusal(error: ZipLimitError) {
  return ['too_many_entries', 'too_large', 'ratio'].includes(error.reason)
    ? teamErrors.fileTooComplex()
    : teamErrors.fileType();
}

/**
 * Reads a CSV or XLSX member list, told apart by content (an XLSX file is a ZIP archive; a CSV file
 * is UTF-8 text without NUL bytes), never by the file's name. Blank rows are skipped. This is the
 * work of a worker thread (member-file.worker.ts); read-member-file.ts sends it there.
 */
export async function parseMemberFile(bytes: Buffer): Promise<MemberTable> {
  if (bytes.length === 0) throw teamErrors.fileEmpty();
  if (bytes.length > BULK_MAX_BYTES) throw teamErrors.fileTooLarge();
  const lines = looksLikeZip(bytes) ? await readXlsx(bytes) : readCsv(bytes);
  const [header = [], ...rest] = lines;
  const rows = rest
    .map((cells, i) => ({ row: i + 2, cells }))
    .filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (rows.length === 0) throw teamErrors.fileEmpty();
  if (rows.length > BULK_MAX_ROWS) throw teamErrors.tooManyRows();
  return { header: header.map((h) => h.trim().toLowerCase()), rows };
}

function readCsv(bytes: Buffer): string[][] {
  if (bytes.includes(0)) throw teamErrors.fileType();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw teamErrors.fileType();
  }
  return parseCsv(text.replace(/^\uFEFF/, ''));
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  try {
    // The directory was checked before the file came here; now prove it told the truth.
    checkZipContents(bytes, checkZipDirectory(bytes, XLSX_LIMITS));
  } catch (error) {
    if (error instanceof ZipLimitError) throw zipRefusal(error);
    throw error;
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw teamErrors.fileType();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw teamErrors.fileType();
  // Checked before reading cells, so that a huge sheet costs nothing more.
  if (sheet.actualRowCount > BULK_MAX_ROWS + 1) throw teamErrors.tooManyRows();
  const lines: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cell.text ?? '';
    });
    lines[number - 1] = Array.from(cells, (c) => c ?? '');
  });
  return Array.from(lines, (l) => l ?? []);
}
