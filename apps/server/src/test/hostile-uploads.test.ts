import { randomBytes } from 'node:crypto';
import { messages } from '@lexi/shared/messages';
import { hasUnstorableText } from '@lexi/shared/validation/safe-text';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { activeContentPdfs } from '../lib/pdf/active-content.fixture.ts';
import { makeTestPdf } from '../lib/pdf/test-pdfs.fixture.ts';
import { userWithDraft } from '../modules/contracts/contracts.fixture.ts';
import { uploadTestPdf } from '../modules/emohar/emohar.fixture.ts';
import { multipartFile, upload } from '../modules/law-firm/law-firm.fixture.ts';
import { post, signedInUser } from './account-fixtures.ts';
import { describeOnEachDatabase } from './test-app.ts';

/**
 * Hostile files for every upload: each JSON upload (e-mohar upload, new file on add_details and
 * for_self_add_details, verify, the contract's final PDF) and the members import (multipart) gets
 * garbage, a wrong kind of file, a truncated or empty one, base64 that is not, a body over the limit,
 * PDFs with active content (scripts, launch actions, embedded files, rich media), and file names
 * with a NUL, emoji, path separators. Each is refused with a clear 4xx (or accepted with a clean
 * name), never a server error. XLSX bombs are the law-firm suite's own.
 */

const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');

/** The hostile contents, as the base64 text a JSON upload carries. */
async function hostileContents() {
  const pdf = await makeTestPdf({ pages: 1 });
  const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), randomBytes(512)]);
  return {
    empty: '',
    'garbage bytes': b64(randomBytes(4096)),
    'a PNG': b64(png),
    'a ZIP archive': b64(Buffer.concat([Buffer.from('PK\u0003\u0004'), randomBytes(1024)])),
    'an HTML page with a script': b64('<html><script>alert(1)</script></html>'),
    'a PDF header alone': b64('%PDF-1.7\n'),
    'half a PDF': b64(pdf.subarray(0, Math.floor(pdf.length / 2))),
    'a PDF with its start cut off': b64(pdf.subarray(64)),
    'text that is not base64': '!!!! this is not base64 ~~~~',
    'a data URL of garbage': 'data:application/pdf;base64,@@@@',
    'base64 broken into lines': b64(pdf).replace(/.{76}/g, '$&\n'),
    'a NUL inside base64': `${b64(pdf).slice(0, 100)}\u0000${b64(pdf).slice(100)}`,
    'half an emoji inside base64': `${b64(pdf).slice(0, 100)}\uD83D${b64(pdf).slice(100)}`,
  };
}

const HOSTILE_NAMES = [
  'deed\u0000.pdf',
  '😀'.repeat(128),
  `${'a'.repeat(254)}😀`,
  `${'😀'.repeat(127)}\uD83D.pdf`,
  '../../etc/passwd.pdf',
  'C:\\Users\\asha\\deed.pdf',
  '/',
  '   ',
  '\u202Efdp.exe',
  'a'.repeat(5_000),
];

/** A refusal as the API answers every one: a 4xx with success: false and a sentence. */
function expectClearRefusal(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, what).toBeLessThan(500);
  const body = res.json() as { success: unknown; message: unknown };
  expect(body.success, what).toBe(false);
  expect(typeof body.message === 'string' && body.message.length > 0, what).toBe(true);
}

/** Either a clear refusal or a success; never a server error. */
function expectNoServerError(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  if (res.statusCode >= 400) expectClearRefusal(res, what);
}

