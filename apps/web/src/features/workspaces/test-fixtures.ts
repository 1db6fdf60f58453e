import type { LitigationWorkspace } from '@lexi/shared/api/litigation';
import type { ContractWorkspace, TeamMember, WorkspaceDocument } from '@lexi/shared/api/workspaces';

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
    ...overrides,
  };
}
