/**
 * The e-mohar signing calls: request and response schemas (server validation + OpenAPI, and the
 * browser's forms and response parsing). Field names are the spec's (part 1 §3, §7).
 *
 * Flow in short:
 * 1. The owner calls `POST /api/e_mohar/for_self_esign` (or the counter party, holding a share
 *    link, calls `POST /api/e_mohar/submit`); both answer with `url`, the sign session page.
 * 2. The browser navigates (full page, `window.location.assign(url)`) to that URL. The pages under
 *    `/api/e_mohar/esign/session/<sessionId>?token=<token>` are server-rendered HTML: consent →
 *    identity check (name + last four digits) → one-time code(s) → signed. With a real eSign
 *    Service Provider configured, the consent page hands the browser over to the ESP instead.
 * 3. When the signature is made, the server redirects the browser to
 *    - owner: `<origin>/e_mohar/signed?id=<docId>`
 *    - counter party: `<origin>/e_mohar/sign-multi-party?id=<docId>&token=<shareToken>&signed=1`
 *    Those pages then read `get_single_user_emohar` / `shared` (record gains `signers`, `sealed`).
 * 4. When every required signer has signed (single party: the owner; multi party: owner AND
 *    counter party, in any order) the document is sealed: certificate of completion page + the
 *    platform seal; status becomes 'signed'; the sealed PDF is emailed to every party.
 * 5. Downloads: `GET /api/e_mohar/download?id=` (owner, bearer token) and
 *    `GET /api/e_mohar/shared_download?id=&token=` (counter party): `application/pdf`.
 * 6. `POST /api/e_mohar/verify` (public): does this file equal the sealed one?
 *
 * No imports from other api files, so that `emohar.ts` can import the signer summary from here.
 */
import { z } from 'zod';
import { DEFAULT_CONTRACT_NAME } from '../constants.ts';
import { messages } from '../messages.ts';
import { emailField, fileNameField, numberInput, requiredText } from '../validation/fields.ts';
import { mobileNumberField, mobileNumberProblem } from '../validation/phone.ts';
import { multiLineText, singleLineText } from '../validation/safe-text.ts';

const m = messages.emohar;

/** 'aadhaar' (Aadhaar e-mohar via the eSign provider) or '2fa' (email + mobile codes, platform seal). */
export const esignMethods = ['aadhaar', '2fa'] as const;
export const esignMethod = z.enum(esignMethods);
export type EsignMethod = z.infer<typeof esignMethod>;

export const signerRoles = ['owner', 'counter_party'] as const;
export type SignerRole = (typeof signerRoles)[number];

/** pending: not signed yet (a session may be running); signed: the signature is in the PDF. */
export const signerStatuses = ['pending', 'signed'] as const;
export type SignerStatus = (typeof signerStatuses)[number];

/** Accepted gender values (compared case-insensitively; stored lower case). */
export const esignGenders = ['male', 'female', 'transgender', 'other'] as const;
export type EsignGender = (typeof esignGenders)[number];

/** Aadhaar's own gender codes, accepted beside the words and stored as the word. */
export const aadhaarGenderCodes: ReadonlyMap<string, EsignGender> = new Map([
  ['m', 'male'],
  ['f', 'female'],
  ['t', 'transgender'],
]);

/** The smallest accepted year of birth; the largest is the current year. */
export const MIN_BIRTH_YEAR = 1900;

/** Default size of the signature box, as fractions of the page (when width/height are omitted). */
export const DEFAULT_SIGNATURE_WIDTH = 0.3;
export const DEFAULT_SIGNATURE_HEIGHT = 0.08;

export const AADHAR_FOUR_DIGIT_PATTERN = /^\d{4}$/;

