import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { CmsCheckError, checkCmsSignsDigest } from '../../lib/esign/cms-digest-check.ts';
import type { EsignStep } from '../../lib/esign/esign-provider.ts';
import { embedExternalSignature, prepareForExternalSignature } from '../../lib/signing/pades-signer.ts';
import { byteRangeDigest, findLastPlaceholder } from '../../lib/signing/signature-placeholder.ts';
import { appendAuditEvent, type RequestMeta } from './audit-log.ts';
import { espErrors } from './emohar.errors.ts';
import {
  findSignSession,
  findSignSessionByTxn,
  updateSignSession,
} from './emohar-sign-sessions.repository.ts';
import { findSignerById } from './emohar-signers.repository.ts';
import { afterSignature, lockForSigning, recordSignature, visibleSignature } from './sign-document.ts';
import { actorOf, type OpenSession, returnUrl, usableSession } from './sign-session.ts';

/**
 * Aadhaar e-mohar with a real eSign Service Provider (CCA eSign API 2.1). After the signer's
 * consent, `beginEspSigning` prepares the PDF (signature field + placeholder as an incremental
 * update), keeps the prepared file, and asks the provider to sign its byte-range digest under a
 * fresh transaction id; the ESP checks the signer (Aadhaar OTP) and posts its answer to the
 * callback, where `completeEspSigning` checks the PKCS#7 against the kept file and embeds it.
 */
export const ESIGN_CALLBACK_PATH = '/api/e_mohar/esign/callback';

/** The prepared PDF waits beside the document's files until the ESP answers. */
function pendingKey(documentId: string, sessionId: string): string {
  return `emohar/${documentId}/esign-pending-${sessionId}.pdf`;
}

export async function beginEspSigning(
  deps: Deps,
  open: OpenSession,
  meta: RequestMeta,
  now = new Date(),
): Promise<EsignStep> {
  const transactionId = randomUUID();
  const key = pendingKey(open.document.id, open.session.id);
  let stored = false;
  try {
    const request = await deps.db.transaction(async (tx) => {
      const { document, signer, pdf } = await lockForSigning(tx, deps, open);
      const prepared = await prepareForExternalSignature(pdf, {
        signingTime: now,
        signerName: signer.aadharName,
        reason: 'Aadhaar e-mohar (eSign through an eSign Service Provider)',
        contactInfo: signer.email,
        visible: visibleSignature(signer, now),
      });
      await deps.storage.put(key, prepared.preparedPdf);
      stored = true;
      const digestHex = prepared.byteRangeDigest.toString('hex');
      // A new transaction replaces an earlier one of this session (a reload): its answer is refused.
      open.session = await updateSignSession(tx, open.session.id, {
        providerTxn: transactionId,
        updatedAt: now,
      });
      await appendAuditEvent(
        tx,
        document.id,
        {
          type: 'esign_requested',
          actor: actorOf(signer),
          meta,
          details: {
            session_id: open.session.id,
            provider: deps.esign.name,
            txn: transactionId,
            digest: digestHex,
          },
        },
        now,
      );
      return {
        digestHex,
        documentName: `${document.contractName} (${document.fileName})`,
        signerHint: { name: signer.aadharName, email: signer.email, idLastDigits: signer.aadharLastDigits },
      };
    });
    return await deps.esign.begin({
      transactionId,
      documentName: request.documentName,
      byteRangeDigestHex: request.digestHex,
      signerHint: request.signerHint,
      responseUrl: `${deps.config.publicUrl}${ESIGN_CALLBACK_PATH}`,
      now,
    });
  } catch (error) {
    if (stored) await deps.storage.delete(key);
    throw error;
  }
}

/**
 * Records a refused answer of a known transaction: the audit event, and the transaction forgotten
 * (a later answer for it is refused). The session stays open for another try.
 */
