import { ESIGN_MAX_IDENTITY_TRIES, esignMessages } from '@lexi/shared/api/emohar-signing';
import { OTP_MAX_WRONG_TRIES } from '@lexi/shared/constants';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { openText } from '../../lib/crypto/sealed-text.ts';
import { hashToken, safeEqualHex } from '../../lib/crypto/tokens.ts';
import { checkOtp, issueOtp, type OtpTarget } from '../accounts/otp.service.ts';
import { appendAuditEvent, type RequestMeta } from './audit-log.ts';
import { isUuid } from './document-access.ts';
import { findDocumentById } from './emohar-documents.repository.ts';
import type { EmoharDocumentRow } from './emohar-documents.table.ts';
import { findSignSession, updateSignSession } from './emohar-sign-sessions.repository.ts';
import type { EmoharSignSessionRow } from './emohar-sign-sessions.table.ts';
import { findSignerById, updateSigner } from './emohar-signers.repository.ts';
import type { EmoharSignerRow } from './emohar-signers.table.ts';
import { RETURN_TOKEN_PURPOSE } from './start-esign.ts';

const s = esignMessages;

export const sessionErrors = {
  invalid: () => new AppError('esign.session_invalid', 404, s.sessionInvalid),
  expired: () => new AppError('esign.session_expired', 410, s.sessionExpired),
  used: () => new AppError('esign.session_used', 410, s.sessionUsed),
  ended: () => new AppError('esign.session_ended', 410, s.sessionEnded),
  replaced: () => new AppError('esign.session_replaced', 410, s.sessionReplaced),
  notSignable: () => new AppError('esign.not_signable', 410, s.notSignable),
};

export type OpenSession = {
  session: EmoharSignSessionRow;
  signer: EmoharSignerRow;
  document: EmoharDocumentRow;
};

/** The session of the URL, if its token is right and it can still be used. */
export async function openSignSession(
  deps: Deps,
  id: string,
  token: string,
  now = new Date(),
): Promise<OpenSession> {
  if (!isUuid(id) || !token || token.length > 200) throw sessionErrors.invalid();
  const session = await findSignSession(deps.db, id);
  // A forged token and an unknown id get the same page.
  if (!session || !safeEqualHex(session.tokenHash, hashToken(token))) throw sessionErrors.invalid();
  return usableSession(deps, session, now);
}

/** The session with its signer and document, if it can still be used (the token already checked). */
export async function usableSession(
  deps: Deps,
  session: EmoharSignSessionRow,
  now = new Date(),
): Promise<OpenSession> {
  if (session.state === 'signed') throw sessionErrors.used();
  if (session.state === 'ended') {
    throw session.endedReason === 'replaced' ? sessionErrors.replaced() : sessionErrors.ended();
  }
  if (session.expiresAt <= now) throw sessionErrors.expired();
  const [signer, document] = await Promise.all([
    findSignerById(deps.db, session.signerId),
    findDocumentById(deps.db, session.documentId),
  ]);
  if (!signer || !document) throw sessionErrors.invalid();
  if (document.status === 'discarded' || document.sealedAt) throw sessionErrors.notSignable();
  if (signer.status === 'signed') throw sessionErrors.used();
  return { session, signer, document };
}

export function actorOf(signer: EmoharSignerRow) {
  return signer.role === 'owner'
    ? { kind: 'owner' as const, id: signer.userId }
    : { kind: 'counter_party' as const, id: signer.shareLinkId };
}

/** Records the first time the signer saw the session (the certificate's "viewed" time). */
export async function markViewed(deps: Deps, open: OpenSession, now = new Date()) {
  if (open.signer.viewedAt) return;
  open.signer = await updateSigner(deps.db, open.signer.id, { viewedAt: now });
}

export async function giveConsent(deps: Deps, open: OpenSession, meta: RequestMeta, now = new Date()) {
  if (open.session.state !== 'consent') return;
  await deps.db.transaction(async (tx) => {
    open.session = await updateSignSession(tx, open.session.id, { state: 'consented', updatedAt: now });
    await appendAuditEvent(
      tx,
      open.document.id,
      { type: 'consent_given', actor: actorOf(open.signer), meta, details: { session_id: open.session.id } },
      now,
    );
  });
}

/** Lower case, single spaces, no dots: "Asha  K. Rao" and "asha k rao" are the same name. */
export function normalName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[.\s]+/g, ' ')
    .trim();
}

/**
 * Checks the name and last four digits against the form. A mismatch counts; the fifth ends the
 * session. Returns true when the identity matches.
 */
export async function checkIdentity(
  deps: Deps,
  open: OpenSession,
  name: string,
  digits: string,
  meta: RequestMeta,
  now = new Date(),
): Promise<boolean> {
  const matches =
    normalName(name) === normalName(open.signer.aadharName) && digits.trim() === open.signer.aadharLastDigits;
  await deps.db.transaction(async (tx) => {
    if (matches) {
      open.session = await updateSignSession(tx, open.session.id, {
        state: 'identity_checked',
        updatedAt: now,
      });
      return;
    }
    const failures = open.session.identityFailures + 1;
    const ended = failures >= ESIGN_MAX_IDENTITY_TRIES;
    open.session = await updateSignSession(tx, open.session.id, {
      identityFailures: failures,
      ...(ended ? { state: 'ended' as const, endedReason: 'identity' } : {}),
      updatedAt: now,
    });
    await appendAuditEvent(
      tx,
      open.document.id,
      {
        type: 'identity_failed',
        actor: actorOf(open.signer),
        meta,
        details: { session_id: open.session.id, failures, session_ended: ended },
      },
      now,
    );
  });
  if (open.session.state === 'ended') throw sessionErrors.ended();
  return matches;
}

