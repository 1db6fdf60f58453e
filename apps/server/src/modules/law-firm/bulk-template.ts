import { BULK_COLUMNS } from '@lexi/shared/validation/team';
import ExcelJS from 'exceljs';

const EXAMPLE = [
  'Priya',
  'Menon',
  'priya.menon',
  'priya.menon@example.in',
  '9876543210',
  'India',
  '+91',
  'lawyer',
];

/** The bulk-import template: the columns, and one example row to overwrite. */
export function memberTemplateCsv(): string {
  return `${BULK_COLUMNS.join(',')}\r\n${EXAMPLE.join(',')}\r\n`;
}

export async function memberTemplateXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Members');
  sheet.columns = BULK_COLUMNS.map((key) => ({ header: key, key, width: 22, style: { numFmt: '@' } }));
  sheet.addRow(EXAMPLE);
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
