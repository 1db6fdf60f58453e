import { z } from 'zod';
import { messages } from '../messages.ts';
import { multiLineText, singleLineText } from '../validation/safe-text.ts';
import { workspaceIdField } from './workspaces.ts';

/**
 * Case generation and the case package (spec part 2 §4 "Case generation", §7 initialize-case/,
 * the live connection, run-all-models/, download-case/; issue 15's get-case-package/ and
 * update-draft/). Paths under /api/litigation; the live connection is /api/litigation/ws/generate.
 */

const g = messages.litigation.own.generation;

// ——— Steps of the live stream ———

/**
 * The step labels of the live stream: the spec's seven, then the three notices the browser shows
 * for 2 seconds (judgements_generated, strategy_generated, brief_generated).
 */
export const caseGenerationStepValues = [
  'connecting',
  'analyzing',
  'generating_facts',
  'generating_judgement',
  'judgements_generated',
  'generating_strategy',
  'strategy_generated',
  'brief_generated',
  'finalizing',
  'complete',
] as const;
export const caseGenerationStep = z.enum(caseGenerationStepValues);
export type CaseGenerationStep = z.infer<typeof caseGenerationStep>;

/** The steps whose message the browser shows as a 2-second notice. */
export const caseGenerationNoticeSteps: readonly CaseGenerationStep[] = [
  'judgements_generated',
  'strategy_generated',
  'brief_generated',
];

/** A version number of a case package: 1, 2, … */
export const packageVersionField = z.coerce
  .number({ error: g.versionInvalid })
  .int({ error: g.versionInvalid })
  .min(1, { error: g.versionInvalid })
  .max(1_000_000, { error: g.versionInvalid });

// ——— initialize-case/ and run-all-models/ ———

/** POST /api/litigation/initialize-case/ { workspace_id } */
export const initializeCaseRequest = z.object({ workspace_id: workspaceIdField });
export type InitializeCaseRequest = z.input<typeof initializeCaseRequest>;

/**
 * Either the package already exists (`generated: true` and its current version: the browser shows
 * done at 100 %), or a generation job is queued or running and the browser connects to
 * `websocket_url` (relative to the page's origin; the token goes as `?token=`).
 */
export const initializeCaseResponse = z.discriminatedUnion('generated', [
  z.object({
    success: z.literal(true),
    message: z.string(),
    generated: z.literal(true),
    version: z.number().int(),
    workspace_id: z.string(),
  }),
  z.object({
    success: z.literal(true),
    message: z.string(),
    generated: z.literal(false),
    workspace_id: z.string(),
    websocket_url: z.string(),
  }),
]);
export type InitializeCaseResponse = z.infer<typeof initializeCaseResponse>;

/** POST /api/litigation/run-all-models/ { workspace_id }: queues a new version (older ones stay). */
export const runAllModelsRequest = initializeCaseRequest;
export type RunAllModelsRequest = z.input<typeof runAllModelsRequest>;
export const runAllModelsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  workspace_id: z.string(),
  websocket_url: z.string(),
});
export type RunAllModelsResponse = z.infer<typeof runAllModelsResponse>;

// ——— The live connection ———

/** What the browser sends: start (or re-attach to) the generation, or cancel it. */
export const caseGenerationClientMessage = z.discriminatedUnion('action', [
  z.object({ action: z.literal('generate_case'), workspace_id: workspaceIdField }),
  z.object({ action: z.literal('cancel_generation'), workspace_id: workspaceIdField }),
]);
export type CaseGenerationClientMessage = z.input<typeof caseGenerationClientMessage>;

/** Why a stream ended in an error: the browser may treat `cancelled` as the cancel toast. */
export const caseGenerationErrorReasonValues = [
  'authentication',
  'not_found',
  'invalid_message',
  'cancelled',
  'failed',
] as const;
export const caseGenerationErrorReason = z.enum(caseGenerationErrorReasonValues);
export type CaseGenerationErrorReason = z.infer<typeof caseGenerationErrorReason>;

export const caseGenerationProgressMessage = z.object({
  type: z.literal('progress'),
  /** 0–100, never going down within one job. */
  progress: z.number().min(0).max(100),
  step: caseGenerationStep,
  message: z.string(),
});
export const caseGenerationCompleteMessage = z.object({
  type: z.literal('complete'),
  message: z.string(),
  generated: z.literal(true),
  version: z.number().int(),
  workspace_id: z.string(),
});
export const caseGenerationErrorMessage = z.object({
  type: z.literal('error'),
  message: z.string(),
  reason: caseGenerationErrorReason,
});

/** What the server sends: progress…, then complete or error (the server then closes). */
export const caseGenerationServerMessage = z.discriminatedUnion('type', [
  caseGenerationProgressMessage,
  caseGenerationCompleteMessage,
  caseGenerationErrorMessage,
]);
export type CaseGenerationServerMessage = z.infer<typeof caseGenerationServerMessage>;
export type CaseGenerationProgressMessage = z.infer<typeof caseGenerationProgressMessage>;

// ——— The case package ———

/** One fact of the chronology, with the passage of the case file or typed facts it came from. */
export const packageFact = z.object({
  /** ISO date (yyyy-mm-dd) when the passage gives one, else null. */
  date: z.string().nullable(),
  text: z.string(),
  /** The passage the fact was read from, verbatim. */
  source: z.string(),
  /** The uploaded file's name, or null for typed facts and the case form. */
  source_file: z.string().nullable(),
});
export type PackageFact = z.infer<typeof packageFact>;