function codeTargets(signer: EmoharSignerRow): OtpTarget[] {
  const email: OtpTarget = { channel: 'email', address: signer.email, purpose: 'esign' };
  if (signer.method !== '2fa' || !signer.mobile) return [email];
  return [email, { channel: 'sms', address: signer.mobile, purpose: 'esign' }];
}

/**
 * Sends the one-time code(s): to the email (Aadhaar sandbox), or to the email and the mobile
 * (2-factor). The OTP service's send limits apply; its error is the page's message.
 */
export async function sendCodes(deps: Deps, open: OpenSession, meta: RequestMeta, now = new Date()) {
  const { signer, document } = open;
  const pending = codeTargets(signer).filter((t) =>
    t.channel === 'email' ? !open.session.emailVerifiedAt : !open.session.mobileVerifiedAt,
  );
  for (const target of pending) {
    await issueOtp(
      deps,
      target,
      async (code) => {
        const text = `${code} is your LeXi code to sign "${document.contractName}" (${document.fileName}). It is valid for 10 minutes. Do not share it with anyone.`;
        if (target.channel === 'email') {
          await deps.mailer.send({ to: target.address, subject: `Your LeXi signing code: ${code}`, text });
        } else {
          await deps.sms.send(target.address, text);
        }
      },
      now,
    );
    await deps.db.transaction(async (tx) => {
      open.session = await updateSignSession(tx, open.session.id, { state: 'code_sent', updatedAt: now });
      await appendAuditEvent(
        tx,
        document.id,
        {
          type: 'code_sent',
          actor: actorOf(signer),
          meta,
          details: { session_id: open.session.id, channel: target.channel },
        },
        now,
      );
    });
  }
}

/**
 * Checks the code(s) of the code page. Returns true when every required code is verified; a wrong
 * code counts, and five wrong codes end the session.
 */
export async function verifyCodes(
  deps: Deps,
  open: OpenSession,
  codes: { email: string; mobile: string },
  meta: RequestMeta,
  now = new Date(),
): Promise<boolean> {
  let failed = false;
  for (const target of codeTargets(open.signer)) {
    const isEmail = target.channel === 'email';
    if (isEmail ? open.session.emailVerifiedAt : open.session.mobileVerifiedAt) continue;
    const code = (isEmail ? codes.email : codes.mobile).trim();
    let ok = false;
    if (/^\d{6}$/.test(code)) {
      try {
        await checkOtp(deps, target, code, {}, now);
        ok = true;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    await deps.db.transaction(async (tx) => {
      if (ok) {
        open.session = await updateSignSession(tx, open.session.id, {
          ...(isEmail ? { emailVerifiedAt: now } : { mobileVerifiedAt: now }),
          updatedAt: now,
        });
      } else {
        const wrong = open.session.wrongCodeCount + 1;
        const ended = wrong >= OTP_MAX_WRONG_TRIES;
        open.session = await updateSignSession(tx, open.session.id, {
          wrongCodeCount: wrong,
          ...(ended ? { state: 'ended' as const, endedReason: 'codes' } : {}),
          updatedAt: now,
        });
      }
      await appendAuditEvent(
        tx,
        open.document.id,
        {
          type: ok ? 'code_verified' : 'code_failed',
          actor: actorOf(open.signer),
          meta,
          details: { session_id: open.session.id, channel: target.channel },
        },
        now,
      );
    });
    if (open.session.state === 'ended') throw sessionErrors.ended();
    if (!ok) failed = true;
  }
  return (
    !failed &&
    codeTargets(open.signer).every((t) =>
      t.channel === 'email' ? open.session.emailVerifiedAt : open.session.mobileVerifiedAt,
    )
  );
}

/**
 * The signer's own page of the document: the owner's e-mohar page, or the counter party's signing
 * link page (its share token kept sealed with the session). Cancel on the session pages leads there.
 */
export function documentPageUrl(deps: Deps, open: OpenSession): string {
  const base = deps.config.publicUrl;
  const id = encodeURIComponent(open.document.id);
  if (open.signer.role === 'owner') return `${base}/e_mohar?id=${id}`;
  const shareToken = open.session.returnTokenSealed
    ? openText(deps.config.appSecret, RETURN_TOKEN_PURPOSE, open.session.returnTokenSealed)
    : null;
  return `${base}/e_mohar/sign-multi-party?id=${id}&token=${encodeURIComponent(shareToken ?? '')}`;
}

/** Where the browser goes once the signer has signed. */
export function returnUrl(deps: Deps, open: OpenSession): string {
  if (open.signer.role === 'owner') {
    return `${deps.config.publicUrl}/e_mohar/signed?id=${encodeURIComponent(open.document.id)}`;
  }
  return `${documentPageUrl(deps, open)}&signed=1`;
}