async function recordFailure(
  deps: Deps,
  transactionId: string,
  details: Record<string, unknown>,
  meta: RequestMeta,
  now: Date,
) {
  const session = await findSignSessionByTxn(deps.db, transactionId);
  if (!session || session.state === 'signed') return;
  const signer = await findSignerById(deps.db, session.signerId);
  if (!signer) return;
  await deps.db.transaction(async (tx) => {
    await updateSignSession(tx, session.id, { providerTxn: null, updatedAt: now });
    await appendAuditEvent(
      tx,
      session.documentId,
      {
        type: 'esign_failed',
        actor: actorOf(signer),
        meta,
        details: { session_id: session.id, provider: deps.esign.name, txn: transactionId, ...details },
      },
      now,
    );
  });
  await deps.storage.delete(pendingKey(session.documentId, session.id));
}

/**
 * The ESP's answer (the callback's form fields): checks it, embeds the PKCS#7 and records the
 * signature exactly as the sandbox does, then seals the document if every party has signed.
 * Returns where the browser goes next; throws an AppError with the signer's sentence otherwise.
 */
export async function completeEspSigning(
  deps: Deps,
  body: Readonly<Record<string, string>>,
  meta: RequestMeta,
  now = new Date(),
): Promise<string> {
  if (!deps.esign.verifiesSigner) throw espErrors.noProvider();
  const answer = await deps.esign.complete(body);
  if (!answer.ok) {
    if (answer.transactionId) {
      await recordFailure(
        deps,
        answer.transactionId,
        { reason: answer.code, provider_code: answer.providerCode, provider_message: answer.providerMessage },
        meta,
        now,
      );
    }
    throw espErrors.fromProvider(answer.code, answer.message);
  }
  const { transactionId, cmsDer } = answer;
  const session = await findSignSessionByTxn(deps.db, transactionId);
  if (!session) throw espErrors.unknownTxn();
  const open = await usableSession(deps, session, now);
  const key = pendingKey(open.document.id, open.session.id);
  const written: string[] = [];
  let failureDetail: string | undefined;
  try {
    await deps.db.transaction(async (tx) => {
      const { document, signer, pdf } = await lockForSigning(tx, deps, open);
      const current = await findSignSession(tx, open.session.id, { forUpdate: true });
      if (current?.providerTxn !== transactionId) throw espErrors.unknownTxn();
      if (signer.method !== 'aadhaar' || current.state !== 'consented') throw espErrors.notWaiting();
      const prepared = await deps.storage.get(key);
      if (!prepared) throw espErrors.unknownTxn();
      // The prepared file is an update of the version it was made from; another signature since then
      // means it no longer extends the current version and would drop that signature.
      if (prepared.length <= pdf.length || !prepared.subarray(0, pdf.length).equals(pdf)) {
        throw espErrors.documentChanged();
      }
      const digest = byteRangeDigest(prepared, findLastPlaceholder(prepared).byteRange);
      let certificate: ReturnType<typeof checkCmsSignsDigest>['signerCertificate'];
      try {
        certificate = checkCmsSignsDigest(cmsDer, digest).signerCertificate;
      } catch (error) {
        if (!(error instanceof CmsCheckError)) throw error;
        failureDetail = error.message;
        throw espErrors.wrongDigest();
      }
      let signed: Buffer;
      try {
        signed = embedExternalSignature(prepared, cmsDer);
      } catch {
        throw espErrors.tooLarge();
      }
      await recordSignature(
        tx,
        deps,
        {
          open,
          document,
          signer,
          signed,
          meta,
          now,
          details: {
            provider: deps.esign.name,
            txn: transactionId,
            certificate_subject: certificate.subject.replaceAll('\n', ', '),
            certificate_issuer: certificate.issuer.replaceAll('\n', ', '),
          },
        },
        written,
      );
    });
  } catch (error) {
    await Promise.all(written.map((file) => deps.storage.delete(file)));
    if (
      error instanceof AppError &&
      error.code.startsWith('esign.') &&
      error.code !== 'esign.unknown_transaction'
    ) {
      await recordFailure(deps, transactionId, { reason: error.code, detail: failureDetail }, meta, now);
    }
    throw error;
  }
  await deps.storage.delete(key);
  await afterSignature(deps, open.document.id);
  return returnUrl(deps, open);
}