/** Own sentences of the signing calls and pages (spec texts are in `messages.emohar`). */
export const esignMessages = {
  fourDigits: 'Enter exactly the last 4 digits of your ID number.',
  yearOfBirth: `Enter your year of birth as four digits, from ${MIN_BIRTH_YEAR} to this year.`,
  gender: "Choose a gender: male, female, transgender or other (Aadhaar's M, F or T also work).",
  fraction: 'The signature position must lie within the page.',
  outsidePage: 'The signature box must lie entirely within the page.',
  pageOutOfRange: 'That page does not exist in this document.',
  mobileRequired:
    'Enter your mobile number for 2-factor e-sign: 10 digits with its country code, or in full starting with +.',
  noPlan: 'Your plan has no e-signs left. Choose a plan to sign this document.',
  ownerNoPlan: "The sender's plan has no e-signs left. Ask the sender to renew it, then try again.",
  alreadySigned: 'You have already signed this document.',
  sealing: 'Every party has signed. LeXi is sealing the document; this takes a moment.',
  notSignable: 'This document can no longer be signed.',
  methodNotOffered: (label: string) =>
    `The sender asked for this document to be signed with ${label}. Choose that method to continue.`,
  documentNotSealed: 'This document has not been sealed yet.',
  verifyMatches: 'This file is exactly the document LeXi sealed.',
  verifyDiffers: 'This file is not the document LeXi sealed: it has been changed or is another file.',
  // Sign-session pages (server-rendered)
  sessionInvalid: 'This signing link is not valid. Start signing again from LeXi.',
  sessionExpired:
    'This signing session has expired: sessions last 30 minutes. Start signing again from LeXi.',
  sessionUsed: 'This signing session has already been used: the document is signed.',
  sessionEnded:
    'This signing session has ended after too many wrong attempts. Start signing again from LeXi.',
  sessionReplaced: 'This signing session was replaced by a newer one. Use the most recent signing link.',
  identityMismatch: 'The name or the last four digits do not match what was entered in the form.',
  codeWrong: 'That code is not right. Check the latest code we sent and try again.',
  codeSent: 'We sent a 6-digit code. It is valid for 10 minutes.',
} as const;

/** A document id; a missing one gets the spec's sentence. */
const documentId = singleLineText({ error: m.noDocumentId })
  .trim()
  .min(1, { error: m.noDocumentId })
  .max(100, { error: m.noDocumentId });

/** A fraction of the displayed page, 0 (top/left edge) to 1 (bottom/right edge). */
const fraction = numberInput(esignMessages.fraction).pipe(
  z.number().min(0, { error: esignMessages.fraction }).max(1, { error: esignMessages.fraction }),
);

const yearOfBirth = z
  .union([singleLineText(), z.number()], { error: esignMessages.yearOfBirth })
  .transform((v) => String(v).trim())
  // A full date (YYYY-MM-DD) is accepted too; only its year is kept.
  .refine((v) => /^\d{4}($|-\d{2}-\d{2})/.test(v), { error: esignMessages.yearOfBirth })
  .transform((v) => Number(v.slice(0, 4)))
  .refine((y) => y >= MIN_BIRTH_YEAR && y <= new Date().getUTCFullYear(), {
    error: esignMessages.yearOfBirth,
  });

/** The signer identity form (`formData` of the spec). */
export const esignFormData = z.object({
  /** Ignored by the server (it signs the file it stores); accepted because the spec sends it. */
  file_content: multiLineText().optional(),
  /** The name exactly as on the Aadhaar card; the sandbox compares it case/space-insensitively. */
  aadhar_name: requiredText(100),
  /** The LAST FOUR digits of the ID number only (never the whole number). */
  aadhar_four_digit: singleLineText({ error: esignMessages.fourDigits })
    .trim()
    .regex(AADHAR_FOUR_DIGIT_PATTERN, { error: esignMessages.fourDigits }),
  email: emailField,
  /** Year of birth: 1900..this year (a number, "1990", or "1990-05-01"). */
  dob: yearOfBirth,
  /** A word of `esignGenders` or Aadhaar's M/F/T, in any case; always the lower-case word after parsing. */
  gender: singleLineText({ error: esignMessages.gender })
    .trim()
    .toLowerCase()
    .transform((v) => aadhaarGenderCodes.get(v) ?? v)
    .pipe(z.enum(esignGenders, { error: esignMessages.gender })),
  contract_name: singleLineText()
    .trim()
    .max(200)
    .optional()
    .transform((v) => v || DEFAULT_CONTRACT_NAME),
  /** The document id (for_self_esign; in submit the top-level `id` is used). */
  id: singleLineText().trim().max(100).optional(),
  file_name: fileNameField,
  /**
   * Ours: the mobile that receives the SMS code of method '2fa': 10 digits with `country_code`, or a
   * full `+…` number (see validation/phone.ts). The counter party must give it for '2fa'; the
   * owner may leave it out (the account's number is used).
   */
  mobile: mobileNumberField.optional(),
  /** Ours: the country code of a 10-digit `mobile` (e.g. +44). The owner's default is the account's. */
  country_code: singleLineText().trim().max(8).optional(),
});
export type EsignFormData = z.input<typeof esignFormData>;

