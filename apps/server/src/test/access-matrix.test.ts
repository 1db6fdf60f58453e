import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placement, signerForm } from '../modules/emohar/emohar-signing.fixture.ts';
import { buildProbeWorld, type ProbeWorld, SECRETS } from './probe-world.ts';
import { startTestApp, type TestContext } from './test-app.ts';
import { testDatabases } from './test-databases.ts';

/**
 * The access matrix: every operation that names an object by id, called on an object of the owner
 * by everybody else. Anonymous gets 401; an unrelated account, the admin of another firm and a
 * lawyer the owner withdrew from get 404 (nothing says the object exists); a viewer of the owner's
 * firm reads the workspaces they are assigned to and gets 403 for changes, and 404 for the owner's
 * own documents; the owner (or, for vetting, the lawyer the owner chose) succeeds. No answer to
 * anyone but the owner carries a secret name of the owner's objects.
 */

type Ids = ProbeWorld['ids'];
type Kind =
  | 'contract'
  | 'emohar'
  | 'workspace'
  | 'litigation'
  | 'note'
  | 'case'
  | 'invite'
  | 'member'
  | 'meeting'
  | 'vetting'
  | 'analysis';
type Row = {
  /** "METHOD /path" as in the OpenAPI document. */
  call: string;
  /** The path with its parameters filled in, when the call's path has any. */
  path?: (ids: Ids) => string;
  kind: Kind;
  /** True when the call changes the object (a viewer of the firm gets 403 for these). */
  change: boolean;
  body?: (ids: Ids, world: ProbeWorld) => Record<string, unknown>;
  query?: (ids: Ids) => string;
  /** Calls that delete or use up the object get a fresh one of the owner's. */
  fresh?: (world: ProbeWorld) => Promise<Partial<Ids>>;
  /** What a viewer of the firm gets where the call departs from the general rule (see `expected`). */
  viewerGets?: number;
  /** Who succeeds: the owner, or for the vetting calls the lawyer the owner chose. */
  succeeds?: 'owner' | 'lawyer';
};

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

