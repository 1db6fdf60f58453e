import { z } from 'zod';
import { DEFAULT_CONTRACT_NAME } from '../constants.ts';
import { messages } from '../messages.ts';
import {
  calendarDateField,
  emailField,
  fileNameField,
  momentField,
  requiredText,
} from '../validation/fields.ts';
import { multiLineText, singleLineText } from '../validation/safe-text.ts';
import { emoharSealedInfo, emoharSignerSummary, esignMethod } from './emohar-signing.ts';

const m = messages.emohar;

export const emoharParties = ['single', 'multi'] as const;
export const emoharParty = z.enum(emoharParties);
export type EmoharParty = z.infer<typeof emoharParty>;

export const emoharStatuses = [
  'uploaded',
  'details_added',
  'shared',
  'signing',
  'signed',
  'discarded',
] as const;
export const emoharStatus = z.enum(emoharStatuses);
export type EmoharStatus = z.infer<typeof emoharStatus>;

/**
 * Whether a document is a permanent record: a party has signed it (status `signing`: one
 * signature is in the PDF) or it is sealed. Such a document is never discarded and its files are
 * never removed; its owner may archive it instead. The server refuses a discard by this rule
 * (under the document's row lock) and the browser offers no Discard by the same rule.
 */
export function isPermanentRecord(document: { status: EmoharStatus; sealed: boolean }): boolean {
  return document.sealed || document.status === 'signing' || document.status === 'signed';
}

/** Who is looking at a document: its owner, or a counter party who signed it (see document-access.ts). */
export const viewerRoles = ['owner', 'counter_party'] as const;
export const viewerRole = z.enum(viewerRoles);
export type ViewerRole = z.infer<typeof viewerRole>;

/** A document id; a missing one gets the spec's sentence for the call. */
const documentId = (missing: string) =>
  singleLineText({ error: missing }).trim().min(1, { error: missing }).max(100, { error: missing });

/** A PDF as base64 (a `data:application/pdf;base64,` prefix is accepted and dropped). */
const base64Pdf = multiLineText({ error: messages.common.required })
  .min(1, { error: messages.common.required })
  .transform((v) => v.replace(/^data:[^,]*,/, ''));

/** POST /api/e_mohar/upload (JSON; the limit is 20 MB of PDF, about 27 MB of base64). */
export const emoharUploadRequest = z.object({
  file_content: base64Pdf,
  file_name: fileNameField,
  party: emoharParty.default('single'),
  contract_name: singleLineText()
    .trim()
    .max(200)
    .optional()
    .transform((v) => v || DEFAULT_CONTRACT_NAME),
});
export type EmoharUploadRequest = z.input<typeof emoharUploadRequest>;

/** The e-mohar record the browser keeps as `fileData` (spec §3), with the current PDF. */
export const emoharRecord = z.object({
  id: z.string(),
  file_name: z.string(),
  contract_name: z.string(),
  party: emoharParty,
  status: emoharStatus,
  page_count: z.number().int(),
  /** SHA-256 (hex) of the file as uploaded. */
  sha256: z.string(),
  counter_party_name: z.string().nullable(),
  contract_type: z.string().nullable(),
  /** YYYY-MM-DD */
  expiry_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The current PDF (the original until someone signs). */
  base64_string: z.string(),
  /** The required signers so far (see emohar-signing.ts), owner first. */
  signers: z.array(emoharSignerSummary),
  /** The seal, once every required signer has signed; else null. */
  sealed: emoharSealedInfo,
  /** Every party signed and LeXi is still sealing it (the completion job has not finished). */
  sealing: z.boolean().default(false),
  /** The caller's role: a counter party only reads (status, signers, download, audit trail). */
  viewer_role: viewerRole,
  /** When the owner archived it (off their lists, still verifiable and downloadable); else null. */
  archived_at: z.string().nullable(),
});
export type EmoharRecord = z.infer<typeof emoharRecord>;

export const emoharRecordResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  record_dict: emoharRecord,
});
export type EmoharRecordResponse = z.infer<typeof emoharRecordResponse>;

/** POST /api/e_mohar/get_single_user_emohar and /get_latest_emohar_multi_party */
export const emoharIdRequest = z.object({ id: documentId(m.noDocumentId) });

/** POST /api/e_mohar/delete_e_mohar_single and /delete_file */
export const emoharDiscardRequest = z.object({ id: documentId(m.noDocumentToDiscard) });

const detailsFields = {
  id: documentId(m.noDocumentId),
  contractType: requiredText(200),
  expiryDate: calendarDateField(m.own.expiryDateInvalid),
  /** Optional: a new file for the document, accepted only until the document is shared. */
  base64String: base64Pdf.optional(),
};

