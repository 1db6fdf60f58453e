import { fillMessage, messages } from '@lexi/shared/messages';
import { expect, it } from 'vitest';
import { makeScannedPdf, makeTextPdf } from '../../lib/document-text/text-pdfs.fixture.ts';
import { createLocalDiskStorage, filesDir } from '../../lib/storage/local-disk-storage.ts';
import { signedInUser } from '../../test/account-fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { call, lawFirm } from '../workspaces/workspaces.fixture.ts';
import { type FormPart, postForm } from './case-wizard.fixture.ts';
import { listCaseFiles } from './litigation-case-files.repository.ts';

const l = messages.litigation;
/** Reading PDFs happens in a worker thread that starts on first use; a busy machine is slow at it. */
const PDF_TIMEOUT = 180_000;

const workspaceFields = {
  workspace_name: 'Kumar v. Patil',
  case_type: 'Criminal',
  client_name: 'Ravi Kumar',
  opponent_name: 'Suresh Patil',
  area_of_law: 'Negotiable instruments',
};

const LEFT = `The complainant Ravi Kumar runs a hardware shop at Kothrud, Pune.

On 12/08/2022 the accused Suresh Patil issued cheque No. 004512 for Rs. 2,50,000 drawn on HDFC Bank, Pune, towards goods bought on credit.`;
const RIGHT = `The cheque was returned unpaid on 20/08/2022 for insufficient funds.

On 03/06/2022 the accused bought goods worth Rs. 2,50,000 from the complainant on credit.`;

async function twoColumnFiling() {
  return makeTextPdf({
    header: 'IN THE COURT OF THE JUDICIAL MAGISTRATE FIRST CLASS, PUNE',
    footer: 'Complaint under Section 138 NI Act - page {page} of {pages}',
    pageNumbers: true,
    pages: [
      { title: 'Statement of facts', columns: [LEFT, RIGHT] },
      {
        columns: [
          'Despite a legal notice dated 01/09/2022 the accused did not pay the amount within fifteen days.',
        ],
      },
    ],
  });
}

const file = (filename: string, bytes: Buffer, type?: string): FormPart => ({
  name: 'file',
  filename,
  bytes,
  type,
});
const field = (name: string, value: string): FormPart => ({ name, value });