/** Every operation of the document that names an object: which kind, and a body the owner may send. */
const ROWS: Row[] = [
  { call: 'POST /api/show_contract', kind: 'contract', change: false, body: (i) => ({ id: i.contractId }) },
  { call: 'GET /api/contracts/docx', kind: 'contract', change: false, query: (i) => `id=${i.contractId}` },
  { call: 'GET /api/contracts/pdf', kind: 'contract', change: false, query: (i) => `id=${i.contractId}` },
  {
    call: 'POST /api/make_lexi_draft_editable',
    kind: 'contract',
    change: true,
    body: (i) => ({ id: i.contractId, type: 'draft' }),
  },
  {
    call: 'POST /api/contracts/save',
    kind: 'contract',
    change: true,
    body: (i) => ({ id: i.contractId, html: `<h1>${SECRETS.contractTitle}</h1><p>Terms, saved.</p>` }),
  },
  {
    call: 'POST /api/contracts/share_link',
    kind: 'contract',
    change: true,
    body: (i) => ({ id: i.contractId, type: 'draft', expiry: inAWeek() }),
  },
  {
    call: 'POST /api/contracts/send_share_link',
    kind: 'contract',
    change: true,
    body: (i, w) => ({
      id: i.contractId,
      shareLink: w.links.contract,
      contactInfo: 'vikram.shah@example.in',
    }),
  },
  {
    call: 'POST /api/documents/archive',
    kind: 'contract',
    change: true,
    body: (i) => ({ kind: 'contract', id: i.contractId }),
  },
  {
    call: 'POST /api/documents/unarchive',
    kind: 'contract',
    change: true,
    body: (i) => ({ kind: 'contract', id: i.contractId }),
  },
  {
    call: 'POST /api/legal_vetting/send-contract/',
    kind: 'contract',
    change: true,
    body: (i) => ({ contract_id: i.contractId }),
    fresh: async (w) => ({ contractId: await w.fresh.contract() }),
  },
  {
    call: 'POST /api/contracts/send_for_signature',
    kind: 'contract',
    change: true,
    body: (i) => ({ id: i.contractId, method: '2fa', expiry: inAWeek(), counterparty_email: 'v@example.in' }),
    fresh: async (w) => ({ contractId: await w.fresh.contract() }),
  },
  {
    call: 'POST /api/upload_pdf_to_ai_contract',
    kind: 'contract',
    change: true,
    body: (i, w) => ({
      contract_id: i.contractId,
      type: 'draft',
      pdf_base64: w.pdfBase64,
      html: '<p>Final.</p>',
    }),
    fresh: async (w) => ({ contractId: await w.fresh.contract() }),
  },
  {
    call: 'POST /api/delete_contract',
    kind: 'contract',
    change: true,
    body: (i) => ({ id: i.contractId }),
    fresh: async (w) => ({ contractId: await w.fresh.contract() }),
  },

  {
    call: 'POST /api/e_mohar/get_single_user_emohar',
    kind: 'emohar',
    change: false,
    body: (i) => ({ id: i.emoharId }),
  },
  {
    call: 'POST /api/e_mohar/get_latest_emohar_multi_party',
    kind: 'emohar',
    change: false,
    body: (i) => ({ id: i.emoharId }),
  },
  { call: 'GET /api/e_mohar/audit', kind: 'emohar', change: false, query: (i) => `id=${i.emoharId}` },
  { call: 'GET /api/e_mohar/download', kind: 'emohar', change: false, query: (i) => `id=${i.emoharId}` },
  {
    call: 'POST /api/e_mohar/add_details',
    kind: 'emohar',
    change: true,
    body: (i) => ({
      id: i.emoharId,
      contractType: 'Lease',
      expiryDate: '2030-01-31',
      counterpartyName: 'Vikram Shah',
    }),
  },
  {
    call: 'POST /api/e_mohar/share_draft_link',
    kind: 'emohar',
    change: true,
    body: (i) => ({ id: i.emoharId, expiry: inAWeek() }),
  },
  {
    call: 'POST /api/e_mohar/send_share_link_to_counter_party',
    kind: 'emohar',
    change: true,
    body: (i, w) => ({ id: i.emoharId, shareLink: w.links.emohar, contactInfo: 'vikram.shah@example.in' }),
  },
  {
    call: 'POST /api/documents/archive',
    kind: 'emohar',
    change: true,
    body: (i) => ({ kind: 'emohar', id: i.emoharId }),
  },
  {
    call: 'POST /api/documents/unarchive',
    kind: 'emohar',
    change: true,
    body: (i) => ({ kind: 'emohar', id: i.emoharId }),
  },
  {
    call: 'POST /api/e_mohar/revoke_share_link',
    kind: 'emohar',
    change: true,
    body: (i) => ({ id: i.emoharId }),
  },
  {
    call: 'POST /api/e_mohar/for_self_add_details',
    kind: 'emohar',
    change: true,
    body: (i) => ({ id: i.emoharId, contractType: 'Lease', expiryDate: '2030-01-31' }),
    fresh: async (w) => ({ emoharId: await w.fresh.emohar() }),
  },
  {
    call: 'POST /api/e_mohar/for_self_esign',
    kind: 'emohar',
    change: true,
    body: (i) => ({ formData: signerForm({ id: i.emoharId }), ...placement, method: '2fa' }),
    fresh: async (w) => ({ emoharId: await w.fresh.emohar('single') }),
  },
  {
    call: 'POST /api/e_mohar/delete_e_mohar_single',
    kind: 'emohar',
    change: true,
    body: (i) => ({ id: i.emoharId }),
    fresh: async (w) => ({ emoharId: await w.fresh.emohar() }),
  },
  {
    call: 'POST /api/e_mohar/delete_file',
    kind: 'emohar',
    change: true,
    body: (i) => ({ id: i.emoharId }),
    fresh: async (w) => ({ emoharId: await w.fresh.emohar() }),
  },

  {
    call: 'POST /api/workspaces/details/',
    kind: 'workspace',
    change: false,
    body: (i) => ({ workspace_id: i.workspaceId }),
  },
  {
    call: 'POST /api/workspaces/add-document/',
    kind: 'workspace',
    change: true,
    body: (i) => ({ workspace_id: i.workspaceId, kind: 'emohar', document_id: i.emoharId }),
  },
  {
    call: 'POST /api/workspaces/remove-document/',
    kind: 'workspace',
    change: true,
    body: (i) => ({ workspace_id: i.workspaceId, kind: 'emohar', document_id: i.emoharId }),
  },
  {
    call: 'POST /api/workspaces/assignment/',
    kind: 'workspace',
    change: false,
    body: (i) => ({ workspace_id: i.workspaceId }),
  },
  {
    call: 'POST /api/workspaces/assign-team-member/',
    kind: 'workspace',
    change: true,
    body: (i, w) => ({ workspace_id: i.workspaceId, emails: [w.people.memberLawyer.person.email] }),
  },
  {
    call: 'POST /api/workspaces/unassign-team-member/',
    kind: 'workspace',
    change: true,
    body: (i, w) => ({ workspace_id: i.workspaceId, email: w.people.memberLawyer.person.email }),
  },
  {
    call: 'POST /api/ai_contract_creation',
    kind: 'workspace',
    change: true,
    body: (i) => ({ ...creationRequest(), workspace_id: i.workspaceId }),
    // A workspace the caller may not change is "not found" for a new contract (contracts.ts).
    viewerGets: 404,
  },
  {
    call: 'DELETE /api/workspaces/delete/',
    kind: 'workspace',
    change: true,
    body: (i) => ({ workspace_id: i.workspaceId }),
    fresh: async (w) => ({ workspaceId: await w.fresh.workspace() }),
  },

  {
    call: 'POST /api/litigation/get-single-litigation-workspace/',
    kind: 'litigation',
    change: false,
    body: (i) => ({ workspace_id: i.litigationId }),
  },
  {
    call: 'POST /api/litigation/get-notes/',
    kind: 'litigation',
    change: false,
    body: (i) => ({ workspace_id: i.litigationId }),
  },
  {
    call: 'POST /api/litigation/edit-workspace/',
    kind: 'litigation',
    change: true,
    body: (i) => ({
      workspace_id: i.litigationId,
      workspace_name: SECRETS.litigation,
      case_type: 'Civil',
      client_name: 'Asha Rao',
      opponent_name: SECRETS.opponent,
      area_of_law: 'Contract',
    }),
  },
  {
    call: 'POST /api/litigation/add-note/',
    kind: 'litigation',
    change: true,
    body: (i) => ({ workspace_id: i.litigationId, content: SECRETS.note }),
  },
  {
    call: 'POST /api/litigation/assign-team-member/',
    kind: 'litigation',
    change: true,
    body: (i, w) => ({ workspace_id: i.litigationId, emails: [w.people.memberLawyer.person.email] }),
  },
  {
    call: 'DELETE /api/litigation/delete-workspace/',
    kind: 'litigation',
    change: true,
    body: (i) => ({ workspace_id: i.litigationId }),
    fresh: async (w) => ({ litigationId: await w.fresh.litigation() }),
  },
  {
    call: 'POST /api/litigation/extract-case-details-manual/',
    kind: 'litigation',
    change: true,
    body: (i) => ({
      workspace_id: i.litigationId,
      manual_facts: 'The accused Suresh Patil cheated Ravi Kumar at Pune.',
    }),
  },
  {
    call: 'POST /api/litigation/extract-case-structured/',
    kind: 'litigation',
    change: true,
    body: (i) => ({
      workspace_id: i.litigationId,
      facts: 'The accused Suresh Patil cheated Ravi Kumar at Pune.',
    }),
  },
  {
    call: 'POST /api/litigation/create-case-LeXi/',
    kind: 'litigation',
    change: true,
    body: (i) => ({
      workspace_id: i.litigationId,
      case_type: 'Criminal',
      representing: 'victim',
      allegations: SECRETS.caseText,
    }),
    fresh: async (w) => ({ litigationId: await w.fresh.litigation() }),
  },
  {
    call: 'POST /api/litigation/initialize-case/',
    kind: 'litigation',
    change: false,
    body: (i) => ({ workspace_id: i.litigationId }),
  },
  {
    call: 'POST /api/litigation/get-case-package/',
    kind: 'litigation',
    change: false,
    body: (i) => ({ workspace_id: i.litigationId }),
  },
  {
    call: 'POST /api/litigation/download-case/',
    kind: 'litigation',
    change: false,
    body: (i) => ({ workspace_id: i.litigationId }),
  },
  {
    call: 'POST /api/litigation/download-draft/',
    kind: 'litigation',
    change: false,
    body: (i) => ({ workspace_id: i.litigationId, draft_id: i.draftId, version: 1 }),
  },
  {
    call: 'POST /api/litigation/update-draft/',
    kind: 'litigation',
    change: true,
    body: (i) => ({ workspace_id: i.litigationId, draft_id: i.draftId, html: `<p>${SECRETS.caseText}</p>` }),
  },
  {
    call: 'POST /api/litigation/run-all-models/',
    kind: 'litigation',
    change: true,
    body: (i) => ({ workspace_id: i.litigationId }),
  },
  {
    call: 'POST /api/litigation/cancel-generation/',
    kind: 'litigation',
    change: true,
    body: (i) => ({ workspace_id: i.litigationId }),
  },
  {
    call: 'POST /api/litigation/edit-notes/',
    kind: 'note',
    change: true,
    body: (i) => ({ note_id: i.noteId, content: SECRETS.note }),
  },
  {
    call: 'DELETE /api/litigation/delete-notes/',
    kind: 'note',
    change: true,
    body: (i) => ({ note_id: i.noteId }),
    fresh: async (w) => ({ noteId: await w.fresh.note() }),
  },
  {
    call: 'POST /api/litigation/update-case/',
    kind: 'case',
    change: true,
    body: (i) => ({ case_id: i.caseId, allegations: SECRETS.caseText }),
  },
  {
    call: 'POST /api/litigation/delete-case/',
    kind: 'case',
    change: true,
    body: (i) => ({ case_id: i.caseId }),
    fresh: async (w) => ({ caseId: await w.fresh.case() }),
  },

  {
    call: 'POST /api/law_firm/team-member/edit_team_member',
    kind: 'member',
    change: true,
    body: (i) => ({ team_member_id: i.memberId, role: 'paralegal' }),
  },
  {
    call: 'POST /api/law_firm/remove-team-member/',
    kind: 'member',
    change: true,
    body: (i) => ({ member_id: i.memberId }),
    fresh: async (w) => ({ memberId: await w.fresh.member() }),
  },
  {
    call: 'POST /api/law_firm/team-member/resend-confirmation',
    kind: 'member',
    change: true,
    body: (i) => ({ member_id: i.memberId }),
    fresh: async (w) => ({ memberId: await w.fresh.unconfirmedMember() }),
  },
  {
    call: 'POST /api/law_firm/team/invite/revoke',
    kind: 'invite',
    change: true,
    body: (i) => ({ invite_id: i.inviteId }),
    fresh: async (w) => ({ inviteId: await w.fresh.invite() }),
  },

  {
    call: 'POST /api/meetings/reschedule/',
    kind: 'meeting',
    change: true,
    body: (i) => ({ meeting_id: i.meetingId, start_time: nextSlot }),
  },
  {
    call: 'POST /api/meetings/cancel/',
    kind: 'meeting',
    change: true,
    body: (i) => ({ meeting_id: i.meetingId }),
    fresh: async (w) => ({ meetingId: await w.fresh.meeting() }),
  },

  {
    call: 'POST /api/legal_vetting/get-legal-vetting-contract/',
    kind: 'vetting',
    change: false,
    body: (i) => ({ contract_id: i.contractId }),
    succeeds: 'lawyer',
  },
  {
    call: 'POST /api/legal_vetting/add-comment/',
    kind: 'vetting',
    change: true,
    body: (i) => ({ contract_id: i.contractId, comment: SECRETS.vettingComment }),
    succeeds: 'lawyer',
  },
  {
    call: 'POST /api/legal_vetting/update-status/',
    kind: 'vetting',
    change: true,
    body: (i) => ({ contract_id: i.contractId, status: 'in_review' }),
    succeeds: 'lawyer',
  },
  {
    call: 'GET /api/iq/analyses/{id}',
    path: (i) => `/api/iq/analyses/${i.analysisId}`,
    kind: 'analysis',
    change: false,
  },
  {
    call: 'POST /api/iq/analyses/{id}/proposals/{proposal_id}',
    path: (i) => `/api/iq/analyses/${i.analysisId}/proposals/p1`,
    kind: 'analysis',
    change: true,
    body: () => ({ status: 'accepted' }),
  },
  {
    call: 'POST /api/iq/analyses/{id}/party',
    path: (i) => `/api/iq/analyses/${i.analysisId}/party`,
    kind: 'analysis',
    change: true,
    body: () => ({ party: 2 }),
  },
  {
    call: 'GET /api/iq/analyses/{id}/export.docx',
    path: (i) => `/api/iq/analyses/${i.analysisId}/export.docx`,
    kind: 'analysis',
    change: false,
  },
  {
    call: 'GET /api/iq/analyses/{id}/memo.pdf',
    path: (i) => `/api/iq/analyses/${i.analysisId}/memo.pdf`,
    kind: 'analysis',
    change: false,
  },
  {
    call: 'DELETE /api/iq/analyses/{id}',
    path: (i) => `/api/iq/analyses/${i.analysisId}`,
    kind: 'analysis',
    change: true,
    fresh: async (w) => ({ analysisId: await w.fresh.analysis() }),
  },
];

