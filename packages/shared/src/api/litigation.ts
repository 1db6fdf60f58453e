import { z } from 'zod';
import { messages } from '../messages.ts';
import { multiLineText, singleLineText } from '../validation/safe-text.ts';
import { caseTypeSchema, litigationWorkspaceSchema } from '../validation/workspaces.ts';
import { LITIGATION_WORKSPACE_TYPE } from '../workspace-constants.ts';
import { pageField } from './common.ts';
import { teamMember, workspaceIdField } from './workspaces.ts';

/** The litigation-workspace calls of spec part 2 §7 (paths under /api/litigation). */

const m = messages.workspace.own;

/** Server page size of get-litigation-workspaces/. */
export const LITIGATION_PAGE_SIZE = 50;
export const LITIGATION_SEARCH_MAX = 200;

export const litigationWorkspace = z.object({
  id: z.string(),
  /** The same value as id (the spec reads both). */
  workspace_id: z.string(),
  workspace_name: z.string(),
  /** 'Litigation Management', the default type of a new litigation workspace. */
  workspace_type: z.literal(LITIGATION_WORKSPACE_TYPE),
  case_type: caseTypeSchema,
  client_name: z.string(),
  opponent_name: z.string(),
  area_of_law: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Timeline entries, newest first: the first is shown as the timeline ('Workspace created' at first). */
  status: z.array(z.string()),
  team_members: z.array(teamMember),
  is_case_details_extracted: z.boolean(),
  /** The caller may delete the workspace and assign members. */
  can_manage: z.boolean(),
  /** The caller may change what is inside (details, case, package, notes): a firm's viewer reads only. */
  can_edit: z.boolean(),
});
export type LitigationWorkspace = z.infer<typeof litigationWorkspace>;

/** GET /api/litigation/get-litigation-workspaces/?page=N[&search=text][&case_type=Civil|Criminal] */
export const listLitigationWorkspacesQuery = z.object({
  page: pageField,
  search: singleLineText().trim().max(LITIGATION_SEARCH_MAX).optional(),
  case_type: caseTypeSchema.optional(),
});
export type ListLitigationWorkspacesQuery = z.input<typeof listLitigationWorkspacesQuery>;
export const listLitigationWorkspacesResponse = z.object({
  success: z.literal(true),
  workspaces: z.array(litigationWorkspace),
  num_pages: z.number().int(),
  message: z.string(),
});
export type ListLitigationWorkspacesResponse = z.infer<typeof listLitigationWorkspacesResponse>;

/** POST /api/litigation/create-workspace/ */
export const createLitigationWorkspaceRequest = litigationWorkspaceSchema;
export type CreateLitigationWorkspaceRequest = z.input<typeof createLitigationWorkspaceRequest>;
export const createLitigationWorkspaceResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: litigationWorkspace,
});
export type CreateLitigationWorkspaceResponse = z.infer<typeof createLitigationWorkspaceResponse>;

/** POST /api/litigation/edit-workspace/ */
export const editLitigationWorkspaceRequest = litigationWorkspaceSchema.extend({
  workspace_id: workspaceIdField,
});
export type EditLitigationWorkspaceRequest = z.input<typeof editLitigationWorkspaceRequest>;
export const editLitigationWorkspaceResponse = z.object({
  success: z.literal(true),
  workspace: litigationWorkspace,
  message: z.string(),
});
export type EditLitigationWorkspaceResponse = z.infer<typeof editLitigationWorkspaceResponse>;

/** DELETE /api/litigation/delete-workspace/ { workspace_id } → messageResponse; see workspaceIdRequest. */

// ——— Cases ———

export const representingValues = ['victim', 'accused'] as const;
export const representingSchema = z.enum(representingValues, { error: m.representingInvalid });
export type Representing = z.infer<typeof representingSchema>;

export const litigationCase = z.object({
  id: z.string(),
  case_type: z.string(),
  representing: z.string(),
  complainant: z.string(),
  accused: z.string(),
  victim: z.string(),
  allegations: z.string(),
  facts_summary: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LitigationCase = z.infer<typeof litigationCase>;

/** POST /api/litigation/get-single-litigation-workspace/ { workspace_id } */
export const singleLitigationWorkspaceResponse = z.object({
  success: z.literal(true),
  workspace: litigationWorkspace,
  cases: z.array(litigationCase),
});
export type SingleLitigationWorkspaceResponse = z.infer<typeof singleLitigationWorkspaceResponse>;

const caseText = (max: number) =>
  multiLineText()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` });
const caseIdField = singleLineText({ error: m.caseIdRequired })
  .trim()
  .min(1, { error: m.caseIdRequired })
  .max(100, { error: m.caseIdRequired });

/** The editable fields of a case; update-case/ changes only those sent. */
export const caseFieldsSchema = z.object({
  case_type: caseTypeSchema.optional(),
  representing: representingSchema.optional(),
  complainant: caseText(500).optional(),
  accused: caseText(500).optional(),
  victim: caseText(500).optional(),
  allegations: caseText(20_000).optional(),
  facts_summary: caseText(50_000).optional(),
});
export type CaseFields = z.output<typeof caseFieldsSchema>;

/** POST /api/litigation/update-case/ { case_id, …case fields } */
export const updateCaseRequest = caseFieldsSchema
  .extend({ case_id: caseIdField })
  .refine((v) => Object.keys(v).some((k) => k !== 'case_id' && v[k as keyof typeof v] !== undefined), {
    error: m.caseFieldsRequired,
  });
export type UpdateCaseRequest = z.input<typeof updateCaseRequest>;
export const updateCaseResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  case: litigationCase,
});
export type UpdateCaseResponse = z.infer<typeof updateCaseResponse>;

/** POST /api/litigation/delete-case/ { case_id } → messageResponse */
export const deleteCaseRequest = z.object({ case_id: caseIdField });
export type DeleteCaseRequest = z.input<typeof deleteCaseRequest>;
