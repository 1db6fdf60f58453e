import type { LawyerProfileInput } from '@lexi/shared/api/legal-vetting';
import { insertPackageVersion, listDrafts } from '../modules/case-package/case-packages.repository.ts';
import { createDraft, creationBody } from '../modules/contracts/contracts.fixture.ts';
import { uploadTestPdf } from '../modules/emohar/emohar.fixture.ts';
import { contractPdfBase64, uploadForAnalysis } from '../modules/iq/iq.fixture.ts';
import { memberBody } from '../modules/law-firm/law-firm.fixture.ts';
import { insertLitigationCase } from '../modules/litigation/litigation-cases.repository.ts';
import { findMembership, insertMemberships } from '../modules/organizations/organizations.repository.ts';
import { post, signedInUser } from './account-fixtures.ts';
import type { TestContext } from './test-app.ts';

/**
 * The people and objects the probe suites (fuzz, access matrix) call the API with: a law firm whose
 * admin owns one object of every kind, with secret names a leak would show, and everybody who must
 * not see them.
 */
export type Person = Awaited<ReturnType<typeof signedInUser>>;

/** Names that appear nowhere but in the owner's objects: an answer containing one is a leak. */
export const SECRETS = {
  contractTitle: 'Quillfeather',
  emoharName: 'Marrowglint deed',
  workspace: 'Thistlewick holdings',
  litigation: 'Brackenmoor inquiry',
  opponent: 'Vantablue Ltd',
  note: 'Umberfall note',
  caseText: 'Cinderlace allegation',
  vettingComment: 'Glimmerstone remark',
  meetingPurpose: 'Snowvale purpose',
  analysisFile: 'Pellucid supply.pdf',
} as const;

const weekdays = (ranges: { start: string; end: string }[]) => ({
  mon: ranges,
  tue: ranges,
  wed: ranges,
  thu: ranges,
  fri: ranges,
  sat: ranges,
  sun: ranges,
});

const profile: LawyerProfileInput = {
  practice_areas: ['Contracts'],
  jurisdictions: ['India'],
  languages: ['English'],
  years_experience: 10,
  fee_amount: 5000,
  fee_currency: 'INR',
  bio: 'Contracts.',
  time_zone: 'Asia/Kolkata',
  weekly_hours: weekdays([{ start: '00:00', end: '24:00' }]),
  date_overrides: [],
  meeting_minutes: 30,
  buffer_minutes: 0,
  min_notice_minutes: 0,
  accepts_requests: true,
};

async function ok(response: Promise<{ statusCode: number; body: string; json(): unknown }>, what: string) {
  const res = await response;
  if (res.statusCode !== 200) throw new Error(`${what} failed (${res.statusCode}): ${res.body}`);
  return res.json() as Record<string, unknown>;
}

async function lawyerWithProfile(ctx: TestContext, lastName: string): Promise<Person> {
  const lawyer = await signedInUser(ctx, { account_type: 'lawyer', first_name: 'Anil', last_name: lastName });
  await ok(post(ctx.app, '/api/legal_vetting/profile/', profile, lawyer.token), 'lawyer profile');
  return lawyer;
}