/**
 * Where the signature goes and how it is made. Coordinates are fractions of the page AS DISPLAYED
 * (rotation applied), measured from its top-left corner: x_coordinate/y_coordinate is the box's
 * top-left corner; width/height its size. The box must lie within the page.
 */
const placementFields = {
  x_coordinate: fraction,
  y_coordinate: fraction,
  /** 1-based page number. */
  page_no: numberInput(esignMessages.pageOutOfRange).pipe(
    z.number().int({ error: esignMessages.pageOutOfRange }).min(1, { error: esignMessages.pageOutOfRange }),
  ),
  /** Ours: box width as a fraction of the page width (default 0.3). */
  width: fraction.refine((v) => v > 0, { error: esignMessages.fraction }).default(DEFAULT_SIGNATURE_WIDTH),
  /** Ours: box height as a fraction of the page height (default 0.08). */
  height: fraction.refine((v) => v > 0, { error: esignMessages.fraction }).default(DEFAULT_SIGNATURE_HEIGHT),
  /**
   * The drawn or typed signature from the browser (a data URL or text). Accepted and kept out of
   * the PDF for now: the visible signature is drawn from the signer's name, method and time.
   */
  signatureData: multiLineText().max(2_000_000).optional(),
  /** Ours: the signing method, default 'aadhaar' (spec: the draft state's auth method). */
  method: esignMethod.default('aadhaar'),
};

const placementRefine = <
  T extends { x_coordinate: number; y_coordinate: number; width: number; height: number },
>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.x_coordinate + v.width > 1 + 1e-9 || v.y_coordinate + v.height > 1 + 1e-9) {
    ctx.addIssue({ code: 'custom', message: esignMessages.outsidePage, path: ['x_coordinate'] });
  }
};

/** A given mobile must make an international number with its country code (or the default one). */
function mobileRefine(
  form: { mobile?: string | undefined; country_code?: string | undefined },
  options: { countryCodeDefault: boolean },
  ctx: z.RefinementCtx,
) {
  if (form.mobile === undefined) return;
  const problem = mobileNumberProblem(form.country_code ?? '', form.mobile, options);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: ['formData', problem.field] });
}

/**
 * POST /api/e_mohar/for_self_esign (owner, bearer token): the owner's signature.
 * The document is `formData.id`. With method '2fa', `formData.mobile` (with `formData.country_code`,
 * else the account's country code), else the account's own mobile, receives the SMS code.
 */
export const forSelfEsignRequest = z
  .object({ ...placementFields, formData: esignFormData.extend({ id: documentId }) })
  .superRefine(placementRefine)
  .superRefine((v, ctx) => mobileRefine(v.formData, { countryCodeDefault: true }, ctx));
export type ForSelfEsignRequest = z.input<typeof forSelfEsignRequest>;

/**
 * POST /api/e_mohar/submit (public: authorised by the share link's `token`): the counter party's
 * signature. Same formData/placement/method; for '2fa' `formData.mobile` is required, with
 * `formData.country_code` unless it is written in full (`+…`).
 */
export const submitEsignRequest = z
  .object({
    ...placementFields,
    id: documentId,
    token: singleLineText({ error: messages.emohar.own.linkInvalid }).trim().min(1).max(200),
    formData: esignFormData,
  })
  .superRefine(placementRefine)
  .superRefine((v, ctx) => mobileRefine(v.formData, { countryCodeDefault: false }, ctx));
export type SubmitEsignRequest = z.input<typeof submitEsignRequest>;

/**
 * Both calls answer HTTP 200 with one of:
 * - `{ success: true, message, url }`: go to `url` (the sign session page, valid 30 minutes);
 *   message: 'Sign session created successfully' (for_self_esign) / 'Form submitted successfully' (submit);
 * - `{ success: false, no_plan: true, message }`: the owner's plan has no e-signs left (the
 *   browser tells the user and offers the plans; for the counter party it only shows `message`).
 * Errors (400 validation with `fields`, 404 unknown/foreign document, 409 already signed / not
 * signable, 410 link expired/used/revoked) use the usual error shape `{ success: false, message }`.
 */
