import { z } from 'zod';
import type { Jurisdiction } from '../countries.ts';
import { messages } from '../messages.ts';
import { contractDataSchemaFor, draftFormDataSchemaFor, partyTypeSchema } from '../validation/draft-form.ts';
import { emailField } from '../validation/fields.ts';
import { multiLineText, singleLineText } from '../validation/safe-text.ts';
import { expiryMoment } from './emohar.ts';
import { type EsignMethod, esignMethod } from './emohar-signing.ts';
import { signingOffer } from './signing-offer.ts';

/** The three drafting calls of spec §7: the user's country picks one (India, USA, every other: UK). */
export const aiContractCreationPaths: Record<Jurisdiction, string> = {
  india: '/api/ai_contract_creation',
  us: '/api/ai_contract_creation_us',
  uk: '/api/ai_contract_creation_uk',
};

/**
 * POST /api/ai_contract_creation{,_us,_uk}: each call validates the form by its own jurisdiction's
 * rules (validation/jurisdiction-rules.ts), so a field of another country is refused.
 */
export function aiContractCreationRequestFor(jurisdiction: Jurisdiction) {
  return z.object({
    formData: draftFormDataSchemaFor(jurisdiction),
    contractData: contractDataSchemaFor(jurisdiction),
    /**
     * Whether this creation spends one AI credit of the user's plan. A request that omits the flag
     * is charged, so that leaving it out can never draft for free.
     */
    is_credit: z.boolean().default(true),
    /** A contract workspace to create the contract in (the caller must be allowed to edit it, else 404). */
    workspace_id: singleLineText().trim().max(100).nullish(),
  });
}
type AiContractCreationSchema = ReturnType<typeof aiContractCreationRequestFor>;
export type AiContractCreationRequest = z.input<AiContractCreationSchema>;
export type AiContractCreationPayload = z.output<AiContractCreationSchema>;

export const aiContractCreationSuccess = z.object({
  response_status: z.literal(true),
  /** The contract as HTML (h1/h2/ol/p/table, no inline styles): what the editor opens. */
  contract: z.string(),
  /** The same contract as plain text (stored as `contract_text`). */
  contract_text: z.string(),
  title: z.string(),
  /** True when a business party signs, so the contract refers to a board resolution. */
  is_resolutions: z.boolean(),
  party1: partyTypeSchema,
  party2: partyTypeSchema,
  message: z.string(),
  /** True when an OpenAI-compatible model refined the wording of the built-in draft. */
  refined: z.boolean(),
  /** The saved draft: what show_contract, the editor and sharing take. */
  id: z.string(),
  /** YYYY-MM-DD (start date plus term) or null. */
  expiry_date: z.string().nullable(),
});
export type AiContractCreationSuccess = z.infer<typeof aiContractCreationSuccess>;

/** A refusal the browser shows as is (e.g. no AI credits left on the plan). */
export const aiContractCreationFailure = z.object({
  response_status: z.literal(false),
  message: z.string(),
});
export type AiContractCreationFailure = z.infer<typeof aiContractCreationFailure>;

export const aiContractCreationResponse = z.discriminatedUnion('response_status', [
  aiContractCreationSuccess,
  aiContractCreationFailure,
]);
export type AiContractCreationResponse = z.infer<typeof aiContractCreationResponse>;

// ——— Saved contracts and drafts (spec §3 "Contract data", §7 "Contracts and drafts") ———

const m = messages.draft.own;

export const contractStatuses = ['draft', 'final', 'shared', 'signed'] as const;
export const contractStatus = z.enum(contractStatuses);
export type ContractStatus = z.infer<typeof contractStatus>;

/** The spec's `type` of a contract call: an AI draft, or a contract made from one. */
export const contractKinds = ['draft', 'contract'] as const;
export const contractKind = z.enum(contractKinds, { error: m.kindInvalid });
export type ContractKind = z.infer<typeof contractKind>;

const contractId = singleLineText({ error: m.idRequired })
  .trim()
  .min(1, { error: m.idRequired })
  .max(100, { error: m.idRequired });

/** POST /api/show_contract and /api/make_lexi_draft_editable */
export const contractIdRequest = z.object({ id: contractId, type: contractKind.default('draft') });
export type ContractIdRequest = z.input<typeof contractIdRequest>;