/**
 * Operations that name an object but answer to the holder of a link's token, not to an account
 * (share links, the counter party's signing, the sign session pages, public verification): the
 * two share-link reads are checked below for every role without the token, the rest by their own
 * suites; and calls whose id names no object of the owner.
 */
const NOT_IN_MATRIX = new Set([
  'GET /api/e_mohar/shared',
  'GET /api/e_mohar/shared_download',
  'POST /api/e_mohar/submit',
  'POST /api/e_mohar/verify',
  'GET /api/contracts/shared',
  'GET /api/e_mohar/esign/session/{sessionId}',
  'POST /api/e_mohar/esign/session/{sessionId}/consent',
  'POST /api/e_mohar/esign/session/{sessionId}/identity',
  'POST /api/e_mohar/esign/session/{sessionId}/resend',
  'POST /api/e_mohar/esign/session/{sessionId}/code',
  'POST /api/law_firm/team/member/register',
  'POST /api/law_firm/team/member/set-password',
  'POST /api/forgot_password',
  'POST /api/ai_contract_creation_us',
  'POST /api/ai_contract_creation_uk',
  'GET /fonts/{file}',
  // The judgements corpus belongs to no account: any signed-in user reads it (modules/judgements).
  'GET /api/litigation/judgements/{judgement_id}',
]);