describeOnEachDatabase('hostile files for every upload', (ctx) => {
  let contents: Awaited<ReturnType<typeof hostileContents>>;
  let owner: Awaited<ReturnType<typeof userWithDraft>>;
  beforeAll(async () => {
    contents = await hostileContents();
    owner = await userWithDraft(ctx());
  });

  /** Each JSON upload of a PDF, with its body around the base64 content. */
  const jsonUploads = (
    recordId: string,
  ): { url: string; body: (content: string) => Record<string, unknown> }[] => [
    {
      url: '/api/e_mohar/upload',
      body: (c) => ({ file_content: c, file_name: 'deed.pdf', party: 'single' }),
    },
    {
      url: '/api/e_mohar/add_details',
      body: (c) => ({
        id: recordId,
        contractType: 'Lease',
        expiryDate: '2030-01-31',
        counterpartyName: 'Vikram Shah',
        base64String: c,
      }),
    },
    {
      url: '/api/e_mohar/for_self_add_details',
      body: (c) => ({ id: recordId, contractType: 'Lease', expiryDate: '2030-01-31', base64String: c }),
    },
    { url: '/api/e_mohar/verify', body: (c) => ({ id: recordId, file_content: c }) },
    {
      url: '/api/upload_pdf_to_ai_contract',
      body: (c) => ({ contract_id: owner.contractId, type: 'draft', pdf_base64: c }),
    },
  ];

  it('refuses every hostile content on each JSON upload with a clear 4xx', async () => {
    const { app } = ctx();
    const { record } = await uploadTestPdf(ctx(), owner.token, { party: 'multi' });
    const uploads = jsonUploads(record.id);
    for (const { url, body } of uploads) {
      for (const [name, content] of Object.entries(contents)) {
        const res = await post(app, url, body(content), owner.token);
        if (name === 'base64 broken into lines') expectNoServerError(res, `${url}: ${name}`);
        else if (url === '/api/e_mohar/verify' && res.statusCode === 200) {
          // Verification answers whether the file is the sealed one: never for these.
          expect(res.json().matches, `${url}: ${name}`).toBe(false);
        } else expectClearRefusal(res, `${url}: ${name}`);
      }
    }
  });

  it('refuses PDFs with scripts, launch actions, embedded files or rich media on every PDF upload', async () => {
    const { app } = ctx();
    const { record } = await uploadTestPdf(ctx(), owner.token, { party: 'multi' });
    const pdfs = await activeContentPdfs();
    for (const { url, body } of jsonUploads(record.id).filter((u) => u.url !== '/api/e_mohar/verify')) {
      for (const [name, pdf] of Object.entries(pdfs)) {
        // The contract's final PDF is stored (and checked) only as its translated rendering.
        const extra = url === '/api/upload_pdf_to_ai_contract' ? { is_translated: true } : {};
        const res = await post(app, url, { ...body(b64(pdf)), ...extra }, owner.token);
        expect(res.statusCode, `${url}: ${name}`).toBe(400);
        expect(res.json().message, `${url}: ${name}`).toBe(messages.common.pdfActiveContent);
      }
    }
  });

  it('refuses a body over the upload limit with the size sentence, on each JSON upload', async () => {
    const { app } = ctx();
    // A 40 MB JSON body, over every JSON upload's limit (verify's included), made once as the bytes
    // a client sends: JSON.stringify of a 56 MB object on each call filled the shared worker's heap
    // (2 GB kept for the rest of the run) and took the test past its timeout in the full suite.
    const huge = Buffer.alloc(40 * 1024 * 1024, 'A');
    huge.write('{"id":"x","file_content":"', 0);
    huge.write('"}', huge.length - 2);
    for (const url of ['/api/e_mohar/upload', '/api/e_mohar/verify', '/api/upload_pdf_to_ai_contract']) {
      const res = await app.inject({
        method: 'POST',
        url,
        payload: huge,
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      });
      expectClearRefusal(res, url);
      expect(res.statusCode, url).toBe(413);
    }
  });

  it('stores a real PDF under a clean name whatever its file name, or refuses the name clearly', async () => {
    const { app } = ctx();
    const pdf = b64(await makeTestPdf({ pages: 1 }));
    for (const fileName of HOSTILE_NAMES) {
      const what = `file name ${JSON.stringify(fileName.slice(0, 40))}`;
      const res = await post(
        app,
        '/api/e_mohar/upload',
        { file_content: pdf, file_name: fileName },
        owner.token,
      );
      expectNoServerError(res, what);
      if (res.statusCode !== 200) continue;
      const stored = String(res.json().record_dict.file_name);
      expect(hasUnstorableText(stored), what).toBe(false);
      expect(stored, what).not.toMatch(/[\\/]/);
      expect([...stored].length, what).toBeLessThanOrEqual(255);
      expect(stored.trim(), what).not.toBe('');
    }
    const nul = await post(
      app,
      '/api/e_mohar/upload',
      { file_content: pdf, file_name: 'a\u0000.pdf' },
      owner.token,
    );
    expect(nul.json().message).toBe(messages.common.unsafeText);
    const emoji = await post(
      app,
      '/api/e_mohar/upload',
      { file_content: pdf, file_name: '😀'.repeat(128) },
      owner.token,
    );
    expect(emoji.json().record_dict.file_name).toBe('😀'.repeat(128));
  });

  it('refuses every hostile file on the members import, whatever its name, with a clear 4xx', async () => {
    const { app } = ctx();
    const admin = await signedInUser(ctx(), { account_type: 'law_firm' });
    const url = '/api/law_firm/team-member/bulk-create/';
    const template = await app.inject({
      url: '/api/law_firm/team-member/bulk-template/?format=xlsx',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const xlsx = template.rawPayload;
    const files: [string, Buffer, string, string][] = [
      ['empty', Buffer.alloc(0), 'members.csv', 'text/csv'],
      ['garbage bytes', randomBytes(4096), 'members.csv', 'text/csv'],
      ['garbage named .xlsx', randomBytes(4096), 'members.xlsx', 'application/octet-stream'],
      ['a PNG named .xlsx', Buffer.from(contents['a PNG'], 'base64'), 'members.xlsx', 'image/png'],
      [
        'a ZIP that is no workbook',
        Buffer.from(contents['a ZIP archive'], 'base64'),
        'members.xlsx',
        'application/zip',
      ],
      [
        'half a workbook',
        xlsx.subarray(0, Math.floor(xlsx.length / 2)),
        'members.xlsx',
        'application/octet-stream',
      ],
      [
        'a CSV with NUL cells',
        Buffer.from('first_name,last_name\nAs\u0000ha,Rao\n'),
        'members.csv',
        'text/csv',
      ],
      [
        'a CSV of invalid UTF-8',
        Buffer.from('first_name\n\xed\xa0\x80\xff\xfe\n', 'latin1'),
        'members.csv',
        'text/csv',
      ],
    ];
    for (const [name, bytes, fileName, type] of files) {
      expectNoServerError(await upload(app, url, multipartFile(bytes, fileName, type), admin.token), name);
    }
    const csv = Buffer.from('first_name,last_name,username,email,phone_number,country,country_code,role\n');
    for (const fileName of [...HOSTILE_NAMES, 'members.csv\r\nContent-Type: text/html']) {
      const res = await upload(app, url, multipartFile(csv, fileName, 'text/csv'), admin.token);
      expectNoServerError(res, `import named ${JSON.stringify(fileName.slice(0, 40))}`);
    }
    const nul = await upload(app, url, multipartFile(csv, 'members\u0000.csv', 'text/csv'), admin.token);
    expect(nul.json()).toMatchObject({ success: false, message: messages.common.unsafeText });
    const none = await app.inject({
      method: 'POST',
      url,
      payload: 'not multipart at all',
      headers: { 'content-type': 'multipart/form-data; boundary=x', authorization: `Bearer ${admin.token}` },
    });
    expectClearRefusal(none, 'a body that is not multipart');
  });
});