export const esignStartResponse = z.union([
  z.object({ success: z.literal(true), message: z.string(), url: z.string() }),
  z.object({ success: z.literal(false), no_plan: z.literal(true), message: z.string() }),
]);
export type EsignStartResponse = z.infer<typeof esignStartResponse>;

/** One signer as the record shows it (`record_dict.signers`). */
export const emoharSignerSummary = z.object({
  role: z.enum(signerRoles),
  status: z.enum(signerStatuses),
  method: esignMethod,
  name: z.string(),
  /** e.g. 'XXXX-XXXX-1234' */
  masked_digits: z.string(),
  viewed_at: z.string().nullable(),
  signed_at: z.string().nullable(),
});
export type EmoharSignerSummary = z.infer<typeof emoharSignerSummary>;

/** `record_dict.sealed`: null until every signer has signed and the seal is applied. */
export const emoharSealedInfo = z
  .object({
    sealed_at: z.string(),
    /** SHA-256 (hex) of the sealed file: what /verify compares with. */
    sha256: z.string(),
    /** `<origin>/verify/<id>` */
    verify_url: z.string(),
    /** YYYY-MM-DD: LeXi keeps the record and its verification at least until then (RETENTION_YEARS after sealing). */
    retained_until: z.string(),
  })
  .nullable();
export type EmoharSealedInfo = z.infer<typeof emoharSealedInfo>;

/** GET /api/e_mohar/download?id= (owner): the current (or sealed) PDF, `application/pdf`. */
export const emoharDownloadQuery = z.object({ id: documentId });

/** GET /api/e_mohar/shared_download?id=&token= (counter party with a live or used link). */
export const emoharSharedDownloadQuery = z.object({
  id: singleLineText().trim().max(100).default(''),
  token: singleLineText().trim().max(200).default(''),
});

/** POST /api/e_mohar/verify (public): is `file_content` (base64 PDF) the file LeXi sealed? */
export const emoharVerifyRequest = z.object({
  id: documentId,
  file_content: multiLineText({ error: messages.common.required })
    .min(1, { error: messages.common.required })
    .transform((v) => v.replace(/^data:[^,]*,/, '')),
});
export type EmoharVerifyRequest = z.input<typeof emoharVerifyRequest>;

/** 404 (`{ success: false, message }`) for an unknown id. `matches` is false until sealed. */
/** The answer for a sealed document: whether the file is it, with its name, seal time and signers. */
export const emoharVerifySealed = z.object({
  success: z.literal(true),
  sealed: z.literal(true),
  message: z.string(),
  matches: z.boolean(),
  document_name: z.string(),
  /** ISO time of the seal. */
  sealed_at: z.string(),
  /** SHA-256 (hex) of the given file, as the server computed it. */
  sha256: z.string(),
  signers: z.array(z.object({ name: z.string(), method: esignMethod, signed_at: z.string().nullable() })),
});
/**
 * The answer for a document not sealed (yet): "not sealed" and nothing more (no name, no hash,
 * no signers: anyone who knows the id may ask).
 */
export const emoharVerifyNotSealed = z.object({
  success: z.literal(true),
  sealed: z.literal(false),
  message: z.string(),
  matches: z.literal(false),
});
export const emoharVerifyResponse = z.discriminatedUnion('sealed', [
  emoharVerifySealed,
  emoharVerifyNotSealed,
]);
export type EmoharVerifyResponse = z.infer<typeof emoharVerifyResponse>;

/**
 * Sign-session pages (HTML, not JSON; documented here for the browser engineer):
 * - GET  /api/e_mohar/esign/session/:sessionId?token=   the current step's page
 * - POST /api/e_mohar/esign/session/:sessionId/consent   form: token
 * - POST /api/e_mohar/esign/session/:sessionId/identity  form: token, aadhar_name, aadhar_four_digit
 * - POST /api/e_mohar/esign/session/:sessionId/code      form: token, code (+ mobile_code for 2fa)
 * - POST /api/e_mohar/esign/session/:sessionId/resend    form: token
 * - POST /api/e_mohar/esign/callback                     the real ESP's response (form: msg / eSignResponse)
 * A finished session redirects (303) to the pages named at the top of this file.
 */
export const ESIGN_SESSION_TTL_MINUTES = 30;
export const ESIGN_MAX_IDENTITY_TRIES = 5;