export const judgementStanceValues = ['helps', 'hurts', 'neutral'] as const;
export const judgementStance = z.enum(judgementStanceValues);
export type JudgementStance = z.infer<typeof judgementStance>;

/** A judgement of LeXi's corpus relevant to the facts, and whether it helps the side represented. */
export const packageJudgement = z.object({
  judgement_id: z.string(),
  title: z.string(),
  citation: z.string(),
  court: z.string(),
  year: z.number().int().nullable(),
  /** The judgement's passage that matched the facts. */
  passage: z.string(),
  /** Why it is relevant: the terms of the facts it shares. */
  relevance: z.string(),
  stance: judgementStance,
  /** The rule that decided the stance, in a sentence. */
  stance_reason: z.string(),
});
export type PackageJudgement = z.infer<typeof packageJudgement>;

export const strategyProvision = z.object({ provision: z.string(), why: z.string() });
export const strategyCounter = z.object({ argument: z.string(), answer: z.string() });
export const strategyLimitation = z.object({
  /** The period and its source, e.g. "3 years (Limitation Act 1963, Art. 55)". */
  rule: z.string(),
  /** The last day computed from the case's dates (yyyy-mm-dd), or null when none is known. */
  deadline: z.string().nullable(),
  note: z.string(),
});

export const packageStrategy = z.object({
  issues: z.array(z.string()),
  provisions: z.array(strategyProvision),
  arguments: z.array(z.string()),
  counter_arguments: z.array(strategyCounter),
  evidence: z.array(z.string()),
  limitation: strategyLimitation,
  next_steps: z.array(z.string()),
});
export type PackageStrategy = z.infer<typeof packageStrategy>;

export const draftKindValues = [
  'complaint',
  'protest_petition',
  'bail_objection',
  'bail_application',
  'anticipatory_bail_application',
  'legal_notice',
  'plaint',
  'reply_notice',
  'written_statement',
] as const;
export const draftKind = z.enum(draftKindValues);
export type DraftKind = z.infer<typeof draftKind>;

/** A document draft as HTML the TipTap editor accepts (p, h1–h3, strong, em, ul/ol/li). */
export const packageDraft = z.object({
  id: z.string(),
  title: z.string(),
  kind: draftKind,
  html: z.string(),
  updated_at: z.string(),
});
export type PackageDraft = z.infer<typeof packageDraft>;

export const packageVersionInfo = z.object({ version: z.number().int(), generated_at: z.string() });

/** POST /api/litigation/get-case-package/ { workspace_id, version? } (latest when absent). */
export const getCasePackageRequest = z.object({
  workspace_id: workspaceIdField,
  version: packageVersionField.optional(),
});
export type GetCasePackageRequest = z.input<typeof getCasePackageRequest>;

export const getCasePackageResponse = z.object({
  success: z.literal(true),
  version: z.number().int(),
  /** Every version of this workspace, newest first. */
  versions: z.array(packageVersionInfo),
  generated_at: z.string(),
  facts: z.array(packageFact),
  judgements: z.array(packageJudgement),
  strategy: packageStrategy,
  drafts: z.array(packageDraft),
});
export type GetCasePackageResponse = z.infer<typeof getCasePackageResponse>;

// ——— update-draft/ (issue 15: drafts are editable; the spec names no call, LeXi adds this one) ———

export const DRAFT_HTML_MAX_CHARS = 500_000;

/** The id of one draft of a case package (update-draft/, download-draft/). */
const draftIdField = singleLineText({ error: g.draftIdRequired })
  .trim()
  .min(1, { error: g.draftIdRequired })
  .max(100, { error: g.draftIdRequired });

/** POST /api/litigation/update-draft/ { workspace_id, draft_id, html }: saves one draft's HTML. */
export const updateDraftRequest = z.object({
  workspace_id: workspaceIdField,
  draft_id: draftIdField,
  html: multiLineText({ error: g.draftHtmlRequired })
    .max(DRAFT_HTML_MAX_CHARS, { error: g.draftTooLong })
    .refine((html) => html.trim().length > 0, { error: g.draftHtmlRequired }),
});
export type UpdateDraftRequest = z.input<typeof updateDraftRequest>;
export const updateDraftResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  draft: packageDraft,
});
export type UpdateDraftResponse = z.infer<typeof updateDraftResponse>;

// ——— download-case/ ———

/** POST /api/litigation/download-case/ { workspace_id } → application/zip (attachment). */
export const downloadCaseRequest = z.object({
  workspace_id: singleLineText({ error: messages.litigation.downloadNeedsId })
    .trim()
    .min(1, { error: messages.litigation.downloadNeedsId })
    .max(100, { error: messages.litigation.downloadNeedsId }),
});
export type DownloadCaseRequest = z.input<typeof downloadCaseRequest>;

/**
 * POST /api/litigation/download-draft/ { workspace_id, draft_id, version? }: one draft as DOCX named
 * after its title. With a version, the draft must belong to that version of the package.
 */
export const downloadDraftRequest = z.object({
  workspace_id: workspaceIdField,
  draft_id: draftIdField,
  version: packageVersionField.optional(),
});
export type DownloadDraftRequest = z.input<typeof downloadDraftRequest>;
