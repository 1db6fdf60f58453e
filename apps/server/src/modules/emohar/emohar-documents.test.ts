import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { encryptedPdf, makeTestPdf } from '../../lib/pdf/test-pdfs.fixture.ts';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { auditOf, shareTestLink, storedFiles, uploadTestPdf } from './emohar.fixture.ts';

const m = messages.emohar;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describeOnEachDatabase('e-mohar documents', (ctx) => {
  it('uploads a PDF: stores it under DATA_DIR/files and answers the record with its hash and pages', async () => {
    const { token, userId } = await signedInUser(ctx());
    const pdf = await makeTestPdf({ pages: 3 });
    const res = await post(
      ctx().app,
      '/api/e_mohar/upload',
      {
        file_content: `data:application/pdf;base64,${pdf.toString('base64')}`,
        file_name: 'C:\\docs\\NDA.pdf',
        party: 'single',
      },
      token,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe(messages.analysis.uploaded);
    expect(body.record_dict).toMatchObject({
      file_name: 'NDA.pdf',
      contract_name: 'Contract',
      party: 'single',
      status: 'uploaded',
      page_count: 3,
      sha256: sha256(pdf),
      counter_party_name: null,
      contract_type: null,
      expiry_date: null,
    });
    expect(Buffer.from(body.record_dict.base64_string, 'base64').equals(pdf)).toBe(true);
    const [row] = await ctx().database.query<{ owner_id: string; original_key: string }>(
      'select owner_id, original_key from emohar_documents where id = $1',
      [body.record_dict.id],
    );
    expect(row?.owner_id).toBe(userId);
    expect(row?.original_key).toMatch(new RegExp(`^emohar/${body.record_dict.id}/[0-9a-f-]{36}\\.pdf$`));
    expect(existsSync(join(ctx().dataDir, 'files', ...(row?.original_key ?? '').split('/')))).toBe(true);
  });

  it('names a file Contract.pdf and the party single when the browser sends neither', async () => {
    const { token } = await signedInUser(ctx());
    const pdf = await makeTestPdf();
    const res = await post(ctx().app, '/api/e_mohar/upload', { file_content: pdf.toString('base64') }, token);
    expect(res.json().record_dict).toMatchObject({ file_name: 'Contract.pdf', party: 'single' });
  });

  it('refuses an upload without a session', async () => {
    const pdf = await makeTestPdf();
    const res = await post(ctx().app, '/api/e_mohar/upload', { file_content: pdf.toString('base64') });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a tampered upload with a clear sentence and stores nothing', async () => {
    const { token, userId } = await signedInUser(ctx());
    const good = await makeTestPdf({ pages: 2 });
    const before = storedFiles(ctx()).length;
    const cases: [Buffer, number, string][] = [
      [
        Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
        400,
        'This file is not a PDF. Upload the document as a PDF file.',
      ],
      [
        good.subarray(0, Math.floor(good.length * 0.6)),
        400,
        'This PDF is incomplete or damaged. Upload the file again or export it anew.',
      ],
      [
        encryptedPdf(),
        400,
        'This PDF is password-protected or encrypted. Remove the protection, save it again and upload it.',
      ],
      [
        Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20 * 1024 * 1024)]),
        413,
        'This PDF is larger than 20 MB. Upload a smaller file.',
      ],
    ];
    for (const [bytes, status, message] of cases) {
      const res = await post(
        ctx().app,
        '/api/e_mohar/upload',
        { file_content: bytes.toString('base64'), file_name: 'x.pdf' },
        token,
      );
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    const rows = await ctx().database.query('select id from emohar_documents where owner_id = $1', [userId]);
    expect(rows).toHaveLength(0);
    expect(storedFiles(ctx()).length).toBe(before);
  });

  it('refuses a request body beyond what a 20 MB PDF needs with 413', async () => {
    const { token } = await signedInUser(ctx());
    const res = await post(
      ctx().app,
      '/api/e_mohar/upload',
      { file_content: 'A'.repeat(30 * 1024 * 1024) },
      token,
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The upload is too large. The limit is 20 MB.');
  });

  it('get_single_user_emohar and get_latest_emohar_multi_party answer the record with the current PDF', async () => {
    const { token } = await signedInUser(ctx());
    const { record, pdf } = await uploadTestPdf(ctx(), token);
    for (const path of ['get_single_user_emohar', 'get_latest_emohar_multi_party']) {
      const res = await post(ctx().app, `/api/e_mohar/${path}`, { id: record.id }, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: m.own.documentLoaded,
        record_dict: { id: record.id },
      });
      expect(Buffer.from(res.json().record_dict.base64_string, 'base64').equals(pdf)).toBe(true);
    }
  });

  it("answers 'No document ID found' without an id, and 404 for an unknown or malformed one", async () => {
    const { token } = await signedInUser(ctx());
    for (const path of ['get_single_user_emohar', 'get_latest_emohar_multi_party']) {
      for (const body of [{}, { id: '' }, { id: '  ' }]) {
        const res = await post(ctx().app, `/api/e_mohar/${path}`, body, token);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(m.noDocumentId);
      }
      for (const id of [randomUUID(), 'not-a-uuid', "1' or '1'='1"]) {
        const res = await post(ctx().app, `/api/e_mohar/${path}`, { id }, token);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(m.own.documentNotFound);
      }
    }
  });

  it('add_details records the counter party and answers the spec sentence; for_self_add_details records none', async () => {
    const { token } = await signedInUser(ctx());
    for (const [path, party, message, counterParty] of [
      ['add_details', 'multi', 'Counter party details added successfully!', 'Meera Iyer'],
      ['for_self_add_details', 'single', m.own.selfDetailsAdded, null],
    ] as const) {
      const { record } = await uploadTestPdf(ctx(), token, { party });
      const res = await post(
        ctx().app,
        `/api/e_mohar/${path}`,
        {
          id: record.id,
          contractType: 'Lease',
          counterpartyName: 'Meera Iyer',
          expiryDate: '2027-03-31T00:00:00.000Z',
        },
        token,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        response_status: true,
        message,
        record_dict: {
          id: record.id,
          party,
          status: 'details_added',
          contract_type: 'Lease',
          counter_party_name: counterParty,
          expiry_date: '2027-03-31',
          sha256: record.sha256,
        },
      });
      expect(res.json().record_dict.base64_string).toBe(record.base64_string);
    }
  });

  it('add_details refuses missing fields and a malformed date, and changes nothing', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token);
    const missing = await post(
      ctx().app,
      '/api/e_mohar/add_details',
      { id: record.id, contractType: ' ', counterpartyName: 'Meera', expiryDate: '2027-01-01' },
      token,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(messages.common.required);
    expect(missing.json().fields).toHaveProperty('contractType');
    const badDate = await post(
      ctx().app,
      '/api/e_mohar/add_details',
      { id: record.id, contractType: 'Lease', counterpartyName: 'Meera', expiryDate: 'next year' },
      token,
    );
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe(m.own.expiryDateInvalid);
    const noId = await post(
      ctx().app,
      '/api/e_mohar/add_details',
      { contractType: 'Lease', counterpartyName: 'Meera', expiryDate: '2027-01-01' },
      token,
    );
    expect(noId.json().message).toBe(m.noDocumentId);
    const after = await post(ctx().app, '/api/e_mohar/get_single_user_emohar', { id: record.id }, token);
    expect(after.json().record_dict).toMatchObject({ status: 'uploaded', contract_type: null });
  });

  it('add_details with the same file changes nothing; with another file replaces it until the document is shared', async () => {
    const { token } = await signedInUser(ctx());
    const { record, pdf } = await uploadTestPdf(ctx(), token, { pages: 2 });
    const details = {
      id: record.id,
      contractType: 'NDA',
      counterpartyName: 'Meera',
      expiryDate: '2027-01-01',
    };
    const same = await post(
      ctx().app,
      '/api/e_mohar/add_details',
      { ...details, base64String: pdf.toString('base64') },
      token,
    );
    expect(same.json().record_dict).toMatchObject({ sha256: record.sha256, page_count: 2 });

    const filesBefore = storedFiles(ctx()).length;
    const other = await makeTestPdf({ pages: 4 });
    const replaced = await post(
      ctx().app,
      '/api/e_mohar/add_details',
      { ...details, base64String: other.toString('base64') },
      token,
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().record_dict).toMatchObject({ sha256: sha256(other), page_count: 4 });
    expect(Buffer.from(replaced.json().record_dict.base64_string, 'base64').equals(other)).toBe(true);
    expect(storedFiles(ctx()).length).toBe(filesBefore);

    const notPdf = await post(
      ctx().app,
      '/api/e_mohar/add_details',
      { ...details, base64String: Buffer.from('hello').toString('base64') },
      token,
    );
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().message).toBe('This file is not a PDF. Upload the document as a PDF file.');

    await shareTestLink(ctx(), token, record.id);
    const third = await makeTestPdf({ pages: 1 });
    const locked = await post(
      ctx().app,
      '/api/e_mohar/add_details',
      { ...details, base64String: third.toString('base64') },
      token,
    );
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(m.own.fileLocked);
    // Details alone may still change after sharing; the status stays 'shared'.
    const detailsOnly = await post(
      ctx().app,
      '/api/e_mohar/add_details',
      { ...details, contractType: 'Lease' },
      token,
    );
    expect(detailsOnly.json().record_dict).toMatchObject({
      status: 'shared',
      contract_type: 'Lease',
      sha256: sha256(other),
    });
  });

  it('refuses changes once signing has started', async () => {
    const { token } = await signedInUser(ctx());
    const { record } = await uploadTestPdf(ctx(), token);
    await ctx().database.query(`update emohar_documents set status = 'signing' where id = $1`, [record.id]);
    const res = await post(
      ctx().app,
      '/api/e_mohar/add_details',
      { id: record.id, contractType: 'NDA', counterpartyName: 'Meera', expiryDate: '2027-01-01' },
      token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.own.documentLocked);
  });

  it('discards through either path: file removed, record marked, audit kept, then gone for every call', async () => {
    const { token } = await signedInUser(ctx());
    for (const path of ['delete_e_mohar_single', 'delete_file']) {
      const { record } = await uploadTestPdf(ctx(), token);
      const [row] = await ctx().database.query<{ original_key: string }>(
        'select original_key from emohar_documents where id = $1',
        [record.id],
      );
      const file = join(ctx().dataDir, 'files', ...(row?.original_key ?? '').split('/'));
      expect(existsSync(file)).toBe(true);

      const res = await post(ctx().app, `/api/e_mohar/${path}`, { id: record.id }, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, response_status: true, message: m.own.discarded });
      expect(existsSync(file)).toBe(false);
      const [after] = await ctx().database.query<{ status: string; discarded_at: Date | null }>(
        'select status, discarded_at from emohar_documents where id = $1',
        [record.id],
      );
      expect(after?.status).toBe('discarded');
      expect(after?.discarded_at).not.toBeNull();

      const audit = await auditOf(ctx(), record.id, token);
      expect(audit.json().events.map((e: { event_type: string }) => e.event_type)).toEqual([
        'uploaded',
        'discarded',
      ]);
      expect(audit.json().chain_valid).toBe(true);

      const get = await post(ctx().app, '/api/e_mohar/get_single_user_emohar', { id: record.id }, token);
      expect(get.statusCode).toBe(404);
      const again = await post(ctx().app, `/api/e_mohar/${path}`, { id: record.id }, token);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(m.noDocumentToDiscard);
    }
  });

  it("answers 'No document to discard' without an id or for an unknown one", async () => {
    const { token } = await signedInUser(ctx());
    for (const path of ['delete_e_mohar_single', 'delete_file']) {
      const none = await post(ctx().app, `/api/e_mohar/${path}`, {}, token);
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe(m.noDocumentToDiscard);
      const unknown = await post(ctx().app, `/api/e_mohar/${path}`, { id: randomUUID() }, token);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(m.noDocumentToDiscard);
    }
  });
});
