import {
  ESIGN_SESSION_TTL_MINUTES,
  type EsignStartResponse,
  esignMessages,
  type forSelfEsignRequest,
  type submitEsignRequest,
} from '@lexi/shared/api/emohar-signing';
import { messages } from '@lexi/shared/messages';
import { internationalNumber } from '@lexi/shared/validation/phone';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { sealText } from '../../lib/crypto/sealed-text.ts';
import { hashToken, randomToken } from '../../lib/crypto/tokens.ts';
import { findUserById } from '../accounts/users.repository.ts';
import { currentPlan } from '../plans/plans.service.ts';
import { appendAuditEvent, type RequestMeta } from './audit-log.ts';
import { allRequiredSigned } from './complete-signing.ts';
import { isUuid, ownedDocument } from './document-access.ts';
import { emoharErrors, esignErrors } from './emohar.errors.ts';
import { lockDocument } from './emohar-documents.repository.ts';
import type { EmoharDocumentRow } from './emohar-documents.table.ts';
import { findShareLinkByHash } from './emohar-share-links.repository.ts';
import { endOpenSessions, insertSignSession } from './emohar-sign-sessions.repository.ts';
import { findSigner, listSigners, upsertPendingSigner } from './emohar-signers.repository.ts';
import type { EmoharSignerRow } from './emohar-signers.table.ts';
import { assertLinkLive } from './share-link-check.ts';
import { methodLabel } from './signing-labels.ts';

type ForSelfInput = z.output<typeof forSelfEsignRequest>;
type SubmitInput = z.output<typeof submitEsignRequest>;
type StartInput = Omit<ForSelfInput, 'formData'> & { formData: Omit<ForSelfInput['formData'], 'id'> };

/** Purpose under which a counter party's share token is kept (sealed) for the return redirect. */
export const RETURN_TOKEN_PURPOSE = 'esign-return-token';

export function sessionUrl(deps: Deps, sessionId: string, token: string): string {
  return `${deps.config.publicUrl}/api/e_mohar/esign/session/${sessionId}?token=${token}`;
}

function noPlan(message: string): EsignStartResponse {
  return { success: false, no_plan: true, message };
}

/** A document that can still be signed by the role (not sealed, not discarded, not yet signed by it). */
async function assertSignable(
  tx: Db,
  document: EmoharDocumentRow,
  role: EmoharSignerRow['role'],
  pageNo: number,
) {
  if (document.status === 'signed' || document.sealedAt) throw esignErrors.notSignable();
  const existing = await findSigner(tx, document.id, role);
  if (existing?.status === 'signed') {
    // Every party signed and the completion job is still sealing: say so, not "already signed".
    if (allRequiredSigned(document, await listSigners(tx, document.id))) throw esignErrors.sealing();
    throw esignErrors.alreadySigned();
  }
  if (pageNo > document.pageCount) throw esignErrors.pageOutOfRange();
}

async function createSession(
  tx: Db,
  deps: Deps,
  document: EmoharDocumentRow,
  signerValues: Parameters<typeof upsertPendingSigner>[1],
  actor: { kind: 'owner' | 'counter_party'; id: string },
  meta: RequestMeta,
  returnToken: string | null,
  now: Date,
) {
  const signer = await upsertPendingSigner(tx, signerValues);
  await endOpenSessions(tx, signer.id, 'replaced', now);
  const token = randomToken(32);
  const session = await insertSignSession(tx, {
    documentId: document.id,
    signerId: signer.id,
    tokenHash: hashToken(token),
    state: 'consent',
    expiresAt: new Date(now.getTime() + ESIGN_SESSION_TTL_MINUTES * 60_000),
    returnTokenSealed: returnToken
      ? sealText(deps.config.appSecret, RETURN_TOKEN_PURPOSE, returnToken)
      : null,
    createdAt: now,
    updatedAt: now,
  });
  await appendAuditEvent(
    tx,
    document.id,
    {
      type: 'sign_started',
      actor,
      meta,
      details: {
        signer_role: signer.role,
        method: signer.method,
        session_id: session.id,
        page_no: signer.pageNo,
      },
    },
    now,
  );
  return sessionUrl(deps, session.id, token);
}