/**
 * POST /api/e_mohar/add_details: the document becomes multi party (a client that follows the
 * spec uploads with `file_content` and `file_name` only, then calls this), with its counter party.
 */
export const emoharAddDetailsRequest = z.object({ ...detailsFields, counterpartyName: requiredText(200) });
export type EmoharAddDetailsRequest = z.input<typeof emoharAddDetailsRequest>;

/**
 * POST /api/e_mohar/for_self_add_details: the document becomes single party. The spec lists
 * `counterpartyName` in the payload; for a document signed alone it is accepted and ignored (no
 * counter party is stored, never "Self").
 */
export const emoharSelfDetailsRequest = z.object({
  ...detailsFields,
  counterpartyName: singleLineText().max(1000).optional(),
});
export type EmoharSelfDetailsRequest = z.input<typeof emoharSelfDetailsRequest>;

export const emoharAddDetailsResponse = emoharRecordResponse.extend({ response_status: z.literal(true) });

/** When a share link stops working: a moment (the spec's 'You need to enter an expiry time!'). */
export const expiryMoment = momentField({ required: m.expiryRequired, invalid: m.own.expiryInvalid });

/** POST /api/e_mohar/share_draft_link */
export const emoharShareDraftLinkRequest = z.object({
  id: documentId(m.noDocumentId),
  expiry: expiryMoment,
  contactInfo: singleLineText().trim().max(254).optional(),
});
export type EmoharShareDraftLinkRequest = z.input<typeof emoharShareDraftLinkRequest>;

export const emoharShareDraftLinkResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  /** `<origin>/e_mohar/sign-multi-party?id=<id>&token=<token>` */
  url: z.string(),
  expires_at: z.string(),
});
export type EmoharShareDraftLinkResponse = z.infer<typeof emoharShareDraftLinkResponse>;

/** POST /api/e_mohar/send_share_link_to_counter_party */
export const emoharSendShareLinkRequest = z.object({
  shareLink: requiredText(2000),
  contactInfo: emailField,
  id: documentId(m.noDocumentId),
  type: singleLineText().trim().max(50).optional(),
  isDraft: z.boolean().optional(),
});
export type EmoharSendShareLinkRequest = z.input<typeof emoharSendShareLinkRequest>;

export const emoharSendShareLinkResponse = z.object({
  success: z.literal(true),
  response_status: z.literal(true),
  message: z.string(),
});

/** POST /api/e_mohar/revoke_share_link (ours): withdraws every live link of the document. */
export const emoharRevokeShareLinkRequest = z.object({ id: documentId(m.noDocumentId) });
export const emoharRevokeShareLinkResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  revoked: z.number().int(),
});

export const emoharDiscardResponse = z.object({
  success: z.literal(true),
  response_status: z.literal(true),
  message: z.string(),
});

/** GET /api/e_mohar/shared?id=&token= (no account: the holder of a live share link) */
export const emoharSharedQuery = z.object({
  id: singleLineText().trim().max(100).default(''),
  token: singleLineText().trim().max(200).default(''),
});

/** What a counter party sees of a shared document. */
export const emoharSharedRecord = z.object({
  id: z.string(),
  file_name: z.string(),
  contract_name: z.string(),
  counter_party_name: z.string().nullable(),
  contract_type: z.string().nullable(),
  expiry_date: z.string().nullable(),
  page_count: z.number().int(),
  sha256: z.string(),
  status: emoharStatus,
  link_expires_at: z.string(),
  base64_string: z.string(),
  signers: z.array(emoharSignerSummary),
  sealed: emoharSealedInfo,
  /** Every party signed and LeXi is still sealing it (the completion job has not finished). */
  sealing: z.boolean().default(false),
  /** The method the sender chose for the counter party ('aadhaar' or '2fa'); null: any. */
  signature_method: esignMethod.nullable(),
});
export type EmoharSharedRecord = z.infer<typeof emoharSharedRecord>;

export const emoharSharedResponse = z.object({
  success: z.literal(true),
  record_dict: emoharSharedRecord,
});

/** GET /api/e_mohar/audit?id= (owner) */
export const emoharAuditQuery = z.object({ id: documentId(m.noDocumentId) });

export const emoharAuditEvent = z.object({
  seq: z.number().int(),
  event_type: z.string(),
  actor_kind: z.string(),
  actor_id: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  prev_hash: z.string(),
  hash: z.string(),
});
export type EmoharAuditEvent = z.infer<typeof emoharAuditEvent>;

export const emoharAuditResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** False when any event was changed, removed or reordered after it was written. */
  chain_valid: z.boolean(),
  events: z.array(emoharAuditEvent),
});
export type EmoharAuditResponse = z.infer<typeof emoharAuditResponse>;
