import { z } from 'zod';
import { messages } from '../messages.ts';
import { emailField } from '../validation/fields.ts';
import { singleLineText } from '../validation/safe-text.ts';
import {
  contractWorkspaceType,
  createContractWorkspaceSchema,
  noteContentField,
} from '../validation/workspaces.ts';
import { CONTRACT_WORKSPACES_LIST_PAGE_SIZE } from '../workspace-constants.ts';
import { pageField, pageSizeField } from './common.ts';

/**
 * The contract-workspace calls, the overview, the team and assignment calls (both kinds of
 * workspace) and the notes calls (either kind). Paths under /api.
 */

const m = messages.workspace.own;

const idField = (message: string) =>
  singleLineText({ error: message }).trim().min(1, { error: message }).max(100, { error: message });

export const workspaceIdField = idField(m.idRequired);
export const noteIdField = idField(m.noteIdRequired);

/** Spec part 2 §3 "Team member". */
export const teamMember = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const personRef = z.object({
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type PersonRef = z.infer<typeof personRef>;

// ——— Contract workspaces ———

export const contractWorkspace = z.object({
  id: z.string(),
  name: z.string(),
  client_name: z.string().nullable(),
  workspace_type: contractWorkspaceType,
  /** Contracts plus e-mohar documents in the workspace. */
  contracts_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  team_members: z.array(teamMember),
  created_by: personRef,
  /** The caller may delete the workspace and assign members. */
  can_manage: z.boolean(),
  /** The caller may change what is inside (documents, notes): a firm's viewer reads only. */
  can_edit: z.boolean(),
});
export type ContractWorkspace = z.infer<typeof contractWorkspace>;

/** GET /api/workspaces/ */
export const listContractWorkspacesResponse = z.object({
  success: z.literal(true),
  workspaces: z.array(contractWorkspace),
  /** How many workspaces match, and on how many pages. */
  total: z.number().int(),
  num_pages: z.number().int(),
  page: z.number().int(),
});
export type ListContractWorkspacesResponse = z.infer<typeof listContractWorkspacesResponse>;

/** POST /api/workspaces/create/ */
export const createContractWorkspaceRequest = createContractWorkspaceSchema;
export type CreateContractWorkspaceRequest = z.input<typeof createContractWorkspaceRequest>;
export const createContractWorkspaceResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  workspace: contractWorkspace,
});
export type CreateContractWorkspaceResponse = z.infer<typeof createContractWorkspaceResponse>;

/** { workspace_id }: DELETE /api/workspaces/delete/, POST details/, assignment/, get-notes/ … */
export const workspaceIdRequest = z.object({ workspace_id: workspaceIdField });
export type WorkspaceIdRequest = z.input<typeof workspaceIdRequest>;

export const workspaceDocumentKinds = ['contract', 'emohar'] as const;
export const workspaceDocumentKind = z.enum(workspaceDocumentKinds, { error: m.documentKindInvalid });
export type WorkspaceDocumentKind = z.infer<typeof workspaceDocumentKind>;

/** The statuses a workspace's document shows (spec part 2 §4 "Contract status mapping"). */
export const workspaceDocumentStatuses = [
  'Drafted',
  'Draft',
  'In Review',
  'Active',
  'Completed',
  'Archived',
] as const;
export const workspaceDocumentStatus = z.enum(workspaceDocumentStatuses);
export type WorkspaceDocumentStatus = z.infer<typeof workspaceDocumentStatus>;

/** The filter's three groups and the statuses each counts. */
export const workspaceStatusFilters = {
  Draft: ['Drafted', 'Draft'],
  'In Review': ['In Review', 'Active'],
  Completed: ['Completed', 'Archived'],
} as const satisfies Record<string, readonly WorkspaceDocumentStatus[]>;
export type WorkspaceStatusFilter = keyof typeof workspaceStatusFilters;

/** At most this many characters of a contract-workspace search. */
export const CONTRACT_WORKSPACES_SEARCH_MAX = 100;

/**
 * GET /api/workspaces/?page=N&page_size=M&search=text&workspace_type=Client|Internal&status=Draft|…
 * (all optional): one page of the contract workspaces the caller sees, newest update first. The
 * search looks in the name and the client name; `status` keeps the workspaces with a document
 * whose status counts as it (spec part 2 §4 "Contract status mapping").
 */
export const listContractWorkspacesQuery = z.object({
  page: pageField,
  page_size: pageSizeField(CONTRACT_WORKSPACES_LIST_PAGE_SIZE),
  search: singleLineText().trim().max(CONTRACT_WORKSPACES_SEARCH_MAX).default(''),
  workspace_type: contractWorkspaceType.optional(),
  status: z
    .enum(Object.keys(workspaceStatusFilters) as [WorkspaceStatusFilter, ...WorkspaceStatusFilter[]], {
      error: messages.common.invalidRequest,
    })
    .optional(),
});
export type ListContractWorkspacesQuery = z.input<typeof listContractWorkspacesQuery>;

