import { BULK_COLUMNS } from '@lexi/shared/validation/team';
import ExcelJS from 'exceljs';
import { newPerson } from '../../test/account-fixtures.ts';

/** Member files for the bulk-import tests, made the way people make them (a spreadsheet, a CSV). */
export const BULK = '/api/law_firm/team-member/bulk-create/';
export const HEADER: string[] = [...BULK_COLUMNS];
export const CSV = 'text/csv';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A row of a new person, in the template's column order. */
export function row(overrides: Record<string, string> = {}): string[] {
  const p = { ...newPerson(), role: 'lawyer', ...overrides } as Record<string, string>;
  return HEADER.map((h) => p[h] ?? '');
}

export const csv = (rows: string[][]) =>
  Buffer.from(
    [HEADER, ...rows]
      .map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
      .join('\r\n'),
  );

export async function xlsx(rows: (string | number)[][]) {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Members');
  sheet.addRow(HEADER);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
