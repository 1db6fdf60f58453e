import { z } from 'zod';
import { messages } from '../messages.ts';
import { fileNameField } from '../validation/fields.ts';
import { multiLineText, singleLineText } from '../validation/safe-text.ts';

const a = messages.analysis.own;

/** The largest contract LeXi IQ reads: 20 MB of PDF or DOCX (about 27 MB as base64). */
export const IQ_MAX_FILE_BYTES = 20 * 1024 * 1024;

/**
 * POST /api/iq/quick_add_risk_analysis and /api/iq/iq_negotiate: a contract as base64 PDF or DOCX
 * (a `data:…;base64,` prefix is accepted and dropped), checked by content on the server.
 */
export const iqUploadRequest = z.object({
  file_content: multiLineText({ error: a.fileRequired })
    .min(1, { error: a.fileRequired })
    .transform((v) => v.replace(/^data:[^,]*,/, '')),
  file_name: fileNameField,
});
export type IqUploadRequest = z.input<typeof iqUploadRequest>;

export const iqUploadResponse = z.object({
  success: z.literal(true),
  id: z.string(),
  message: z.string(),
});

export const analysisKinds = ['risk', 'negotiation'] as const;
export const analysisKind = z.enum(analysisKinds);
export type AnalysisKind = z.infer<typeof analysisKind>;
export const analysisStatuses = ['processing', 'done', 'failed'] as const;
export const riskLevels = ['high', 'medium', 'low', 'none'] as const;
export const proposalStatuses = ['pending', 'accepted', 'rejected'] as const;

export const keyFacts = z.object({
  parties: z.array(z.string()),
  agreement_date: z.string().nullable(),
  effective_date: z.string().nullable(),
  expiration_date: z.string().nullable(),
  governing_law: z.string().nullable(),
  renewal_term: z.string().nullable(),
  notice_period: z.string().nullable(),
});

export const contractClause = z.object({
  index: z.number().int(),
  number: z.string(),
  heading: z.string(),
  start: z.number().int(),
  end: z.number().int(),
});

export const findingSpan = z.object({
  start: z.number().int(),
  end: z.number().int(),
  text: z.string(),
  clause_index: z.number().int(),
  confidence: z.number(),
});

/** `category` is the CUAD category name exactly (e.g. `Cap on Liability`). */
export const finding = z.object({
  category: z.string(),
  present: z.boolean(),
  risk: z.enum(riskLevels),
  reason: z.string(),
  spans: z.array(findingSpan),
});

export const redlineRun = z.object({ kind: z.enum(['same', 'delete', 'insert']), text: z.string() });

export const proposal = z.object({
  id: z.string(),
  category: z.string(),
  clause_index: z.number().int(),
  original: z.string(),
  proposed: z.string(),
  redline: z.array(redlineRun),
  rationale: z.string(),
  status: z.enum(proposalStatuses),
});

export const scoreBreakdown = z.object({
  high: z.number().int(),
  medium: z.number().int(),
  low: z.number().int(),
  missing: z.number().int(),
  deductions: z.object({ high: z.number(), medium: z.number(), low: z.number(), missing: z.number() }),
});

/** One analysis in the list (no text, no findings). */
export const analysisSummary = z.object({
  id: z.string(),
  kind: analysisKind,
  status: z.enum(analysisStatuses),
  file_name: z.string(),
  created_at: z.string(),
  score: z.number().nullable(),
  /** The party the user represents (1 or 2, in the order of key_facts.parties); risk is read for it. */
  party: z.number().int(),
});

/** GET /api/iq/analyses/{id}: the whole analysis, with the contract's text the offsets point into. */
export const analysis = analysisSummary.extend({
  text: z.string(),
  key_facts: keyFacts,
  clauses: z.array(contractClause),
  findings: z.array(finding),
  missing: z.array(z.string()),
  missing_reasons: z.array(z.object({ category: z.string(), why: z.string() })),
  score_breakdown: scoreBreakdown,
  proposals: z.array(proposal),
});
export type Analysis = z.infer<typeof analysis>;
export type AnalysisSummary = z.infer<typeof analysisSummary>;
export type Finding = z.infer<typeof finding>;
export type Proposal = z.infer<typeof proposal>;
export type RiskLevel = (typeof riskLevels)[number];

export const analysesResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  analyses: z.array(analysisSummary),
});

export const analysisResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  analysis,
});

const idField = singleLineText({ error: a.notFound })
  .trim()
  .min(1, { error: a.notFound })
  .max(100, { error: a.notFound });

export const analysisIdParams = z.object({ id: idField });
export const proposalParams = z.object({ id: idField, proposal_id: idField });

/** POST /api/iq/analyses/{id}/proposals/{proposal_id} */
export const proposalDecisionRequest = z.object({ status: z.enum(['accepted', 'rejected']) });
export const proposalDecisionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  proposal,
});

/** The parties LeXi IQ reads risk for: the first or the second party named in the contract. */
export const representedParties = [1, 2] as const;

/** POST /api/iq/analyses/{id}/party: re-read the risk for the party the user represents. */
export const representedPartyRequest = z.object({
  party: z.union([z.literal(1), z.literal(2)], { error: a.partyInvalid }),
});