let nextSlot = '';
let creationRequest: () => Record<string, unknown> = () => ({});

type Role = 'anonymous' | 'outsider' | 'otherFirm' | 'withdrawnLawyer' | 'viewer';
const ROLES: Role[] = ['anonymous', 'outsider', 'otherFirm', 'withdrawnLawyer', 'viewer'];
const SHARED_WITH_THE_FIRM: Kind[] = ['workspace', 'litigation', 'note', 'case'];
const FIRM_ADMIN_ONLY: Kind[] = ['member', 'invite'];

/**
 * What a role gets, by the README's table of roles and the rule that others get 404. Team
 * management answers an account of no firm 403 ("only an admin of a law firm"), whatever the id:
 * that says nothing of the object; another firm's admin gets 404.
 */
function expected(role: Role, row: Row): number {
  if (role === 'anonymous') return 401;
  if (FIRM_ADMIN_ONLY.includes(row.kind) && role !== 'otherFirm') return 403;
  if (role !== 'viewer') return 404;
  if (row.viewerGets !== undefined) return row.viewerGets;
  if (SHARED_WITH_THE_FIRM.includes(row.kind)) return row.change ? 403 : 200;
  return 404;
}

/** Id-like fields of an OpenAPI request: what makes an operation name an object. */
function namesAnObject(operation: {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  parameters?: { name: string }[];
}): boolean {
  const fields = [
    ...Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    ...(operation.parameters ?? []).map((p) => p.name),
  ];
  return fields.some((field) => /(^|_)id$|Id$|^file$/.test(field));
}