function signerValues(document: EmoharDocumentRow, input: StartInput, mobile: string | null) {
  const f = input.formData;
  return {
    documentId: document.id,
    aadharName: f.aadhar_name,
    aadharLastDigits: f.aadhar_four_digit,
    email: f.email,
    mobile,
    gender: f.gender,
    birthYear: f.dob,
    method: input.method,
    pageNo: input.page_no,
    x: input.x_coordinate,
    y: input.y_coordinate,
    width: input.width,
    height: input.height,
    status: 'pending' as const,
    viewedAt: null,
    signedAt: null,
  };
}

/** A signer's mobile in E.164 form; the request schema has checked it, so null here is a bad request. */
function signerMobile(countryCode: string | null | undefined, mobile: string): string {
  const number = internationalNumber(countryCode, mobile);
  if (!number) throw esignErrors.mobileInvalid();
  return number;
}

/**
 * The owner's SMS number: the one in the form (its country code, else the account's), else for
 * '2fa' the account's own mobile with its country code.
 */
async function ownerMobile(deps: Deps, userId: string, input: ForSelfInput): Promise<string | null> {
  const { mobile, country_code } = input.formData;
  if (!mobile && input.method !== '2fa') return null;
  const user = await findUserById(deps.db, userId);
  if (!user) throw emoharErrors.notFound();
  if (mobile) return signerMobile(country_code || user.countryCode, mobile);
  return signerMobile(user.countryCode, user.phoneNumber);
}

/** for_self_esign: the owner's signer and a fresh sign session, unless the plan has no e-signs left. */
export async function startOwnerEsign(
  deps: Deps,
  userId: string,
  input: ForSelfInput,
  meta: RequestMeta,
): Promise<EsignStartResponse> {
  const now = new Date();
  const plan = await currentPlan(deps.db, userId, now);
  if (plan.esign_remaining <= 0) return noPlan(esignMessages.noPlan);
  const mobile = await ownerMobile(deps, userId, input);
  const url = await deps.db.transaction(async (tx) => {
    const document = await ownedDocument(tx, userId, input.formData.id, { forUpdate: true });
    await assertSignable(tx, document, 'owner', input.page_no);
    return createSession(
      tx,
      deps,
      document,
      { ...signerValues(document, input, mobile), role: 'owner', userId },
      { kind: 'owner', id: userId },
      meta,
      null,
      now,
    );
  });
  return { success: true, message: messages.emohar.sessionCreated, url };
}

/** submit: the counter party (holder of a live share link) and a fresh sign session. */
export async function startCounterPartyEsign(
  deps: Deps,
  input: SubmitInput,
  meta: RequestMeta,
): Promise<EsignStartResponse> {
  const now = new Date();
  if (!isUuid(input.id)) throw emoharErrors.linkInvalid();
  const link = await findShareLinkByHash(deps.db, hashToken(input.token));
  if (!link || link.documentId !== input.id) throw emoharErrors.linkInvalid();
  assertLinkLive(link, now);
  if (input.method === '2fa' && !input.formData.mobile) throw esignErrors.mobileRequired();
  const mobile = input.formData.mobile
    ? signerMobile(input.formData.country_code, input.formData.mobile)
    : null;
  const url = await deps.db.transaction(async (tx) => {
    const document = await lockDocument(tx, input.id);
    if (!document || document.status === 'discarded') throw emoharErrors.linkRevoked();
    if (document.party !== 'multi') throw emoharErrors.linkInvalid();
    // A contract sent for signature names the method the owner chose for the counter party.
    if (document.signatureMethod && document.signatureMethod !== input.method)
      throw esignErrors.methodNotOffered(methodLabel(document.signatureMethod));
    const plan = await currentPlan(tx, document.ownerId, now);
    if (plan.esign_remaining <= 0) return null;
    await assertSignable(tx, document, 'counter_party', input.page_no);
    return createSession(
      tx,
      deps,
      document,
      { ...signerValues(document, input, mobile), role: 'counter_party', userId: null, shareLinkId: link.id },
      { kind: 'counter_party', id: link.id },
      meta,
      input.token,
      now,
    );
  });
  if (!url) return noPlan(esignMessages.ownerNoPlan);
  return { success: true, message: messages.emohar.submitted, url };
}