export async function buildProbeWorld(ctx: TestContext) {
  const { app } = ctx;
  const [owner, otherFirmAdmin, outsider, lawyer, withdrawnLawyer] = await Promise.all([
    signedInUser(ctx, { account_type: 'law_firm', firm_name: 'Rao Chambers' }),
    signedInUser(ctx, { account_type: 'law_firm', firm_name: 'Hughes & Co' }),
    signedInUser(ctx),
    lawyerWithProfile(ctx, 'Kapoor'),
    lawyerWithProfile(ctx, 'Mehta'),
  ]);
  const membership = await findMembership(ctx.database.db, owner.userId);
  if (!membership) throw new Error('the firm was not created');
  const [viewer, memberLawyer] = await Promise.all([signedInUser(ctx), signedInUser(ctx)]);
  await insertMemberships(ctx.database.db, [
    { organizationId: membership.organizationId, userId: viewer.userId, role: 'viewer' },
    { organizationId: membership.organizationId, userId: memberLawyer.userId, role: 'lawyer' },
  ]);

  const drafted = await ok(
    createDraft(
      app,
      owner.token,
      'india',
      creationBody('india', { is_credit: false, contractData: { purpose: SECRETS.contractTitle } }),
    ),
    'drafting',
  );
  const contractId = String(drafted.id);
  await ok(
    post(
      app,
      '/api/contracts/save',
      { id: contractId, html: `<h1>${SECRETS.contractTitle}</h1><p>Terms.</p>` },
      owner.token,
    ),
    'saving the contract',
  );
  const { record, pdf } = await uploadTestPdf(ctx, owner.token, {
    party: 'multi',
    file_name: 'deed.pdf',
    contract_name: SECRETS.emoharName,
  });
  const workspace = await ok(
    post(
      app,
      '/api/workspaces/create/',
      { name: SECRETS.workspace, workspace_type: 'Internal' },
      owner.token,
    ),
    'contract workspace',
  );
  const workspaceId = String((workspace.workspace as { id: string }).id);
  await ok(
    post(
      app,
      '/api/workspaces/add-document/',
      { workspace_id: workspaceId, document_id: contractId, kind: 'contract' },
      owner.token,
    ),
    'adding the contract to the workspace',
  );
  const litigation = await ok(
    post(
      app,
      '/api/litigation/create-workspace/',
      {
        workspace_name: SECRETS.litigation,
        case_type: 'Civil',
        client_name: 'Asha Rao',
        opponent_name: SECRETS.opponent,
        area_of_law: 'Contract',
      },
      owner.token,
    ),
    'litigation workspace',
  );
  const litigationId = String((litigation.data as { id: string }).id);
  const note = await ok(
    post(
      app,
      '/api/litigation/add-note/',
      { workspace_id: litigationId, content: SECRETS.note },
      owner.token,
    ),
    'note',
  );
  const noteId = String((note.note as { id: string }).id);
  const litigationCase = await insertLitigationCase(ctx.database.db, {
    workspaceId: litigationId,
    caseType: 'Civil',
    allegations: SECRETS.caseText,
  });
  // Its generated case package (written as the generation job writes it), with one draft.
  const casePackage = await insertPackageVersion(
    ctx.database.db,
    {
      workspaceId: litigationId,
      facts: [{ date: null, text: SECRETS.caseText, source: SECRETS.caseText, source_file: null }],
      judgements: [],
      strategy: {
        issues: [SECRETS.caseText],
        provisions: [],
        arguments: [],
        counter_arguments: [],
        evidence: [],
        limitation: { rule: 'Limitation Act 1963', deadline: null, note: '' },
        next_steps: [],
      },
      generatedAt: new Date(),
    },
    [{ kind: 'plaint', title: 'Plaint', html: `<p>${SECRETS.caseText}</p>` }],
  );
  const [caseDraft] = await listDrafts(ctx.database.db, casePackage.id);
  if (!caseDraft) throw new Error('the probe package has no draft');
  const invite = await ok(
    post(
      app,
      '/api/law_firm/team/invite/member',
      { email: 'invited.person@example.in', role: 'lawyer' },
      owner.token,
    ),
    'invitation',
  );
  const inviteId = String((invite.invite as { id: string }).id);

  // The withdrawn lawyer read the contract once; the owner then withdrew and chose another.
  await ok(
    post(
      app,
      '/api/legal_vetting/assign-lawyer/',
      { lawyer_username: withdrawnLawyer.person.username },
      owner.token,
    ),
    'assigning the first lawyer',
  );
  await ok(
    post(app, '/api/legal_vetting/send-contract/', { contract_id: contractId }, owner.token),
    'sending for vetting',
  );
  await ok(
    post(
      app,
      '/api/legal_vetting/get-legal-vetting-contract/',
      { contract_id: contractId },
      withdrawnLawyer.token,
    ),
    'the first lawyer reading the contract',
  );
  await ok(post(app, '/api/legal_vetting/withdraw_current_lawyer/', {}, owner.token), 'withdrawing');
  await ok(
    post(app, '/api/legal_vetting/assign-lawyer/', { lawyer_username: lawyer.person.username }, owner.token),
    'assigning the lawyer',
  );
  await ok(
    post(app, '/api/legal_vetting/send-contract/', { contract_id: contractId }, owner.token),
    'sending for vetting again',
  );
  await ok(
    post(
      app,
      '/api/legal_vetting/add-comment/',
      { contract_id: contractId, comment: SECRETS.vettingComment },
      lawyer.token,
    ),
    'vetting comment',
  );
  const slots = await ok(
    post(app, '/api/slots/', { lawyer_username: lawyer.person.username, days: 3 }, owner.token),
    'slots',
  );
  const slot = (slots.availability as { start_time: string }[]).at(-1);
  if (!slot) throw new Error('the lawyer has no free slot');
  const meeting = await ok(
    post(
      app,
      '/api/schedule_meeting/',
      {
        lawyer_username: lawyer.person.username,
        start_time: slot.start_time,
        meeting_purpose: SECRETS.meetingPurpose,
      },
      owner.token,
    ),
    'meeting',
  );
  const meetingId = String((meeting.meeting as { id: string }).id);

  // The viewer is assigned to the owner's workspaces: reads are theirs, changes are not.
  const assignViewer = (url: string, id: string) =>
    ok(
      post(app, url, { workspace_id: id, emails: [viewer.person.email] }, owner.token),
      'assigning the viewer',
    );
  await assignViewer('/api/workspaces/assign-team-member/', workspaceId);
  await assignViewer('/api/litigation/assign-team-member/', litigationId);
  await ok(
    post(
      app,
      '/api/e_mohar/add_details',
      { id: record.id, contractType: 'Lease', expiryDate: '2030-01-31', counterpartyName: 'Vikram Shah' },
      owner.token,
    ),
    'e-mohar details',
  );
  const expiry = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
  const emoharLink = await ok(
    post(app, '/api/e_mohar/share_draft_link', { id: record.id, expiry: expiry() }, owner.token),
    'e-mohar share link',
  );
  const contractLink = await ok(
    post(app, '/api/contracts/share_link', { id: contractId, type: 'draft', expiry: expiry() }, owner.token),
    'contract share link',
  );

  const contractPdf = await contractPdfBase64();
  const analyse = () =>
    uploadForAnalysis(app, owner.token, 'negotiation', {
      file_content: contractPdf,
      file_name: SECRETS.analysisFile,
    });
  const analysisId = await analyse();

  /** Fresh objects of the owner, for calls that delete or use up the one they name. */
  const fresh = {
    analysis: analyse,
    async contract() {
      const res = await ok(
        createDraft(app, owner.token, 'india', creationBody('india', { is_credit: false })),
        'a fresh draft',
      );
      return String(res.id);
    },
    async emohar(party: 'single' | 'multi' = 'multi') {
      return (await uploadTestPdf(ctx, owner.token, { party, contract_name: SECRETS.emoharName })).record.id;
    },
    async workspace() {
      const res = await ok(
        post(
          app,
          '/api/workspaces/create/',
          { name: SECRETS.workspace, workspace_type: 'Internal' },
          owner.token,
        ),
        'a fresh workspace',
      );
      const id = String((res.workspace as { id: string }).id);
      await assignViewer('/api/workspaces/assign-team-member/', id);
      return id;
    },
    async litigation() {
      const res = await ok(
        post(
          app,
          '/api/litigation/create-workspace/',
          {
            workspace_name: SECRETS.litigation,
            case_type: 'Civil',
            client_name: 'Asha Rao',
            opponent_name: SECRETS.opponent,
            area_of_law: 'Contract',
          },
          owner.token,
        ),
        'a fresh litigation workspace',
      );
      const id = String((res.data as { id: string }).id);
      await assignViewer('/api/litigation/assign-team-member/', id);
      return id;
    },
    async note() {
      const res = await ok(
        post(
          app,
          '/api/litigation/add-note/',
          { workspace_id: litigationId, content: SECRETS.note },
          owner.token,
        ),
        'a fresh note',
      );
      return String((res.note as { id: string }).id);
    },
    async case() {
      const row = await insertLitigationCase(ctx.database.db, {
        workspaceId: litigationId,
        caseType: 'Civil',
        allegations: SECRETS.caseText,
      });
      return row.id;
    },
    async invite() {
      const res = await ok(
        post(
          app,
          '/api/law_firm/team/invite/member',
          { email: `invited.${Math.random().toString(36).slice(2)}@example.in`, role: 'lawyer' },
          owner.token,
        ),
        'a fresh invitation',
      );
      return String((res.invite as { id: string }).id);
    },
    /** A member the admin created, who has not confirmed the account yet (resend-confirmation). */
    async unconfirmedMember() {
      const res = await ok(
        post(app, '/api/law_firm/team-member/create/', memberBody(), owner.token),
        'a member made by the admin',
      );
      return String((res.team_member as { id: string }).id);
    },
    async member() {
      const person = await signedInUser(ctx);
      await insertMemberships(ctx.database.db, [
        { organizationId: membership.organizationId, userId: person.userId, role: 'lawyer' },
      ]);
      return person.userId;
    },
    async meeting() {
      const free = await ok(
        post(app, '/api/slots/', { lawyer_username: lawyer.person.username, days: 3 }, owner.token),
        'slots',
      );
      const start = (free.availability as { start_time: string }[]).at(-1)?.start_time;
      const res = await ok(
        post(
          app,
          '/api/schedule_meeting/',
          {
            lawyer_username: lawyer.person.username,
            start_time: start,
            meeting_purpose: SECRETS.meetingPurpose,
          },
          owner.token,
        ),
        'a fresh meeting',
      );
      return String((res.meeting as { id: string }).id);
    },
  };

  return {
    fresh,
    links: { emohar: String(emoharLink.url), contract: String(contractLink.url) },
    /** A small valid PDF, for the fields that carry one. */
    pdfBase64: pdf.toString('base64'),
    people: { owner, otherFirmAdmin, outsider, lawyer, withdrawnLawyer, viewer, memberLawyer },
    ids: {
      contractId,
      emoharId: record.id,
      workspaceId,
      litigationId,
      noteId,
      caseId: litigationCase.id,
      draftId: caseDraft.id,
      inviteId,
      meetingId,
      memberId: memberLawyer.userId,
      analysisId,
    },
  };
}
export type ProbeWorld = Awaited<ReturnType<typeof buildProbeWorld>>;