// On each test database (a few seconds each).
for (const db of testDatabases())
  describe(`the access matrix [${db.name}]`, () => {
    let ctx: TestContext;
    let world: ProbeWorld;
    let stop: () => Promise<void>;
    beforeAll(async () => {
      const started = await startTestApp(db);
      ctx = started.ctx;
      stop = started.stop;
      world = await buildProbeWorld(ctx);
      const { creationBody } = await import('../modules/contracts/contracts.fixture.ts');
      creationRequest = () => ({ ...creationBody('india', { is_credit: false }) });
      const slots = await ctx.app.inject({
        method: 'POST',
        url: '/api/slots/',
        payload: { lawyer_username: world.people.lawyer.person.username, days: 3 },
        headers: { authorization: `Bearer ${world.people.owner.token}` },
      });
      nextSlot = (slots.json().availability as { start_time: string }[]).at(-2)?.start_time ?? '';
    }, 120_000);
    afterAll(() => stop());

    it('covers every operation of the OpenAPI document that names an object', async () => {
      await ctx.app.ready();
      const document = ctx.app.swagger() as {
        paths: Record<string, Record<string, Parameters<typeof namesAnObject>[0]>>;
      };
      const covered = new Set(ROWS.map((row) => row.call));
      const missing: string[] = [];
      for (const [path, operations] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          const call = `${method.toUpperCase()} ${path}`;
          if (namesAnObject(operation) && !covered.has(call) && !NOT_IN_MATRIX.has(call)) missing.push(call);
        }
      }
      expect(missing).toEqual([]);
    });

    function send(row: Row, ids: Ids, token: string | undefined): Promise<LightMyRequestResponse> {
      const [method, template] = row.call.split(' ') as [InjectOptions['method'], string];
      const path = row.path ? row.path(ids) : template;
      return ctx.app.inject({
        method,
        url: `${path}${row.query ? `?${row.query(ids)}` : ''}`,
        ...(row.body ? { payload: row.body(ids, world) } : {}),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    }

    describe('calls that answer to the holder of a share link', () => {
      /** The link's own query (id, token and for a contract its type), as the page reads it. */
      const queryOf = (url: string) => new URL(url).searchParams;
      const calls = [
        { path: '/api/e_mohar/shared', link: () => world.links.emohar },
        { path: '/api/contracts/shared', link: () => world.links.contract },
      ];
      for (const { path, link } of calls) {
        it(`${path} opens for the link's token only, and tells nobody else anything`, async () => {
          const params = queryOf(link());
          const holder = await ctx.app.inject({ url: `${path}?${params}` });
          expect(holder.statusCode, holder.body.slice(0, 300)).toBe(200);
          const wrong = new URLSearchParams(params);
          wrong.set('token', 'x'.repeat(43));
          const none = new URLSearchParams(params);
          none.delete('token');
          const people = [undefined, world.people.outsider, world.people.otherFirmAdmin, world.people.viewer];
          for (const query of [wrong, none]) {
            for (const person of [...people, world.people.owner]) {
              const res = await ctx.app.inject({
                url: `${path}?${query}`,
                headers: person ? { authorization: `Bearer ${person.token}` } : {},
              });
              expect(res.statusCode, `${query}: ${res.body.slice(0, 200)}`).toBe(404);
              for (const secret of Object.values(SECRETS)) expect(res.body).not.toContain(secret);
            }
          }
        });
      }
    });

    for (const row of ROWS) {
      const title = `${row.call} (${row.kind}${row.change ? ', a change' : ''})`;
      describe(title, () => {
        let ids: Ids;
        beforeAll(async () => {
          ids = { ...world.ids, ...(row.fresh ? await row.fresh(world) : {}) };
        });

        for (const role of ROLES) {
          const status = expected(role, row);
          it(`answers ${role} with ${status} and none of the owner's secrets`, async () => {
            const person = {
              anonymous: undefined,
              outsider: world.people.outsider,
              otherFirm: world.people.otherFirmAdmin,
              withdrawnLawyer: world.people.withdrawnLawyer,
              viewer: world.people.viewer,
            }[role];
            const res = await send(row, ids, person?.token);
            expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
            if (status >= 400) {
              for (const secret of Object.values(SECRETS)) expect(res.body).not.toContain(secret);
              expect(res.json()).toMatchObject({ success: false });
            }
          });
        }

        it(`succeeds for the ${row.succeeds ?? 'owner'}`, async () => {
          const who = row.succeeds === 'lawyer' ? world.people.lawyer : world.people.owner;
          const res = await send(row, ids, who.token);
          expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(300);
        });
      });
    }
  });
