import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import {
  deflatedEntry,
  manyEntriesZip,
  repeatedBytesDeflated,
  unzipEntries,
  zipArchive,
} from '../../lib/zip/zip.fixture.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { firmAdmin, get, multipartFile, upload } from './law-firm.fixture.ts';
import { BULK, CSV, csv, row, XLSX, xlsx } from './member-files.fixture.ts';

const own = messages.team.own;
const MB = 1024 * 1024;

/** A member XLSX whose sheet is replaced by 1 GiB of spaces in about 1 MB, its size told or understated. */
async function gigabyteXlsx(declaredSize = 1024 * MB) {
  const parts = unzipEntries(await xlsx([row()])).map((part) =>
    part.name === 'xl/worksheets/sheet1.xml'
      ? { name: part.name, deflated: repeatedBytesDeflated(1024), uncompressedSize: declaredSize }
      : deflatedEntry(part.name, part.data),
  );
  return zipArchive(parts);
}

describeOnEachDatabase('law-firm bulk import of hostile files', (ctx) => {
  const members = async (token: string) =>
    (await get(ctx().app, '/api/law_firm/get-team-members/', token)).json().team_members.length as number;

  it('refuses a 1 MB XLSX that inflates to 1 GiB, three at a time, with memory staying bounded', async () => {
    const admin = await firmAdmin(ctx());
    const bomb = await gigabyteXlsx();
    expect(bomb.length).toBeLessThan(1.2 * MB);
    const send = () => upload(ctx().app, BULK, multipartFile(bomb, 'members.xlsx', XLSX), admin.token);
    const rss = process.memoryUsage().rss;
    const answers = await Promise.all([send(), send(), send()]);
    expect(process.memoryUsage().rss - rss).toBeLessThan(200 * MB);
    for (const res of answers) {
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'team.file_too_complex', message: own.fileTooComplex });
    }
    expect(await members(admin.token)).toBe(1);
  });

  it('refuses, in the reading thread, bombs whose ZIP directory understates their size (three at once)', async () => {
    const admin = await firmAdmin(ctx());
    const liar = await gigabyteXlsx(64 * 1024);
    const send = () => upload(ctx().app, BULK, multipartFile(liar, 'members.xlsx', XLSX), admin.token);
    const rss = process.memoryUsage().rss;
    const answers = await Promise.all([send(), send(), send()]);
    expect(process.memoryUsage().rss - rss).toBeLessThan(200 * MB);
    for (const res of answers) {
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(own.fileTooComplex);
    }
  });

  it('refuses an archive of 100,000 entries', async () => {
    const admin = await firmAdmin(ctx());
    const many = manyEntriesZip(100_000);
    const res = await upload(ctx().app, BULK, multipartFile(many, 'members.xlsx', XLSX), admin.token);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(own.fileTooComplex);
  });

  it('answers 400 to a multipart body cut off mid-file, and imports nothing', async () => {
    const admin = await firmAdmin(ctx());
    const rows = [row(), row()];
    const whole = multipartFile(csv(rows), 'members.csv', CSV);
    for (const cut of [whole.payload.length - 30, whole.payload.length / 2, 60]) {
      const res = await upload(
        ctx().app,
        BULK,
        { ...whole, payload: whole.payload.subarray(0, Math.floor(cut)) },
        admin.token,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'request.upload_incomplete',
        message: messages.common.uploadIncomplete,
      });
    }
    expect(await members(admin.token)).toBe(1);
  });

  it('reports an XLSX row with a NUL (`_x0000_`) or a broken character as invalid, and imports the rest', async () => {
    const admin = await firmAdmin(ctx());
    const good = [row(), row()];
    const nul = row({ first_name: 'Asha_x0000_' });
    const surrogate = row({ last_name: 'R_xD800_ao' });
    const bytes = await xlsx([good[0] as string[], nul, surrogate, good[1] as string[]]);
    const res = await upload(ctx().app, BULK, multipartFile(bytes, 'members.xlsx', XLSX), admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().summary).toEqual({ total_processed: 4, successful: 2, failed: 2 });
    expect(res.json().errors).toEqual([
      { row: 3, errors: { first_name: own.cellUnsafe } },
      { row: 4, errors: { last_name: own.cellUnsafe } },
    ]);
    expect(res.json().created.map((c: { email: string }) => c.email)).toEqual(good.map((g) => g[3]));
  });

  it('refuses a CSV with 10 MB in one cell as too large; 3 MB in a cell is that row’s error', async () => {
    const admin = await firmAdmin(ctx());
    const huge = csv([row({ first_name: 'A'.repeat(10 * MB) })]);
    const big = await upload(ctx().app, BULK, multipartFile(huge, 'members.csv', CSV), admin.token);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(own.fileTooLarge);

    const other = row();
    const long = csv([row({ last_name: 'B'.repeat(3 * MB) }), other]);
    const res = await upload(ctx().app, BULK, multipartFile(long, 'members.csv', CSV), admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().summary).toEqual({ total_processed: 2, successful: 1, failed: 1 });
    expect(res.json().errors[0]).toEqual({ row: 2, errors: { last_name: 'Must be at most 100 characters' } });
  });

  it('refuses the wrong content: a PNG sent as CSV, and a body that is not multipart', async () => {
    const admin = await firmAdmin(ctx());
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64)]);
    const image = await upload(ctx().app, BULK, multipartFile(png, 'members.csv', CSV), admin.token);
    expect(image.statusCode).toBe(415);
    expect(image.json().message).toBe(own.fileType);
    const pdfBody = await ctx().app.inject({
      method: 'POST',
      url: BULK,
      payload: Buffer.from('%PDF-1.7\n'),
      headers: { 'content-type': 'application/pdf', authorization: `Bearer ${admin.token}` },
    });
    expect(pdfBody.statusCode).toBe(415);
    expect(pdfBody.json().success).toBe(false);
  });
});
