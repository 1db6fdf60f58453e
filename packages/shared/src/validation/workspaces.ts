import { z } from 'zod';
import { messages } from '../messages.ts';
import { multiLineText, singleLineText } from './safe-text.ts';

/**
 * The rules of the two "create workspace" modals of spec part 2 §2 and §5, written once: the
 * browser validates each field on change with `fieldError(rule, value)` (or the `validate…`
 * helpers below, which give one message per field), the server parses the same schemas.
 */

const w = messages.workspace;
const l = messages.litigation;

export const WORKSPACE_NAME_MAX = 200;
export const WORKSPACE_TEXT_MAX = 200;

/** A trimmed required text with the spec's message for an empty value. */
const requiredTrimmed = (message: string, max = WORKSPACE_TEXT_MAX) =>
  singleLineText({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

// ——— Contract workspace ———

export const contractWorkspaceTypes = ['Client', 'Internal'] as const;
export type ContractWorkspaceType = (typeof contractWorkspaceTypes)[number];
export const contractWorkspaceType = z.enum(contractWorkspaceTypes, { error: w.own.typeInvalid });

export const contractWorkspaceRules = {
  name: requiredTrimmed(w.nameRequired, WORKSPACE_NAME_MAX),
  workspace_type: contractWorkspaceType,
  /** Checked only for a Client workspace. */
  client_name: requiredTrimmed(w.clientNameRequired),
} as const;

export type ContractWorkspaceField = keyof typeof contractWorkspaceRules;

export interface ContractWorkspaceFormValues {
  name: string;
  workspace_type: ContractWorkspaceType;
  client_name: string | null;
}

/**
 * POST /api/workspaces/create/: name required; for a Client workspace the client name is required;
 * an Internal workspace stores client_name null whatever was sent.
 */
export const createContractWorkspaceSchema = z
  .object({
    name: contractWorkspaceRules.name,
    workspace_type: contractWorkspaceType,
    client_name: singleLineText().max(WORKSPACE_TEXT_MAX).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.workspace_type === 'Client' && !v.client_name?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['client_name'], message: w.clientNameRequired });
    }
  })
  .transform((v) => ({
    name: v.name,
    workspace_type: v.workspace_type,
    client_name: v.workspace_type === 'Client' ? (v.client_name?.trim() ?? null) : null,
  }));
export type CreateContractWorkspaceInput = z.input<typeof createContractWorkspaceSchema>;
export type CreateContractWorkspaceData = z.output<typeof createContractWorkspaceSchema>;

/** The message of one field of the contract-workspace form, or null when it is valid. */
export function validateContractWorkspaceField(
  field: ContractWorkspaceField,
  values: ContractWorkspaceFormValues,
): string | null {
  if (field === 'client_name' && values.workspace_type !== 'Client') return null;
  const result = contractWorkspaceRules[field].safeParse(values[field] ?? '');
  return result.success ? null : (result.error.issues[0]?.message ?? messages.common.invalidRequest);
}

/** Every field's message (only the fields in error), for the submit of the form. */
export function validateContractWorkspace(
  values: ContractWorkspaceFormValues,
): Partial<Record<ContractWorkspaceField, string>> {
  const errors: Partial<Record<ContractWorkspaceField, string>> = {};
  for (const field of Object.keys(contractWorkspaceRules) as ContractWorkspaceField[]) {
    const message = validateContractWorkspaceField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

// ——— Litigation workspace ———

export const caseTypes = ['Civil', 'Criminal'] as const;
export type CaseType = (typeof caseTypes)[number];
export const caseTypeSchema = z.enum(caseTypes, { error: l.caseTypeRequired });

/** Every field required and trimmed, each with its own message (spec part 2 §5). */
export const litigationWorkspaceRules = {
  workspace_name: requiredTrimmed(w.nameRequired, WORKSPACE_NAME_MAX),
  case_type: caseTypeSchema,
  client_name: requiredTrimmed(w.clientNameRequired),
  opponent_name: requiredTrimmed(l.opponentNameRequired),
  area_of_law: requiredTrimmed(l.areaOfLawRequired),
} as const;

export type LitigationWorkspaceField = keyof typeof litigationWorkspaceRules;
export const litigationWorkspaceFields = Object.keys(litigationWorkspaceRules) as LitigationWorkspaceField[];

/** The form's values: case_type is '' until one is chosen. */
export type LitigationWorkspaceFormValues = Record<LitigationWorkspaceField, string>;

/** POST /api/litigation/create-workspace/ (and the fields of edit-workspace/). */
export const litigationWorkspaceSchema = z.object(litigationWorkspaceRules);
export type LitigationWorkspaceInput = z.input<typeof litigationWorkspaceSchema>;
export type LitigationWorkspaceData = z.output<typeof litigationWorkspaceSchema>;

export function validateLitigationWorkspaceField(
  field: LitigationWorkspaceField,
  values: LitigationWorkspaceFormValues,
): string | null {
  const result = litigationWorkspaceRules[field].safeParse(values[field]);
  return result.success ? null : (result.error.issues[0]?.message ?? messages.common.invalidRequest);
}

export function validateLitigationWorkspace(
  values: LitigationWorkspaceFormValues,
): Partial<Record<LitigationWorkspaceField, string>> {
  const errors: Partial<Record<LitigationWorkspaceField, string>> = {};
  for (const field of litigationWorkspaceFields) {
    const message = validateLitigationWorkspaceField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

// ——— Notes ———

export const NOTE_MAX = 10_000;

export const noteContentField = multiLineText({ error: w.own.noteRequired })
  .trim()
  .min(1, { error: w.own.noteRequired })
  .max(NOTE_MAX, { error: w.own.noteTooLong });
