import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  deflatedEntry,
  manyEntriesZip,
  repeatedBytesDeflated,
  unzipEntries,
  zipArchive,
} from './zip.fixture.ts';
import { checkZipContents, checkZipDirectory, ZipLimitError, type ZipLimits } from './zip-limits.ts';

const limits: ZipLimits = {
  maxEntries: 1_000,
  maxTotalBytes: 50 * 1024 * 1024,
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
};

function refusal(run: () => unknown): ZipLimitError['reason'] | 'accepted' {
  try {
    run();
    return 'accepted';
  } catch (error) {
    if (error instanceof ZipLimitError) return error.reason;
    throw error;
  }
}

async function realXlsx() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Members');
  for (let i = 0; i < 200; i++) sheet.addRow(['Asha', 'Rao', `asha_${i}`, `asha.${i}@example.in`]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The XLSX with its sheet replaced by 1 GiB of spaces squeezed into about 1 MB. */
async function gigabyteXlsx(declaredSize?: number) {
  const parts = unzipEntries(await realXlsx()).map((part) =>
    part.name === 'xl/worksheets/sheet1.xml'
      ? {
          name: part.name,
          deflated: repeatedBytesDeflated(1024),
          uncompressedSize: declaredSize ?? 1024 ** 3,
        }
      : deflatedEntry(part.name, part.data),
  );
  return zipArchive(parts);
}

describe('ZIP limits', () => {
  it('accept a real XLSX, directory and contents', async () => {
    const bytes = await realXlsx();
    const entries = checkZipDirectory(bytes, limits);
    expect(entries.map((e) => e.name)).toContain('xl/worksheets/sheet1.xml');
    expect(() => checkZipContents(bytes, entries)).not.toThrow();
  });

  it('refuse a 1 MB XLSX that inflates to 1 GiB from its directory alone', async () => {
    const bomb = await gigabyteXlsx();
    expect(bomb.length).toBeLessThan(1.2 * 1024 * 1024);
    expect(refusal(() => checkZipDirectory(bomb, limits))).toBe('too_large');
  });

  it('refuse an entry that inflates absurdly, even within the total', () => {
    const zeros = deflatedEntry('xl/worksheets/sheet1.xml', Buffer.alloc(10 * 1024 * 1024));
    expect(refusal(() => checkZipDirectory(zipArchive([zeros]), limits))).toBe('ratio');
  });

  it('refuse, by inflating no further than announced, a bomb whose directory lies about its size', async () => {
    const liar = await gigabyteXlsx(8 * 1024);
    const entries = checkZipDirectory(liar, limits);
    const before = process.memoryUsage().rss;
    expect(refusal(() => checkZipContents(liar, entries))).toBe('too_large');
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
  });

  it('refuse 100,000 entries, whether the end record counts them or lies', () => {
    const many = manyEntriesZip(100_000);
    expect(many.length).toBeLessThan(5 * 1024 * 1024);
    expect(refusal(() => checkZipDirectory(many, limits))).toBe('too_many_entries');
    const lying = Buffer.from(many);
    lying.writeUInt16LE(10, lying.length - 14);
    lying.writeUInt16LE(10, lying.length - 12);
    expect(refusal(() => checkZipDirectory(lying, limits))).toBe('too_many_entries');
  });

  it('refuse what is not a plain ZIP archive: garbage, cut short, encrypted, ZIP64', async () => {
    const good = await realXlsx();
    expect(refusal(() => checkZipDirectory(Buffer.from('PK\u0003\u0004 and then nothing'), limits))).toBe(
      'not_zip',
    );
    expect(refusal(() => checkZipDirectory(good.subarray(0, good.length - 30), limits))).not.toBe('accepted');
    const encrypted = zipArchive([deflatedEntry('a.xml', '<a/>')]);
    const central = encrypted.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    encrypted.writeUInt16LE(1, central + 8);
    expect(refusal(() => checkZipDirectory(encrypted, limits))).toBe('unsupported');
    const zip64 = zipArchive([deflatedEntry('a.xml', '<a/>')]);
    zip64.writeUInt16LE(0xffff, zip64.length - 12);
    expect(refusal(() => checkZipDirectory(zip64, limits))).toBe('unsupported');
  });
});