export const workspaceDocument = z.object({
  id: z.string(),
  kind: workspaceDocumentKind,
  title: z.string(),
  status: workspaceDocumentStatus,
  updated_at: z.string(),
  expiry_date: z.string().nullable(),
});
export type WorkspaceDocument = z.infer<typeof workspaceDocument>;

/** GET /api/workspaces/my-documents/: the caller's own documents, each with the workspace it is in. */
export const myDocument = workspaceDocument.extend({ workspace_id: z.string().nullable() });
export type MyDocument = z.infer<typeof myDocument>;
export const myDocumentsResponse = z.object({
  success: z.literal(true),
  documents: z.array(myDocument),
});
export type MyDocumentsResponse = z.infer<typeof myDocumentsResponse>;

/** POST /api/workspaces/details/ { workspace_id } */
export const contractWorkspaceDetailsResponse = z.object({
  success: z.literal(true),
  workspace: contractWorkspace,
  contracts: z.array(workspaceDocument),
});
export type ContractWorkspaceDetailsResponse = z.infer<typeof contractWorkspaceDetailsResponse>;

/** POST /api/workspaces/add-document/ and /api/workspaces/remove-document/ */
export const workspaceDocumentRequest = z.object({
  workspace_id: workspaceIdField,
  kind: workspaceDocumentKind,
  document_id: idField(m.documentIdRequired),
});
export type WorkspaceDocumentRequest = z.input<typeof workspaceDocumentRequest>;

// ——— Overview ———

/** GET /api/workspaces/overview: the five dashboard tiles. */
export const workspacesOverviewResponse = z.object({
  success: z.literal(true),
  totalWorkspaces: z.number().int(),
  totalSignedContracts: z.number().int(),
  totalContractsDrafted: z.number().int(),
  totalLitigationDrafts: z.number().int(),
  totalJudgementFiles: z.number().int(),
});
export type WorkspacesOverviewResponse = z.infer<typeof workspacesOverviewResponse>;

// ——— Team and assignment (both kinds) ———

/** GET /api/workspaces/team-members/ and /api/litigation/get-team-members_for_litigation/ */
export const teamMembersResponse = z.object({
  success: z.literal(true),
  team_members: z.array(teamMember),
});
export type TeamMembersResponse = z.infer<typeof teamMembersResponse>;

/** POST /api/workspaces/assignment/ { workspace_id } (spec part 1 §3 "Workspace assignment item"). */
export const workspaceAssignmentResponse = z.object({
  success: z.literal(true),
  name: z.string(),
  team_members: z.array(teamMember),
  members: z.array(z.object({ name: z.string(), email: z.string(), is_assigned: z.boolean() })),
});
export type WorkspaceAssignmentResponse = z.infer<typeof workspaceAssignmentResponse>;

/** POST /api/litigation/assign-team-member/ and /api/workspaces/assign-team-member/ */
export const assignTeamMembersRequest = z.object({
  workspace_id: workspaceIdField,
  emails: z.array(emailField, { error: m.emailsRequired }).min(1, { error: m.emailsRequired }).max(200),
});
export type AssignTeamMembersRequest = z.input<typeof assignTeamMembersRequest>;

/** POST /api/workspaces/unassign-team-member/ */
export const unassignTeamMemberRequest = z.object({ workspace_id: workspaceIdField, email: emailField });
export type UnassignTeamMemberRequest = z.input<typeof unassignTeamMemberRequest>;

// ——— Notes (either kind) ———

export const note = z.object({
  id: z.string(),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  author: personRef,
  /** The caller may edit and delete it (its author, or whoever manages the workspace). */
  can_edit: z.boolean(),
});
export type Note = z.infer<typeof note>;

/** POST /api/litigation/get-notes/ { workspace_id } */
export const getNotesRequest = workspaceIdRequest;
export const getNotesResponse = z.object({ success: z.literal(true), notes: z.array(note) });
export type GetNotesResponse = z.infer<typeof getNotesResponse>;

/** POST /api/litigation/add-note/ */
export const addNoteRequest = z.object({ workspace_id: workspaceIdField, content: noteContentField });
export type AddNoteRequest = z.input<typeof addNoteRequest>;
export const noteResponse = z.object({ success: z.literal(true), note, message: z.string() });
export type NoteResponse = z.infer<typeof noteResponse>;

/** POST /api/litigation/edit-notes/ (answers noteResponse) */
export const editNoteRequest = z.object({ note_id: noteIdField, content: noteContentField });
export type EditNoteRequest = z.input<typeof editNoteRequest>;

/** DELETE /api/litigation/delete-notes/ */
export const deleteNoteRequest = z.object({ note_id: noteIdField });
export type DeleteNoteRequest = z.input<typeof deleteNoteRequest>;
