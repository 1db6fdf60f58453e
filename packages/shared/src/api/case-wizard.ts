import { z } from 'zod';
import { messages } from '../messages.ts';
import { multiLineText } from '../validation/safe-text.ts';
import { caseTypeSchema } from '../validation/workspaces.ts';
import { CASE_FACTS_MAX_CHARS, CASE_FILES_MAX } from '../workspace-constants.ts';
import { litigationCase, representingSchema } from './litigation.ts';
import { workspaceIdField } from './workspaces.ts';

/**
 * The case details wizard's calls (spec part 2 §7), under /api/litigation: extract-case-details/
 * (multipart), extract-case-details-manual/, extract-case-structured/ and create-case-LeXi/.
 */

const l = messages.litigation;

const factsText = (required: string) =>
  multiLineText({ error: required })
    .trim()
    .min(1, { error: required })
    .max(CASE_FACTS_MAX_CHARS, { error: `Must be at most ${CASE_FACTS_MAX_CHARS} characters` });

/** The text fields of the multipart extract-case-details/ call (the files come as repeated `file`). */
export const extractCaseDetailsFields = z.object({
  workspace_id: workspaceIdField,
  file_count: z.coerce
    .number({ error: l.own.fileCountMismatch })
    .int({ error: l.own.fileCountMismatch })
    .min(0, { error: l.own.fileCountMismatch })
    .max(CASE_FILES_MAX, { error: l.own.tooManyCaseFiles }),
  manual_facts: multiLineText()
    .trim()
    .max(CASE_FACTS_MAX_CHARS, { error: `Must be at most ${CASE_FACTS_MAX_CHARS} characters` })
    .optional(),
});
export type ExtractCaseDetailsFields = z.output<typeof extractCaseDetailsFields>;

/** POST /api/litigation/extract-case-details-manual/ */
export const extractCaseDetailsManualRequest = z.object({
  workspace_id: workspaceIdField,
  manual_facts: factsText(l.own.factsRequired),
});
export type ExtractCaseDetailsManualRequest = z.input<typeof extractCaseDetailsManualRequest>;

/** What was read from one uploaded file. */
export const extractedFile = z.object({
  name: z.string(),
  pages: z.number().int(),
});

/** Spec §3 "Extraction result": a list whose first item has initial_facts. */
export const extractionItem = z.object({
  /** The facts in order, one per line, numbered; dates normalised; amounts, places, sections kept. */
  initial_facts: z.string(),
  facts: z.array(z.string()),
  files: z.array(extractedFile),
});
export type ExtractionItem = z.infer<typeof extractionItem>;

export const extractCaseDetailsResponse = z.object({
  success: z.literal(true),
  result: z.array(extractionItem),
  results: z.array(extractionItem),
  message: z.string(),
});
export type ExtractCaseDetailsResponse = z.infer<typeof extractCaseDetailsResponse>;

/** POST /api/litigation/extract-case-structured/ */
export const extractCaseStructuredRequest = z.object({
  workspace_id: workspaceIdField,
  facts: factsText(l.own.factsRequired),
});
export type ExtractCaseStructuredRequest = z.input<typeof extractCaseStructuredRequest>;

/** A side one may represent, with the names the facts give it. */
export const representingOption = z.object({ side: representingSchema, name: z.string() });
export type RepresentingOption = z.infer<typeof representingOption>;

/** An allegation with the provisions it invokes, e.g. "Section 420 IPC (now Section 318 BNS)". */
export const allegation = z.object({ allegation: z.string(), provisions: z.array(z.string()) });
export type Allegation = z.infer<typeof allegation>;

export const extractCaseStructuredResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  case_type: caseTypeSchema,
  case_type_reason: z.string(),
  representing: z.array(representingOption),
  complainant: z.string(),
  accused: z.string(),
  victim: z.string(),
  allegations: z.array(allegation),
  fact_summary: z.string(),
});
export type ExtractCaseStructuredResponse = z.infer<typeof extractCaseStructuredResponse>;

const partyText = multiLineText().trim().max(500, { error: 'Must be at most 500 characters' });

/** POST /api/litigation/create-case-LeXi/ (spec §7's fields). */
export const createCaseRequest = z.object({
  workspace_id: workspaceIdField,
  case_type: caseTypeSchema,
  representing: z.enum(['victim', 'accused'], { error: l.selectRepresenting }),
  complainant: partyText.default(''),
  accused: partyText.default(''),
  victim: partyText.default(''),
  allegations: multiLineText().trim().max(20_000, { error: 'Must be at most 20000 characters' }).default(''),
  facts_summary: multiLineText()
    .trim()
    .max(50_000, { error: 'Must be at most 50000 characters' })
    .default(''),
});
export type CreateCaseRequest = z.input<typeof createCaseRequest>;

export const createCaseResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  case: litigationCase,
  workspace_id: z.string(),
});
export type CreateCaseResponse = z.infer<typeof createCaseResponse>;
