import type { DocumentListItem, DocumentsListResponse } from '@lexi/shared/api/documents';
import { esignMessages } from '@lexi/shared/api/emohar-signing';
import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { post, signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app.ts';
import { get, userWithDraft } from '../contracts/contracts.fixture.ts';
import { auditOf, uploadTestPdf } from '../emohar/emohar.fixture.ts';
import { describeDocument, signAsCounterParty, signAsOwner } from './documents.fixture.ts';

const d = messages.documents.own;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

async function inbox(ctx: TestContext, token: string, query = ''): Promise<DocumentsListResponse> {
  const res = await get(ctx.app, `/api/documents/${query}`, token);
  if (res.statusCode !== 200) throw new Error(`GET /api/documents/${query}: ${res.statusCode} ${res.body}`);
  return res.json();
}

const titles = (list: { items: DocumentListItem[] }) => list.items.map((item) => item.title);

function archive(ctx: TestContext, token: string, kind: 'emohar' | 'contract', id: string, undo = false) {
  return post(ctx.app, `/api/documents/${undo ? 'unarchive' : 'archive'}`, { kind, id }, token);
}

async function upload(ctx: TestContext, token: string, name: string, party: 'single' | 'multi' = 'multi') {
  const { record } = await uploadTestPdf(ctx, token, {
    party,
    pages: 1,
    file_name: `${name}.pdf`,
    contract_name: name,
  });
  return record.id;
}

describeOnEachDatabase('the documents inbox', (ctx) => {
  it('answers an empty first page to a new account, and 401 without a session', async () => {
    const { token } = await signedInUser(ctx());
    expect(await inbox(ctx(), token)).toEqual({
      success: true,
      message: d.listLoaded,
      items: [],
      page: 1,
      page_size: 20,
      total: 0,
      num_pages: 1,
    });
    expect((await get(ctx().app, '/api/documents/')).statusCode).toBe(401);
  });

  it("lists the owner's e-mohar documents and contracts with their status, parties, expiry and page", async () => {
    const { token, contractId, created } = await userWithDraft(ctx());
    const draftDoc = await upload(ctx(), token, 'Draft lease');
    await describeDocument(ctx(), token, draftDoc, {
      counterpartyName: 'Meera Iyer',
      expiryDate: '2099-06-30',
    });
    const sealedDoc = await upload(ctx(), token, 'Sealed NDA', 'single');
    await signAsOwner(ctx(), token, sealedDoc);
    const waitingDoc = await upload(ctx(), token, 'Waiting lease');
    await signAsOwner(ctx(), token, waitingDoc);
    const expiredDoc = await upload(ctx(), token, 'Old lease');
    await describeDocument(ctx(), token, expiredDoc, { expiryDate: '2020-01-31' });

    const list = await inbox(ctx(), token);
    const byTitle = Object.fromEntries(list.items.map((item) => [item.title, item]));
    expect(list.total).toBe(5);
    expect(byTitle['Draft lease']).toMatchObject({
      kind: 'emohar',
      id: draftDoc,
      status: 'draft',
      role: 'owner',
      parties: ['Asha Rao', 'Meera Iyer'],
      expiry_date: '2099-06-30',
      opens: 'signing',
      open_id: draftDoc,
    });
    expect(byTitle['Sealed NDA']).toMatchObject({ status: 'sealed', opens: 'signed', open_id: sealedDoc });
    expect(byTitle['Waiting lease']).toMatchObject({ status: 'waiting_for_counter_party', opens: 'signed' });
    expect(byTitle['Old lease']).toMatchObject({ status: 'expired', expiry_date: '2020-01-31' });
    expect(byTitle[created.title]).toMatchObject({
      kind: 'contract',
      id: contractId,
      status: 'draft',
      opens: 'editor',
      open_id: contractId,
      parties: ['Asha Rao', 'Kaveri Foods Private Limited'],
    });
    // Newest activity first by default.
    const times = list.items.map((item) => Date.parse(item.last_activity));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('shows a contract sent for signature as one row, whose signing document gives its status and page', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    const sent = (
      await post(
        ctx().app,
        '/api/contracts/send_for_signature',
        { id: contractId, expiry: inHours(48), method: 'aadhaar' },
        token,
      )
    ).json();
    const row = async () => {
      const list = await inbox(ctx(), token);
      expect(list.total).toBe(1);
      return list.items[0];
    };
    expect(await row()).toMatchObject({
      kind: 'contract',
      id: contractId,
      status: 'draft',
      opens: 'signing',
      open_id: sent.emohar_id,
    });
    await signAsOwner(ctx(), token, sent.emohar_id);
    expect(await row()).toMatchObject({ status: 'waiting_for_counter_party', opens: 'signed' });
    await signAsCounterParty(ctx(), token, sent.emohar_id, 'legal@kaveri.example');
    expect(await row()).toMatchObject({ status: 'sealed', opens: 'signed', open_id: sent.emohar_id });
  });

  it('leaves out discarded documents and deleted drafts', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    const doc = await upload(ctx(), token, 'Gone');
    await post(ctx().app, '/api/e_mohar/delete_file', { id: doc }, token);
    await post(ctx().app, '/api/delete_contract', { id: contractId }, token);
    expect(await inbox(ctx(), token)).toMatchObject({ items: [], total: 0 });
  });

  it('pages on the server: page size, total, num_pages, and a page past the end', async () => {
    const { token } = await signedInUser(ctx());
    for (const name of ['Doc A', 'Doc B', 'Doc C', 'Doc D', 'Doc E']) await upload(ctx(), token, name);
    const first = await inbox(ctx(), token, '?page=1&page_size=2&sort=title&order=asc');
    expect(first).toMatchObject({ page: 1, page_size: 2, total: 5, num_pages: 3 });
    expect(titles(first)).toEqual(['Doc A', 'Doc B']);
    expect(titles(await inbox(ctx(), token, '?page=3&page_size=2&sort=title&order=asc'))).toEqual(['Doc E']);
    expect(await inbox(ctx(), token, '?page=4&page_size=2')).toMatchObject({
      items: [],
      total: 5,
      num_pages: 3,
    });

    const bad = await get(ctx().app, '/api/documents/?page=0', token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(d.pageInvalid);
    const big = await get(ctx().app, '/api/documents/?page_size=101', token);
    expect(big.statusCode).toBe(400);
    const status = await get(ctx().app, '/api/documents/?status=lost', token);
    expect(status.statusCode).toBe(400);
  });

  it('searches titles and parties, any case, with LIKE characters taken literally', async () => {
    const { token } = await signedInUser(ctx());
    const lease = await upload(ctx(), token, 'Office lease');
    await describeDocument(ctx(), token, lease, { counterpartyName: 'Kaveri Foods' });
    const nda = await upload(ctx(), token, 'NDA 100% mutual');
    await describeDocument(ctx(), token, nda, { counterpartyName: 'Meera Iyer' });
    expect(titles(await inbox(ctx(), token, '?search=LEASE'))).toEqual(['Office lease']);
    expect(titles(await inbox(ctx(), token, '?search=kaveri'))).toEqual(['Office lease']);
    expect(titles(await inbox(ctx(), token, '?search=100%25'))).toEqual(['NDA 100% mutual']);
    expect(titles(await inbox(ctx(), token, '?search=_'))).toEqual([]);
    expect((await inbox(ctx(), token, '?search=asha%20rao')).total).toBe(2);
    const nul = await get(ctx().app, '/api/documents/?search=lease%00', token);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe(messages.common.unsafeText);
  });

  it('filters by status and sorts by title and expiry, both ways', async () => {
    const { token } = await signedInUser(ctx());
    const a = await upload(ctx(), token, 'Alpha');
    await describeDocument(ctx(), token, a, { expiryDate: '2099-03-01' });
    const b = await upload(ctx(), token, 'beta');
    await describeDocument(ctx(), token, b, { expiryDate: '2098-01-01' });
    const c = await upload(ctx(), token, 'Gamma', 'single');
    await signAsOwner(ctx(), token, c);

    expect(titles(await inbox(ctx(), token, '?status=sealed'))).toEqual(['Gamma']);
    expect(titles(await inbox(ctx(), token, '?status=draft&sort=title&order=asc'))).toEqual([
      'Alpha',
      'beta',
    ]);
    expect(titles(await inbox(ctx(), token, '?sort=title&order=desc'))).toEqual(['Gamma', 'beta', 'Alpha']);
    expect(titles(await inbox(ctx(), token, '?sort=expiry&order=asc'))).toEqual(['beta', 'Alpha', 'Gamma']);
    expect(titles(await inbox(ctx(), token, '?sort=expiry&order=desc'))).toEqual(['Alpha', 'beta', 'Gamma']);
  });

  it('lists a document to a counter party who signed it with the verified email of their account, and to nobody else', async () => {
    const owner = await signedInUser(ctx());
    const counter = await signedInUser(ctx());
    const outsider = await signedInUser(ctx());
    const doc = await upload(ctx(), owner.token, 'Shared lease');
    await describeDocument(ctx(), owner.token, doc, { counterpartyName: 'Vikram Shah' });
    await signAsCounterParty(ctx(), owner.token, doc, counter.person.email.toUpperCase());

    const theirs = await inbox(ctx(), counter.token);
    expect(theirs.items).toEqual([
      expect.objectContaining({
        kind: 'emohar',
        id: doc,
        title: 'Shared lease',
        role: 'counter_party',
        status: 'waiting_for_counter_party',
        parties: ['Asha Rao', 'Vikram Shah'],
        opens: 'signed',
      }),
    ]);
    await signAsOwner(ctx(), owner.token, doc);
    expect((await inbox(ctx(), counter.token)).items[0]?.status).toBe('sealed');
    expect(await inbox(ctx(), outsider.token)).toMatchObject({ items: [], total: 0 });

    // The owner archiving it takes it off the owner's list only.
    expect((await archive(ctx(), owner.token, 'emohar', doc)).statusCode).toBe(200);
    expect((await inbox(ctx(), counter.token)).items[0]).toMatchObject({ status: 'sealed' });

    // An account whose email is not verified sees nothing of it.
    await ctx().database.query('update users set email_verified_at = null where id = $1', [counter.userId]);
    expect((await inbox(ctx(), counter.token)).total).toBe(0);
  });
});

describeOnEachDatabase('archiving documents', (ctx) => {
  it('archives a sealed document off the lists; verification, download and audit trail keep working; unarchive brings it back', async () => {
    const { token } = await signedInUser(ctx());
    const doc = await upload(ctx(), token, 'Sealed deed', 'single');
    await describeDocument(ctx(), token, doc, { expiryDate: '2099-01-31' });
    await signAsOwner(ctx(), token, doc);
    const sealed = (await get(ctx().app, `/api/e_mohar/download?id=${doc}`, token)).rawPayload;

    const res = await archive(ctx(), token, 'emohar', doc);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: d.archived });
    expect((await inbox(ctx(), token)).total).toBe(0);
    expect(titles(await inbox(ctx(), token, '?status=archived'))).toEqual(['Sealed deed']);
    const dashboard = (await get(ctx().app, '/api/dashboard_dash', token)).json();
    expect(dashboard.formatted_expiry_dates).not.toContain(doc);

    const verified = await post(ctx().app, '/api/e_mohar/verify', {
      id: doc,
      file_content: sealed.toString('base64'),
    });
    expect(verified.json()).toMatchObject({ matches: true, message: esignMessages.verifyMatches });
    const again = await get(ctx().app, `/api/e_mohar/download?id=${doc}`, token);
    expect(again.rawPayload.equals(sealed)).toBe(true);
    const record = (await post(ctx().app, '/api/e_mohar/get_single_user_emohar', { id: doc }, token)).json();
    expect(Date.parse(record.record_dict.archived_at)).not.toBeNaN();
    const trail = (await auditOf(ctx(), doc, token)).json();
    expect(trail.chain_valid).toBe(true);
    expect(trail.events.at(-1)).toMatchObject({ event_type: 'archived', actor_kind: 'owner' });

    // Twice is once: no second event.
    await archive(ctx(), token, 'emohar', doc);
    expect((await auditOf(ctx(), doc, token)).json().events.length).toBe(trail.events.length);

    const back = await archive(ctx(), token, 'emohar', doc, true);
    expect(back.json()).toEqual({ success: true, message: d.unarchived });
    expect(titles(await inbox(ctx(), token))).toEqual(['Sealed deed']);
    expect((await auditOf(ctx(), doc, token)).json().events.at(-1).event_type).toBe('unarchived');
  });

  it('archives a contract with its signing document, off the dashboard, recorded in its audit trail', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    const sent = (
      await post(
        ctx().app,
        '/api/contracts/send_for_signature',
        { id: contractId, expiry: inHours(48), method: 'aadhaar' },
        token,
      )
    ).json();
    await signAsOwner(ctx(), token, sent.emohar_id);
    expect((await archive(ctx(), token, 'contract', contractId)).statusCode).toBe(200);
    expect((await inbox(ctx(), token)).total).toBe(0);
    expect((await inbox(ctx(), token, '?status=archived')).items).toEqual([
      expect.objectContaining({
        kind: 'contract',
        id: contractId,
        status: 'archived',
        open_id: sent.emohar_id,
      }),
    ]);
    const dashboard = (await get(ctx().app, '/api/dashboard_dash', token)).json();
    expect(dashboard.contracts.map((c: { id: string }) => c.id)).not.toContain(contractId);
    const trail = (await auditOf(ctx(), sent.emohar_id, token)).json();
    expect(trail.events.at(-1)).toMatchObject({
      event_type: 'archived',
      details: { kind: 'contract', contract_id: contractId },
    });
    const record = (
      await post(ctx().app, '/api/e_mohar/get_single_user_emohar', { id: sent.emohar_id }, token)
    ).json();
    expect(record.record_dict.archived_at).not.toBeNull();

    // Unarchiving the document brings its contract back too.
    await archive(ctx(), token, 'emohar', sent.emohar_id, true);
    expect((await inbox(ctx(), token)).items).toEqual([
      expect.objectContaining({ id: contractId, status: 'waiting_for_counter_party' }),
    ]);
  });

  it('archives a draft contract that has no signing document', async () => {
    const { token, contractId } = await userWithDraft(ctx());
    expect((await archive(ctx(), token, 'contract', contractId)).statusCode).toBe(200);
    expect((await inbox(ctx(), token, '?status=archived')).items[0]).toMatchObject({
      id: contractId,
      opens: 'editor',
    });
  });

  it('answers 404 to anyone but the owner, counter party included, and changes nothing', async () => {
    const owner = await userWithDraft(ctx());
    const counter = await signedInUser(ctx());
    const outsider = await signedInUser(ctx());
    const doc = await upload(ctx(), owner.token, 'Mine');
    await signAsCounterParty(ctx(), owner.token, doc, counter.person.email);
    for (const [who, token] of [
      ['outsider', outsider.token],
      ['counter party', counter.token],
    ] as const) {
      const res = await archive(ctx(), token, 'emohar', doc);
      expect(res.statusCode, who).toBe(404);
      expect(res.json().message, who).toBe(messages.emohar.own.documentNotFound);
      const contract = await archive(ctx(), token, 'contract', owner.contractId);
      expect(contract.statusCode, who).toBe(404);
      expect(contract.json().message, who).toBe(messages.draft.own.contractNotFound);
    }
    expect((await archive(ctx(), owner.token, 'emohar', 'not-a-uuid')).statusCode).toBe(404);
    expect((await archive(ctx(), owner.token, 'emohar', doc, true)).statusCode).toBe(200);
    const kind = await post(ctx().app, '/api/documents/archive', { kind: 'folder', id: doc }, owner.token);
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toContain(d.kindInvalid);
    expect((await post(ctx().app, '/api/documents/archive', { kind: 'emohar', id: doc })).statusCode).toBe(
      401,
    );
    expect((await inbox(ctx(), owner.token)).total).toBe(2);
  });
});

