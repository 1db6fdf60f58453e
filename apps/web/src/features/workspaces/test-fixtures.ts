import type { GetCasePackageResponse } from '@lexi/shared/api/case-package';
import type { LitigationWorkspace } from '@lexi/shared/api/litigation';
import type { ContractWorkspace, TeamMember, WorkspaceDocument } from '@lexi/shared/api/workspaces';
import { messages } from '@lexi/shared/messages';

/** Test data of the workspace feature's tests (not used by the app). */

export function aMember(n: number, first = `First${n}`, last = `Last${n}`): TeamMember {
  return { email: `member${n}@firm.test`, first_name: first, last_name: last, username: `member${n}` };
}

export function aContractWorkspace(n: number, overrides: Partial<ContractWorkspace> = {}): ContractWorkspace {
  return {
    id: `cw${n}`,
    name: `Workspace ${n}`,
    client_name: `Client ${n}`,
    workspace_type: 'Client',
    contracts_count: n,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-04-01T10:00:00.000Z',
    team_members: [],
    created_by: { username: 'asha', first_name: 'Asha', last_name: 'Rao' },
    can_manage: true,
    can_edit: true,
    ...overrides,
  };
}

export function aDocument(id: string, status: WorkspaceDocument['status']): WorkspaceDocument {
  return {
    id,
    kind: 'contract',
    title: `Contract ${id}`,
    status,
    updated_at: '2026-04-01T10:00:00.000Z',
    expiry_date: null,
  };
}

export function aLitigationWorkspace(
  n: number,
  overrides: Partial<LitigationWorkspace> = {},
): LitigationWorkspace {
  return {
    id: `lw${n}`,
    workspace_id: `lw${n}`,
    workspace_name: `Case ${n}`,
    workspace_type: 'Litigation Management',
    case_type: n % 2 === 0 ? 'Civil' : 'Criminal',
    client_name: `Client ${n}`,
    opponent_name: `Opponent ${n}`,
    area_of_law: n % 2 === 0 ? 'Contract law' : 'Criminal law',
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-04-01T10:00:00.000Z',
    status: ['Workspace created'],
    team_members: [],
    is_case_details_extracted: false,
    can_manage: true,
    can_edit: true,
    ...overrides,
  };
}

/** A case package of version `version` (of versions 1…latest), as get-case-package/ answers. */
export function aCasePackage(version = 2, latest = 2): GetCasePackageResponse {
  return {
    success: true,
    version,
    versions: Array.from({ length: latest }, (_, i) => ({
      version: latest - i,
      generated_at: `2026-05-0${latest - i}T10:00:00.000Z`,
    })),
    generated_at: `2026-05-0${version}T10:00:00.000Z`,
    facts: [
      {
        date: '2022-08-12',
        text: `Suresh Patil issued cheque No. 004512 (version ${version}).`,
        source: 'On 12/08/2022 the accused issued cheque No. 004512 for Rs. 2,50,000.',
        source_file: 'complaint.pdf',
      },
    ],
    judgements: [
      {
        judgement_id: 'j1',
        title: 'Dashrath Rupsingh Rathod v. State of Maharashtra',
        citation: '(2014) 9 SCC 129',
        court: 'Supreme Court of India',
        year: 2014,
        passage: 'The offence under Section 138 is committed where the cheque is dishonoured.',
        relevance: 'Shares: cheque, dishonour, Section 138',
        stance: 'helps',
        stance_reason: 'It holds the drawer liable on facts like these.',
      },
    ],
    strategy: {
      issues: ['Whether the cheque was issued for a legally enforceable debt'],
      provisions: [{ provision: 'Section 138 Negotiable Instruments Act 1881', why: 'Dishonour of cheque' }],
      arguments: ['The notice was served within 30 days of the dishonour'],
      counter_arguments: [
        { argument: 'The cheque was a security cheque', answer: 'A security cheque is still covered' },
      ],
      evidence: ['The returned cheque and the bank memo'],
      limitation: {
        rule: 'One month from the cause of action (Section 142)',
        deadline: '2022-10-16',
        note: 'Count from the 15 days after notice.',
      },
      next_steps: ['File the complaint before the Judicial Magistrate'],
    },
    drafts: [
      {
        id: 'd1',
        title: 'Complaint under Section 138',
        kind: 'complaint',
        // A list item without a paragraph: the editor writes it back as <li><p>…</p></li>.
        html: '<p>The complainant states.</p><ol><li>The cheque was dishonoured.</li></ol>',
        updated_at: '2026-05-02T10:00:00.000Z',
      },
      {
        id: 'd2',
        title: 'Objection to bail',
        kind: 'bail_objection',
        html: '<p>The complainant objects.</p>',
        updated_at: '2026-05-02T10:00:00.000Z',
      },
    ],
  };
}

/**
 * The dashboard's LeXi IQ card asks for the analyses; tests that render the dashboard answer it
 * with none (unanswered, its error toasts would crowd out the toasts a test waits for).
 */
export const noAnalysesCall = {
  '/api/iq/analyses': { body: { success: true, message: messages.analysis.own.listed, analyses: [] } },
};