describeOnEachDatabase('the case details wizard calls', (ctx) => {
  const app = () => ctx().app;
  const newWorkspace = async (token: string) =>
    (await call(app(), 'POST', '/api/litigation/create-workspace/', workspaceFields, token)).json().data
      .id as string;
  const extract = (token: string, parts: FormPart[]) =>
    postForm(app(), '/api/litigation/extract-case-details/', parts, token);

  it(
    'reads a two-column filing with running headers into ordered facts and keeps the file',
    async () => {
      const { token } = await signedInUser(ctx());
      const id = await newWorkspace(token);
      const res = await extract(token, [
        field('workspace_id', id),
        field('file_count', '1'),
        file('complaint.pdf', await twoColumnFiling()),
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: l.own.caseDetailsExtracted });
      expect(body.results).toEqual(body.result);
      const [item] = body.result;
      expect(item.files).toEqual([{ name: 'complaint.pdf', pages: 2 }]);
      expect(item.facts).toEqual([
        'The complainant Ravi Kumar runs a hardware shop at Kothrud, Pune.',
        'On 3 June 2022 the accused bought goods worth Rs. 2,50,000 from the complainant on credit.',
        'On 12 August 2022 the accused Suresh Patil issued cheque No. 004512 for Rs. 2,50,000 drawn on HDFC Bank, Pune, towards goods bought on credit.',
        'The cheque was returned unpaid on 20 August 2022 for insufficient funds.',
        'Despite a legal notice dated 1 September 2022 the accused did not pay the amount within fifteen days.',
      ]);
      expect(item.initial_facts.split('\n')[0]).toBe(
        '1. The complainant Ravi Kumar runs a hardware shop at Kothrud, Pune.',
      );
      expect(item.initial_facts).not.toMatch(/JUDICIAL MAGISTRATE|page 1 of 2/);
      const stored = await listCaseFiles(ctx().database.db, id);
      expect(stored).toMatchObject([{ fileName: 'complaint.pdf', pageCount: 2 }]);
      const bytes = await createLocalDiskStorage(filesDir(ctx().dataDir)).get(stored[0]?.storageKey ?? '');
      expect(bytes?.subarray(0, 5).toString()).toBe('%PDF-');
    },
    PDF_TIMEOUT,
  );

  it(
    'adds typed facts to the files, and reads typed facts alone',
    async () => {
      const { token } = await signedInUser(ctx());
      const id = await newWorkspace(token);
      const both = await extract(token, [
        field('workspace_id', id),
        field('file_count', '1'),
        field(
          'manual_facts',
          'On 15/10/2022 the complainant filed the complaint before the Magistrate at Pune.',
        ),
        file('complaint.pdf', await twoColumnFiling()),
      ]);
      expect(both.json().result[0].facts.at(-1)).toBe(
        'On 15 October 2022 the complainant filed the complaint before the Magistrate at Pune.',
      );
      const typed = await call(
        app(),
        'POST',
        '/api/litigation/extract-case-details-manual/',
        {
          workspace_id: id,
          manual_facts:
            'On 5/1/2023 the accused Mohan Rao threatened Sita Devi at Nagpur.\nSita Devi is a teacher.',
        },
        token,
      );
      expect(typed.statusCode).toBe(200);
      expect(typed.json().result[0]).toEqual({
        initial_facts:
          '1. Sita Devi is a teacher.\n2. On 5 January 2023 the accused Mohan Rao threatened Sita Devi at Nagpur.',
        facts: [
          'Sita Devi is a teacher.',
          'On 5 January 2023 the accused Mohan Rao threatened Sita Devi at Nagpur.',
        ],
        files: [],
      });
      const nothing = await call(
        app(),
        'POST',
        '/api/litigation/extract-case-details-manual/',
        { workspace_id: id, manual_facts: 'IN THE HIGH COURT' },
        token,
      );
      expect(nothing.statusCode).toBe(422);
      expect(nothing.json().message).toBe(l.extractNoFacts);
      const empty = await call(
        app(),
        'POST',
        '/api/litigation/extract-case-details-manual/',
        { workspace_id: id, manual_facts: ' ' },
        token,
      );
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(l.own.factsRequired);
    },
    PDF_TIMEOUT,
  );

  it(
    'refuses a scan without text, a non-PDF by its content, an oversized file and eleven files',
    async () => {
      const { token } = await signedInUser(ctx());
      const id = await newWorkspace(token);
      const scanned = await extract(token, [
        field('workspace_id', id),
        field('file_count', '1'),
        file('scan.pdf', await makeScannedPdf(1)),
      ]);
      expect(scanned.statusCode).toBe(422);
      expect(scanned.json().message).toBe(fillMessage(l.own.scannedCaseFile, { file: 'scan.pdf' }));

      const renamed = await extract(token, [
        field('workspace_id', id),
        field('file_count', '2'),
        file('complaint.pdf', await twoColumnFiling()),
        file('notes.pdf', Buffer.from('just some text, not a PDF'), 'application/pdf'),
      ]);
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json().message).toBe(fillMessage(l.onlyPdfAllowed, { files: 'notes.pdf' }));

      const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20 * 1024 * 1024)]);
      const oversized = await extract(token, [
        field('workspace_id', id),
        field('file_count', '1'),
        file('big.pdf', big),
      ]);
      expect(oversized.statusCode).toBe(413);
      expect(oversized.json().message).toBe(fillMessage(l.own.caseFileTooLarge, { file: 'big.pdf' }));

      const pdf = await twoColumnFiling();
      const eleven = await extract(token, [
        field('workspace_id', id),
        field('file_count', '11'),
        ...Array.from({ length: 11 }, (_, i) => file(`f${i}.pdf`, pdf)),
      ]);
      expect(eleven.statusCode).toBe(400);
      expect(eleven.json().message).toBe(l.own.tooManyCaseFiles);

      const none = await extract(token, [field('workspace_id', id), field('file_count', '0')]);
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe(l.own.factsOrFilesRequired);
      expect(await listCaseFiles(ctx().database.db, id)).toEqual([]);
    },
    PDF_TIMEOUT,
  );

  it(
    'structures the facts and creates the case once, marking the workspace extracted',
    async () => {
      const { token } = await signedInUser(ctx());
      const id = await newWorkspace(token);
      const facts =
        '1. The complainant Ravi Kumar sold goods to the accused Suresh Patil.\n2. On 12 August 2022 Suresh Patil issued a cheque for Rs. 2,50,000 which was dishonoured for insufficient funds.';
      const structured = await call(
        app(),
        'POST',
        '/api/litigation/extract-case-structured/',
        { workspace_id: id, facts },
        token,
      );
      expect(structured.statusCode).toBe(200);
      const s = structured.json();
      expect(s).toMatchObject({
        success: true,
        case_type: 'Criminal',
        complainant: 'Ravi Kumar',
        accused: 'Suresh Patil',
        victim: 'Ravi Kumar',
        representing: [
          { side: 'victim', name: 'Ravi Kumar' },
          { side: 'accused', name: 'Suresh Patil' },
        ],
      });
      expect(s.case_type_reason).toContain('dishonour of cheque');
      expect(s.allegations[0].provisions).toContain('Section 138 Negotiable Instruments Act 1881');
      const none = await call(
        app(),
        'POST',
        '/api/litigation/extract-case-structured/',
        { workspace_id: id, facts: 'hello there friend' },
        token,
      );
      expect(none.statusCode).toBe(422);
      expect(none.json().message).toBe('Failed to run LeXi or no structured data found.');

      const body = {
        workspace_id: id,
        case_type: s.case_type,
        representing: 'victim',
        complainant: s.complainant,
        accused: s.accused,
        victim: s.victim,
        allegations: 'Dishonour of cheque: Section 138 NI Act',
        facts_summary: s.fact_summary,
      };
      const unchosen = await call(
        app(),
        'POST',
        '/api/litigation/create-case-LeXi/',
        { ...body, representing: '' },
        token,
      );
      expect(unchosen.statusCode).toBe(400);
      expect(unchosen.json().message).toBe(l.selectRepresenting);
      const created = await call(app(), 'POST', '/api/litigation/create-case-LeXi/', body, token);
      expect(created.statusCode).toBe(200);
      expect(created.json()).toMatchObject({
        success: true,
        message: l.caseCreated,
        workspace_id: id,
        case: {
          case_type: 'Criminal',
          representing: 'victim',
          complainant: 'Ravi Kumar',
          accused: 'Suresh Patil',
        },
      });
      const list = await call(
        app(),
        'GET',
        '/api/litigation/get-litigation-workspaces/?page=1',
        undefined,
        token,
      );
      expect(list.json().workspaces).toMatchObject([{ id, is_case_details_extracted: true }]);
      const again = await call(app(), 'POST', '/api/litigation/create-case-LeXi/', body, token);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(l.own.caseAlreadyCreated);
    },
    PDF_TIMEOUT,
  );

  it('gives the workspace the case type of its case: list, page, filter and search say Criminal', async () => {
    const { token } = await signedInUser(ctx());
    const name = `Verma civil at first ${Date.now()}`;
    const created = await call(
      app(),
      'POST',
      '/api/litigation/create-workspace/',
      { ...workspaceFields, workspace_name: name, case_type: 'Civil' },
      token,
    );
    const id = created.json().data.id as string;
    const made = await call(
      app(),
      'POST',
      '/api/litigation/create-case-LeXi/',
      { workspace_id: id, case_type: 'Criminal', representing: 'accused', accused: 'Ravi Verma' },
      token,
    );
    expect(made.statusCode, made.body).toBe(200);
    const single = async () =>
      (
        await call(
          app(),
          'POST',
          '/api/litigation/get-single-litigation-workspace/',
          { workspace_id: id },
          token,
        )
      ).json();
    const listed = async (query: string) =>
      (
        await call(
          app(),
          'GET',
          `/api/litigation/get-litigation-workspaces/?page=1${query}`,
          undefined,
          token,
        )
      )
        .json()
        .workspaces.filter((w: { id: string }) => w.id === id)
        .map((w: { case_type: string }) => w.case_type);
    expect((await single()).workspace.case_type).toBe('Criminal');
    expect((await single()).cases.map((c: { case_type: string }) => c.case_type)).toEqual(['Criminal']);
    expect(await listed('')).toEqual(['Criminal']);
    expect(await listed('&case_type=Criminal')).toEqual(['Criminal']);
    expect(await listed('&case_type=Civil')).toEqual([]);
    expect(await listed('&search=criminal')).toEqual(['Criminal']);

    // Editing the case's type moves the workspace's with it.
    const caseId = made.json().case.id as string;
    const edited = await call(
      app(),
      'POST',
      '/api/litigation/update-case/',
      { case_id: caseId, case_type: 'Civil' },
      token,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await single()).workspace.case_type).toBe('Civil');
    expect(await listed('&case_type=Civil')).toEqual(['Civil']);
    // An edit of other fields leaves it.
    await call(
      app(),
      'POST',
      '/api/litigation/update-case/',
      { case_id: caseId, allegations: 'Cheating' },
      token,
    );
    expect((await single()).workspace.case_type).toBe('Civil');
  });

  it('creates one case when two create-case calls for a workspace arrive at once', async () => {
    const { token } = await signedInUser(ctx());
    const id = await newWorkspace(token);
    const body = {
      workspace_id: id,
      case_type: 'Criminal',
      representing: 'victim',
      complainant: 'Ravi Kumar',
      accused: 'Suresh Patil',
      victim: 'Ravi Kumar',
      allegations: 'Dishonour of cheque: Section 138 NI Act',
      facts_summary: 'The cheque of Rs. 2,50,000 was returned unpaid.',
    };
    const answers = await Promise.all([
      call(app(), 'POST', '/api/litigation/create-case-LeXi/', body, token),
      call(app(), 'POST', '/api/litigation/create-case-LeXi/', { ...body, representing: 'accused' }, token),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().message).toBe(l.own.caseAlreadyCreated);
    const cases = await ctx().database.query<{ n: number }>(
      'select count(*)::int as n from litigation_cases where workspace_id = $1',
      [id],
    );
    expect(cases).toEqual([{ n: 1 }]);
  });

  it(
    'answers 404 to another firm and 403 to a viewer of the same firm, on every call',
    async () => {
      const firm = await lawFirm(ctx());
      const lawyer = await firm.member('lawyer');
      const viewer = await firm.member('viewer');
      const outsider = await signedInUser(ctx());
      const id = await newWorkspace(lawyer.token);
      await call(
        app(),
        'POST',
        '/api/litigation/assign-team-member/',
        { workspace_id: id, emails: [viewer.person.email] },
        lawyer.token,
      );
      const pdf = await twoColumnFiling();
      const calls = async (token: string) => [
        await extract(token, [field('workspace_id', id), field('file_count', '1'), file('c.pdf', pdf)]),
        await call(
          app(),
          'POST',
          '/api/litigation/extract-case-details-manual/',
          { workspace_id: id, manual_facts: 'Ravi Kumar was cheated by Suresh Patil.' },
          token,
        ),
        await call(
          app(),
          'POST',
          '/api/litigation/extract-case-structured/',
          { workspace_id: id, facts: 'Ravi Kumar was cheated by Suresh Patil.' },
          token,
        ),
        await call(
          app(),
          'POST',
          '/api/litigation/create-case-LeXi/',
          { workspace_id: id, case_type: 'Criminal', representing: 'victim' },
          token,
        ),
      ];
      for (const res of await calls(outsider.token)) expect(res.statusCode, res.body).toBe(404);
      for (const res of await calls(viewer.token)) expect(res.statusCode, res.body).toBe(403);
      expect(await listCaseFiles(ctx().database.db, id)).toEqual([]);
      for (const res of await calls(lawyer.token)) expect(res.statusCode, res.body).toBe(200);
    },
    PDF_TIMEOUT,
  );
});