describeOnEachDatabase('a counter party with an account', (ctx) => {
  it('opens the signed page of a document they signed: record, sealed PDF, audit trail; others get 404', async () => {
    const owner = await signedInUser(ctx());
    const counter = await signedInUser(ctx());
    const outsider = await signedInUser(ctx());
    const doc = await upload(ctx(), owner.token, 'Joint lease');
    await signAsOwner(ctx(), owner.token, doc);
    await signAsCounterParty(ctx(), owner.token, doc, counter.person.email);

    const record = await post(ctx().app, '/api/e_mohar/get_single_user_emohar', { id: doc }, counter.token);
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json().record_dict).toMatchObject({
      id: doc,
      status: 'signed',
      viewer_role: 'counter_party',
    });
    expect(record.json().record_dict.sealed.retained_until).toBe(
      `${Number(record.json().record_dict.sealed.sealed_at.slice(0, 4)) + 10}${record.json().record_dict.sealed.sealed_at.slice(4, 10)}`,
    );
    const file = await get(ctx().app, `/api/e_mohar/download?id=${doc}`, counter.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('Joint lease-signed.pdf');
    const trail = await auditOf(ctx(), doc, counter.token);
    expect(trail.statusCode).toBe(200);
    expect(trail.json().chain_valid).toBe(true);

    // Reading only: every call that changes the document stays the owner's.
    const discard = await post(ctx().app, '/api/e_mohar/delete_file', { id: doc }, counter.token);
    expect(discard.statusCode).toBe(404);
    const share = await post(
      ctx().app,
      '/api/e_mohar/share_draft_link',
      { id: doc, expiry: inHours(2) },
      counter.token,
    );
    expect(share.statusCode).toBe(404);

    for (const res of [
      await post(ctx().app, '/api/e_mohar/get_single_user_emohar', { id: doc }, outsider.token),
      await get(ctx().app, `/api/e_mohar/download?id=${doc}`, outsider.token),
      await auditOf(ctx(), doc, outsider.token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.emohar.own.documentNotFound);
    }
    const ownerView = await post(ctx().app, '/api/e_mohar/get_single_user_emohar', { id: doc }, owner.token);
    expect(ownerView.json().record_dict.viewer_role).toBe('owner');
  });
});