/** POST /api/delete_contract: only drafts are deleted through this call (spec: type 'draft'). */
export const deleteContractRequest = z.object({
  id: contractId,
  type: z.literal('draft', { error: m.onlyDraftsDeleted }).default('draft'),
});
export type DeleteContractRequest = z.input<typeof deleteContractRequest>;

/** The saved contract as the browser reads it ("Contract data" of spec §3, and more). */
export const contractRecord = z.object({
  id: z.string(),
  title: z.string(),
  contract_type: z.string(),
  jurisdiction: z.enum(['india', 'us', 'uk']),
  status: contractStatus,
  is_editable: z.boolean(),
  /** The contract as HTML: what the editor opens (sanitized to the editor's tags). */
  contract: z.string(),
  html_content: z.string(),
  contract_text: z.string(),
  /** The validated draft form (party types and fields, as the form names them). */
  form_data: z.record(z.string(), z.string()),
  contract_data: z.record(z.string(), z.unknown()),
  party1: partyTypeSchema,
  party2: partyTypeSchema,
  is_resolutions: z.boolean(),
  counter_party_name: z.string(),
  /** YYYY-MM-DD: the start date plus the term; null for a contract without a fixed term. */
  expiry_date: z.string().nullable(),
  /** Whether a PDF of the contract has been saved (upload_pdf_to_ai_contract). */
  has_pdf: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ContractRecord = z.infer<typeof contractRecord>;

export const showContractResponse = contractRecord.extend({
  success: z.literal(true),
  message: z.string(),
  /**
   * `/api/contracts/docx?id=<id>`: a DOCX generated from the saved contract, fetched as a blob with
   * the bearer token (never a public URL).
   */
  docx_url: z.string(),
  /** The e-mohar document made when the contract was sent for signature (not discarded), or null. */
  emohar_id: z.string().nullable(),
  /** When every party had signed and the document was sealed (ISO date-time), or null. */
  signed_at: z.string().nullable(),
  /** A party has signed the signing document: the contract is a permanent record from then on. */
  has_signature: z.boolean(),
});
export type ShowContractResponse = z.infer<typeof showContractResponse>;

/** POST /api/get_docx_to_html: only the `docx_url` of one of the caller's contracts is accepted. */
export const docxToHtmlRequest = z.object({
  url: singleLineText({ error: m.docxUrlInvalid }).trim().min(1, { error: m.docxUrlInvalid }).max(2000),
});
export const docxToHtmlResponse = z.object({
  success: z.literal(true),
  html_content: z.string(),
  message: z.string(),
});
export type DocxToHtmlResponse = z.infer<typeof docxToHtmlResponse>;

/** HTML of the editor; the server keeps only the allowed tags. 2 MB is far above a long contract. */
const contractHtml = multiLineText({ error: messages.common.required })
  .max(2_000_000, { error: m.contractTooLong })
  .refine((v) => v.trim() !== '', { error: m.contractEmpty });

/** POST /api/contracts/save (the spec's unnamed save of the edited contract) */
export const saveContractRequest = z.object({
  id: contractId,
  html: contractHtml,
  contract_text: multiLineText().max(1_000_000, { error: m.contractTooLong }).optional(),
  /**
   * The draft form, when the user changed the parties: validated on the server by the rules of the
   * contract's jurisdiction (`draftFormDataSchemaFor`), which only the saved contract tells.
   */
  form_data: z.record(singleLineText().max(100), multiLineText().max(5000)).optional(),
});
export type SaveContractRequest = z.input<typeof saveContractRequest>;

/** POST /api/upload_pdf_to_ai_contract */
export const uploadContractPdfRequest = z.object({
  contract_id: contractId,
  type: contractKind.default('draft'),
  /** The translated document rendered to an A4 PDF in the browser (required when is_translated). */
  pdf_base64: multiLineText()
    .optional()
    .transform((v) => v?.replace(/^data:[^,]*,/, '') || undefined),
  html: multiLineText().max(2_000_000, { error: m.contractTooLong }).optional(),
  is_translated: z.boolean().default(false),
});
export type UploadContractPdfRequest = z.input<typeof uploadContractPdfRequest>;

/**
 * The fixed `signature` value a share link carries for each signing method (spec §2): the counter
 * party's page opens that method.
 */
export const shareSignatureValues = {
  aadhaar: 'aadhaar_emohar',
  '2fa': 'two_factor_esign',
} as const satisfies Record<EsignMethod, string>;
export type ShareSignatureValue = (typeof shareSignatureValues)[EsignMethod];

/** Paths of the counter party's pages: `{origin}/share-draft` and `{origin}/share-contract`. */
export const sharePagePaths: Record<ContractKind, string> = {
  draft: '/share-draft',
  contract: '/share-contract',
};

export const SHARE_LINK_MAX_DAYS = 90;

/** POST /api/contracts/share_link */
export const contractShareLinkRequest = z.object({
  id: contractId,
  type: contractKind.default('draft'),
  /** When the link stops working: an ISO date-time, at most 90 days ahead. */
  expiry: expiryMoment,
  /** The signing method the counter party will use; none: the link is for reading. */
  signature: esignMethod.optional(),
  contactInfo: singleLineText().trim().max(254).optional(),
});
export type ContractShareLinkRequest = z.input<typeof contractShareLinkRequest>;

export const contractShareLinkResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** `{origin}/share-draft?id=&token=&type=draft[&signature=…]` */
  url: z.string(),
  token: z.string(),
  expires_at: z.string(),
});
export type ContractShareLinkResponse = z.infer<typeof contractShareLinkResponse>;

