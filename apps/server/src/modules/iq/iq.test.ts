import { messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { documentText } from '../../lib/document-text/document-text.ts';
import { makeScannedPdf } from '../../lib/document-text/text-pdfs.fixture.ts';
import { runDueJobs } from '../../lib/jobs/job-queue.ts';
import { jobSettled } from '../../lib/jobs/watch-job.ts';
import { encryptedPdf } from '../../lib/pdf/test-pdfs.fixture.ts';
import { unzipEntries } from '../../lib/zip/zip.fixture.ts';
import { signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { call } from '../workspaces/workspaces.fixture.ts';
import { analyseContractJob } from './analyse-job.ts';
import { analyseUpload } from './analyse-upload.ts';
import { analysisWhenDone, contractDocxBase64, contractPdfBase64, uploadForAnalysis } from './iq.fixture.ts';

const a = messages.analysis;

describeOnEachDatabase('LeXi IQ analyses', (ctx) => {
  const app = () => ctx().app;
  const risk = (token: string, body: unknown) =>
    call(app(), 'POST', '/api/iq/quick_add_risk_analysis', body, token);
  const negotiate = (token: string, body: unknown) =>
    call(app(), 'POST', '/api/iq/iq_negotiate', body, token);
  const get = (token: string, id: string) => call(app(), 'GET', `/api/iq/analyses/${id}`, undefined, token);

  it('analyses an uploaded PDF: key facts, clauses, findings in place, missing clauses, score', async () => {
    const { token } = await signedInUser(ctx());
    const res = await risk(token, {
      file_content: await contractPdfBase64(),
      file_name: 'C:\\deals\\supply.pdf',
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: a.analyzed });
    const got = await analysisWhenDone(app(), token, res.json().id);
    expect(got.statusCode).toBe(200);
    expect(got.json().message).toBe(a.own.loaded);
    const analysis = got.json().analysis;
    expect(analysis).toMatchObject({
      id: res.json().id,
      kind: 'risk',
      status: 'done',
      file_name: 'supply.pdf',
    });
    expect(analysis.key_facts.parties.join(' ')).toContain('Alder Components');
    expect(analysis.key_facts.governing_law).toContain('New York');
    expect(analysis.clauses.map((c: { number: string }) => c.number)).toEqual(
      expect.arrayContaining(['1', '2', '3', '4', '5']),
    );
    const categories = analysis.findings.map((f: { category: string }) => f.category);
    expect(categories).toEqual(expect.arrayContaining(['Anti-Assignment', 'Cap on Liability']));
    for (const finding of analysis.findings) {
      for (const span of finding.spans) expect(analysis.text.slice(span.start, span.end)).toBe(span.text);
    }
    expect(analysis.missing.length).toBeGreaterThan(0);
    expect(analysis.score).toBeGreaterThanOrEqual(0);
    expect(analysis.score).toBeLessThanOrEqual(100);
    expect(analysis.proposals).toEqual([]);
  }, 120_000);

  it('negotiates an uploaded DOCX: proposals redline the contract’s own text', async () => {
    const { token } = await signedInUser(ctx());
    const res = await negotiate(token, {
      file_content: await contractDocxBase64(),
      file_name: 'supply.docx',
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: a.negotiationProcessed });
    const analysis = (await analysisWhenDone(app(), token, res.json().id)).json().analysis;
    expect(analysis.kind).toBe('negotiation');
    expect(analysis.proposals.length).toBeGreaterThan(0);
    for (const proposal of analysis.proposals) {
      expect(proposal.status).toBe('pending');
      if (proposal.original !== '') expect(analysis.text).toContain(proposal.original);
      const kept = proposal.redline.filter((r: { kind: string }) => r.kind !== 'insert');
      expect(kept.map((r: { text: string }) => r.text).join('')).toBe(proposal.original);
    }
  }, 120_000);

  it('refuses files that are not contracts it can read, and stores nothing', async () => {
    const { token } = await signedInUser(ctx());
    const cases: [string, string, number, string][] = [
      ['text', Buffer.from('just some words').toString('base64'), 400, a.own.unsupportedFile],
      ['encrypted', encryptedPdf().toString('base64'), 400, a.own.encryptedFile],
      ['scanned', (await makeScannedPdf(1)).toString('base64'), 422, a.own.scannedFile],
      ['damaged', Buffer.from('%PDF-1.7\nnot really').toString('base64'), 400, a.own.unreadableFile],
    ];
    for (const [name, content, status, message] of cases) {
      const res = await risk(token, { file_content: content, file_name: `${name}.pdf` });
      expect(res.statusCode, name).toBe(status);
      expect(res.json(), name).toMatchObject({ success: false, message });
    }
    const empty = await negotiate(token, { file_content: '', file_name: 'x.pdf' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(a.own.fileRequired);
    const list = await call(app(), 'GET', '/api/iq/analyses', undefined, token);
    expect(list.json().analyses).toEqual([]);
  }, 120_000);

  it('refuses a file over 20 MB', async () => {
    const { token } = await signedInUser(ctx());
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.7\n');
    const res = await risk(token, { file_content: big.toString('base64'), file_name: 'big.pdf' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: a.own.fileTooLarge });
  }, 120_000);

  it('lists and deletes the owner’s analyses; another account gets 404 for each', async () => {
    const owner = await signedInUser(ctx());
    const other = await signedInUser(ctx());
    const pdf = await contractPdfBase64();
    const first = await uploadForAnalysis(app(), owner.token, 'risk', {
      file_content: pdf,
      file_name: 'one.pdf',
    });
    const second = await uploadForAnalysis(app(), owner.token, 'negotiation', {
      file_content: await contractDocxBase64(),
      file_name: 'two.docx',
    });
    const list = await call(app(), 'GET', '/api/iq/analyses', undefined, owner.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().message).toBe(a.own.listed);
    expect(
      list
        .json()
        .analyses.map((x: { id: string }) => x.id)
        .sort(),
    ).toEqual([first, second].sort());
    expect((await call(app(), 'GET', '/api/iq/analyses', undefined, other.token)).json().analyses).toEqual(
      [],
    );

    for (const [method, id] of [
      ['GET', first],
      ['DELETE', first],
      ['GET', 'not-a-uuid'],
      ['GET', '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await call(app(), method, `/api/iq/analyses/${id}`, undefined, other.token);
      expect(res.statusCode, `${method} ${id}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: a.own.notFound });
      expect(res.body).not.toContain('one.pdf');
    }
    expect((await get(owner.token, first)).statusCode).toBe(200);

    const deleted = await call(app(), 'DELETE', `/api/iq/analyses/${first}`, undefined, owner.token);
    expect(deleted.json()).toEqual({ success: true, message: a.own.deleted });
    expect((await get(owner.token, first)).statusCode).toBe(404);
    expect(
      (await call(app(), 'DELETE', `/api/iq/analyses/${first}`, undefined, owner.token)).statusCode,
    ).toBe(404);
    const after = await call(app(), 'GET', '/api/iq/analyses', undefined, owner.token);
    expect(after.json().analyses.map((x: { id: string }) => x.id)).toEqual([second]);
  }, 120_000);

  it('accepts and rejects proposals of the owner’s negotiation only', async () => {
    const owner = await signedInUser(ctx());
    const other = await signedInUser(ctx());
    const id = await uploadForAnalysis(app(), owner.token, 'negotiation', {
      file_content: await contractPdfBase64(),
      file_name: 'supply.pdf',
    });
    const [first, second] = (await get(owner.token, id)).json().analysis.proposals;
    expect(second).toBeDefined();
    const decide = (token: string, analysisId: string, proposalId: string, status: string) =>
      call(app(), 'POST', `/api/iq/analyses/${analysisId}/proposals/${proposalId}`, { status }, token);

    const accepted = await decide(owner.token, id, first.id, 'accepted');
    expect(accepted.statusCode, accepted.body.slice(0, 200)).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: a.own.proposalAccepted,
      proposal: { id: first.id, status: 'accepted' },
    });
    const rejected = await decide(owner.token, id, second.id, 'rejected');
    expect(rejected.json()).toMatchObject({
      message: a.own.proposalRejected,
      proposal: { status: 'rejected' },
    });
    const statuses = (await get(owner.token, id))
      .json()
      .analysis.proposals.map((p: { status: string }) => p.status);
    expect(statuses.slice(0, 2)).toEqual(['accepted', 'rejected']);

    expect((await decide(owner.token, id, first.id, 'maybe')).statusCode).toBe(400);
    const unknown = await decide(owner.token, id, 'p999', 'accepted');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(a.own.proposalNotFound);
    const stranger = await decide(other.token, id, first.id, 'rejected');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(a.own.notFound);
    expect((await get(owner.token, id)).json().analysis.proposals[0].status).toBe('accepted');

    const riskOnly = await uploadForAnalysis(app(), owner.token, 'risk', {
      file_content: await contractPdfBase64(),
      file_name: 'supply.pdf',
    });
    const none = await decide(owner.token, riskOnly, 'p1', 'accepted');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(a.own.notNegotiation);
  }, 120_000);

  it('exports the negotiated DOCX with the accepted change and a memo PDF, to the owner only', async () => {
    const owner = await signedInUser(ctx());
    const other = await signedInUser(ctx());
    const id = await uploadForAnalysis(app(), owner.token, 'negotiation', {
      file_content: await contractPdfBase64(),
      file_name: 'supply.pdf',
    });
    const proposals = (await get(owner.token, id)).json().analysis.proposals;
    const chosen = proposals.find((p: { original: string }) => p.original !== '');
    const inserted = chosen.redline.find((r: { kind: string }) => r.kind === 'insert').text.trim();
    await call(
      app(),
      'POST',
      `/api/iq/analyses/${id}/proposals/${chosen.id}`,
      { status: 'accepted' },
      owner.token,
    );

    const docx = await call(app(), 'GET', `/api/iq/analyses/${id}/export.docx`, undefined, owner.token);
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-disposition']).toContain('supply (negotiated).docx');
    const text = (await documentText(docx.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain(inserted.replace(/\s+/g, ' '));
    expect(text).toContain('SUPPLY AGREEMENT');
    const xml =
      unzipEntries(docx.rawPayload)
        .find((e) => e.name === 'word/document.xml')
        ?.data.toString() ?? '';
    const insertions = [...xml.matchAll(/<w:ins [^>]*w:author="([^"]*)"[^>]*>([\s\S]*?)<\/w:ins>/g)];
    expect(insertions.map((m) => m[1])).toContain(a.texts.trackedChangeAuthor);
    expect(insertions.map((m) => m[2]).join(' ')).toContain(inserted.split(/\s+/)[0]);

    const memo = await call(app(), 'GET', `/api/iq/analyses/${id}/memo.pdf`, undefined, owner.token);
    expect(memo.statusCode).toBe(200);
    expect(memo.headers['content-type']).toBe('application/pdf');
    const memoText = (await documentText(memo.rawPayload)).text;
    expect(memoText).toContain('supply.pdf');
    expect(memoText).toContain(chosen.category);
    expect(memoText).toContain(a.texts.memoTitle);
    expect(memoText).toContain(a.texts.keyFacts);
    // The party represented is named, as on the result page, not only numbered.
    const parties = (await get(owner.token, id)).json().analysis.key_facts.parties as string[];
    expect(parties[0]).toMatch(/Alder Components/);
    expect(memoText.replace(/\s+/g, ' ')).toContain(
      `${a.texts.representedParty}: ${a.texts.partyNamed(1, parties)}`,
    );
    // Each finding under its level, in words: "Exclusivity (high risk)".
    expect(memoText.replace(/\s+/g, ' ')).toContain(
      a.texts.findingHeading('Exclusivity', a.texts.riskNames.high),
    );

    for (const path of ['export.docx', 'memo.pdf']) {
      const res = await call(app(), 'GET', `/api/iq/analyses/${id}/${path}`, undefined, other.token);
      expect(res.statusCode, path).toBe(404);
    }
  }, 120_000);

  it('reads the risks again for the party the owner represents, keeping unchanged decisions', async () => {
    const owner = await signedInUser(ctx());
    const other = await signedInUser(ctx());
    const id = await uploadForAnalysis(app(), owner.token, 'negotiation', {
      file_content: await contractPdfBase64(),
      file_name: 'supply.pdf',
    });
    const before = (await get(owner.token, id)).json().analysis;
    expect(before.party).toBe(1);
    const risks = (analysis: { findings: { category: string; risk: string }[] }) =>
      Object.fromEntries(analysis.findings.map((f) => [f.category, f.risk]));
    const kept = before.proposals.find((p: { original: string }) => p.original === '');
    await call(
      app(),
      'POST',
      `/api/iq/analyses/${id}/proposals/${kept.id}`,
      { status: 'accepted' },
      owner.token,
    );

    const choose = (token: string, party: unknown) =>
      call(app(), 'POST', `/api/iq/analyses/${id}/party`, { party }, token);
    const changed = await choose(owner.token, 2);
    expect(changed.statusCode, changed.body.slice(0, 200)).toBe(200);
    expect(changed.json().message).toBe(a.own.partyChanged);
    const after = changed.json().analysis;
    expect(after.party).toBe(2);
    // Exclusivity binds the supplier (party 1): a high risk for it, protection for the customer (no risk).
    expect(risks(before).Exclusivity).toBe('high');
    expect(risks(after).Exclusivity).toBe('none');
    expect(after.score).not.toBe(before.score);
    expect(after.proposals.find((p: { proposed: string }) => p.proposed === kept.proposed)?.status).toBe(
      'accepted',
    );
    expect((await get(owner.token, id)).json().analysis).toMatchObject({ party: 2, score: after.score });
    const listed = (await call(app(), 'GET', '/api/iq/analyses', undefined, owner.token)).json().analyses;
    expect(listed[0]).toMatchObject({ id, party: 2, score: after.score });

    for (const bad of [3, 0, '1', null]) {
      const res = await choose(owner.token, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message).toBe(a.own.partyInvalid);
    }
    const stranger = await choose(other.token, 1);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(a.own.notFound);
    expect((await get(owner.token, id)).json().analysis.party).toBe(2);

    const back = (await choose(owner.token, 1)).json().analysis;
    expect(risks(back)).toEqual(risks(before));
    expect(back.score).toBe(before.score);
  }, 120_000);

  it('records an upload as owed work that a job runner finishes once, even if no request ran it', async () => {
    const { token, userId } = await signedInUser(ctx());
    const { deps } = app();
    // What the upload call does before it starts the job in the background: here, nobody starts it.
    const row = await analyseUpload(
      deps,
      userId,
      { file_content: await contractDocxBase64(), file_name: 'owed.docx' },
      'negotiation',
    );
    const before = (await get(token, row.id)).json().analysis;
    expect(before).toMatchObject({ status: 'processing', findings: [], proposals: [], score: null });
    expect(before.text).toContain('SUPPLY AGREEMENT');

    const ran = await runDueJobs(deps, [analyseContractJob]);
    // The app's own runner may have claimed it first (a commit wakes it): wait until it has ended.
    const [job] = await ctx().database.query<{ id: string }>(
      `select id from jobs where kind = 'iq.analyse_contract' and payload->>'analysis_id' = $1`,
      [row.id],
    );
    await jobSettled(deps, job?.id ?? '');
    const after = (await get(token, row.id)).json().analysis;
    // Either way it ran exactly once and is done.
    expect(ran.failed).toBe(0);
    expect(after.status).toBe('done');
    expect(after.findings.length).toBeGreaterThan(0);
    expect(after.proposals.length).toBeGreaterThan(0);
    expect(await runDueJobs(deps, [analyseContractJob])).toEqual({ done: 0, failed: 0 });
    const jobs = await ctx().database.query<{ status: string; attempts: number }>(
      `select status, attempts from jobs where kind = 'iq.analyse_contract' and payload->>'analysis_id' = $1`,
      [row.id],
    );
    expect(jobs).toEqual([{ status: 'done', attempts: 1 }]);
  }, 120_000);

  it('answers 401 without an account', async () => {
    expect((await call(app(), 'GET', '/api/iq/analyses')).statusCode).toBe(401);
    const res = await call(app(), 'POST', '/api/iq/quick_add_risk_analysis', {
      file_content: 'x',
      file_name: 'a.pdf',
    });
    expect(res.statusCode).toBe(401);
  }, 120_000);
});