/** POST /api/contracts/send_share_link */
export const contractSendShareLinkRequest = z.object({
  id: contractId,
  shareLink: singleLineText({ error: messages.common.required }).trim().min(1).max(2000),
  contactInfo: emailField,
});
export type ContractSendShareLinkRequest = z.input<typeof contractSendShareLinkRequest>;

/** GET /api/contracts/shared?id=&token=&type= (no account: the holder of a live link) */
export const contractSharedQuery = z.object({
  id: singleLineText().trim().max(100).default(''),
  token: singleLineText().trim().max(200).default(''),
  type: singleLineText().trim().max(20).optional(),
});

/** What the counter party reads: the contract, never the owner's form data. */
export const sharedContractRecord = z.object({
  id: z.string(),
  title: z.string(),
  contract_type: z.string(),
  jurisdiction: z.enum(['india', 'us', 'uk']),
  status: contractStatus,
  html_content: z.string(),
  contract_text: z.string(),
  party1: partyTypeSchema,
  party2: partyTypeSchema,
  counter_party_name: z.string(),
  expiry_date: z.string().nullable(),
  type: contractKind,
  /** The signing method the link offers (a value of `shareSignatureValues`), or null. */
  signature: z.string().nullable(),
  /**
   * `{origin}/e_mohar/sign-multi-party?id=&token=`: where the counter party signs, when the link
   * offers a signature and the owner has sent the contract for signature; else null.
   */
  sign_url: z.string().nullable(),
  /** Whether and how the holder signs: what the page and the email that carried the link both say. */
  signing: signingOffer,
  link_expires_at: z.string(),
  updated_at: z.string(),
});
export type SharedContractRecord = z.infer<typeof sharedContractRecord>;

export const contractSharedResponse = z.object({
  success: z.literal(true),
  contract: sharedContractRecord,
});
export type ContractSharedResponse = z.infer<typeof contractSharedResponse>;

/** POST /api/contracts/send_for_signature: the contract becomes an e-mohar multi-party document. */
export const contractSendForSignatureRequest = z.object({
  id: contractId,
  /** The signing method the counter party will use. */
  method: esignMethod,
  /** When the counter party's signing link stops working: an ISO date-time, at most 90 days ahead. */
  expiry: expiryMoment,
  /** When given, the signing link is emailed to this address. */
  counterparty_email: emailField.optional(),
});
export type ContractSendForSignatureRequest = z.input<typeof contractSendForSignatureRequest>;

export const contractSendForSignatureResponse = z.object({
  success: z.literal(true),
  /** The e-mohar document (GET it with /api/e_mohar/get_latest_emohar_multi_party). */
  emohar_id: z.string(),
  /** `{origin}/e_mohar/sign-multi-party?id=&token=`: the counter party's signing link (not the owner's). */
  share_url: z.string(),
  /** What the counter party's page and email say about signing (the document's method). */
  signing: signingOffer,
  message: z.string(),
});
export type ContractSendForSignatureResponse = z.infer<typeof contractSendForSignatureResponse>;
