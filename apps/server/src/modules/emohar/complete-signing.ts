import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { crashPoint } from '../../lib/crash-point.ts';
import { defineJobKind, enqueue, type JobContext, runOwedJobsFor } from '../../lib/jobs/job-queue.ts';
import type { CertificateOfCompletion } from '../../lib/pdf/certificate-page.ts';
import { appendCertificateIncrementally } from '../../lib/signing/certificate-update.ts';
import { signPdf } from '../../lib/signing/pades-signer.ts';
import { findUserById } from '../accounts/users.repository.ts';
import { markContractSigned } from '../contracts/contract-signing-status.ts';
import { debitOneEsign } from '../plans/subscriptions.repository.ts';
import { userPlansChanged } from '../plans/user-plan-cache.ts';
import { appendAuditEvent, type RequestMeta } from './audit-log.ts';
import { listAuditEvents } from './emohar-audit-events.repository.ts';
import { findDocumentById, lockDocument, markSealedOnce } from './emohar-documents.repository.ts';
import type { EmoharDocumentRow } from './emohar-documents.table.ts';
import { listSigners } from './emohar-signers.repository.ts';
import type { EmoharSignerRow } from './emohar-signers.table.ts';
import { newFileKey, sha256Hex } from './pdf-upload.ts';
import { methodLabel } from './signing-labels.ts';

const SYSTEM_META: RequestMeta = { ip: null, userAgent: null };

export function verifyUrl(deps: Deps, documentId: string): string {
  return `${deps.config.publicUrl}/verify/${documentId}`;
}

/** Whether every signer the document needs has signed: the owner, and for multi party the counter party too. */
export function allRequiredSigned(document: EmoharDocumentRow, signers: readonly EmoharSignerRow[]): boolean {
  const required: EmoharSignerRow['role'][] =
    document.party === 'multi' ? ['owner', 'counter_party'] : ['owner'];
  return required.every((role) => signers.some((s) => s.role === role && s.status === 'signed'));
}

/**
 * The seal step of completion, exactly once: appends the certificate of completion as an
 * incremental update, seals with the platform seal (last, covering everything), stores the sealed
 * file, marks the contract signed and debits the owner's plan one e-sign, all in one transaction
 * under the document's row lock. Already sealed (a retry after a crash), discarded or not signed by
 * everyone: nothing happens. Returns whether this call sealed the document.
 */
export async function sealIfReady(deps: Deps, documentId: string, meta: RequestMeta = SYSTEM_META) {
  const now = new Date();
  const written: string[] = [];
  let sealedNow: boolean;
  let ownerId: string | undefined;
  try {
    sealedNow = await deps.db.transaction(async (tx) => {
      const document = await lockDocument(tx, documentId);
      if (!document || document.sealedAt || document.status === 'discarded') return false;
      const signers = await listSigners(tx, documentId);
      if (!allRequiredSigned(document, signers)) return false;
      const pdf = await deps.storage.get(document.currentKey);
      if (!pdf) throw new Error(`The file of document ${documentId} is missing.`);

      const events = await listAuditEvents(tx, documentId);
      const certificate: CertificateOfCompletion = {
        documentName: `${document.contractName} (${document.fileName})`,
        documentId,
        originalSha256: document.originalSha256,
        signers: signers
          .filter((s) => s.status === 'signed' && s.signedAt)
          .map((s) => ({
            name: s.aadharName,
            idLastDigits: s.aadharLastDigits,
            email: s.email,
            method: methodLabel(s.method),
            ip: s.ip ?? 'not recorded',
            userAgent: s.userAgent ?? 'not recorded',
            ...(s.viewedAt ? { viewedAt: s.viewedAt } : {}),
            signedAt: s.signedAt ?? now,
          })),
        auditTrail: events.map((e) => ({
          at: e.createdAt,
          event: e.eventType.replaceAll('_', ' '),
          actor: e.actorKind.replace('_', ' '),
          detail: auditDetail(e.details),
        })),
        verificationUrl: verifyUrl(deps, documentId),
        completedAt: now,
      };
      const withCertificate = await appendCertificateIncrementally(pdf, certificate);
      const sealed = await signPdf(withCertificate, {
        identity: await deps.signing.seal(),
        signingTime: now,
        signerName: 'LeXi e-mohar platform seal',
        reason: 'Certificate of completion; sealed by LeXi',
      });
      const key = newFileKey(documentId);
      await deps.storage.put(key, sealed);
      written.push(key);
      const sha256 = sha256Hex(sealed);
      const updated = await markSealedOnce(tx, documentId, {
        currentKey: key,
        currentSha256: sha256,
        at: now,
      });
      if (!updated) return false;
      // The contract it was made from is signed in the same transaction as the seal.
      if (updated.contractId) await markContractSigned(tx, updated.contractId, now);
      const debited = await debitOneEsign(tx, document.ownerId);
      ownerId = document.ownerId;
      await appendAuditEvent(
        tx,
        documentId,
        {
          type: 'sealed',
          actor: { kind: 'system', id: null },
          meta,
          details: { sha256, plan_debited: debited },
        },
        now,
      );
      crashPoint('emohar-complete:before-seal-commit');
      return true;
    });
  } catch (error) {
    await Promise.all(written.map((key) => deps.storage.delete(key)));
    throw error;
  }
  if (!sealedNow) await Promise.all(written.map((key) => deps.storage.delete(key)));
  // The owner's plan was debited one e-sign: what /user_plan shows changed.
  else if (ownerId) await userPlansChanged(deps, [ownerId]);
  return sealedNow;
}

/**
 * Completion of a document whose last required signature was just recorded: a durable job written
 * in that signature's transaction (see sign-document.ts). Seal (with certificate and plan debit,
 * once: sealIfReady), then mail the sealed PDF to every party, once each (mailSealedPdf). A crash
 * anywhere leaves the job owed; the next run skips the steps already done.
 */
export const completeDocumentJob = defineJobKind({
  kind: 'emohar.complete_document',
  payload: z.object({ document_id: z.uuid() }),
  // The signing request seals at once (afterSignature); a runner takes over only after a crash.
  runByEnqueuer: true,
  retryBaseMs: 15_000,
  async run(deps, { document_id }, ctx) {
    await sealIfReady(deps, document_id);
    crashPoint('emohar-complete:sealed');
    await mailSealedPdf(deps, document_id, ctx);
  },
});

/** Writes the completion job of a document in the caller's transaction (the signature's). */
export async function enqueueCompletion(tx: Db, documentId: string) {
  return enqueue(tx, completeDocumentJob, { document_id: documentId });
}

/**
 * Runs the completion owed for the document now (after its signature's commit; any instance's job
 * runner would otherwise do it). Returns whether it is sealed afterwards.
 */
export async function finishOwedCompletion(deps: Deps, documentId: string): Promise<boolean> {
  await runOwedJobsFor(deps, completeDocumentJob, 'document_id', documentId);
  return !!(await findDocumentById(deps.db, documentId))?.sealedAt;
}

function auditDetail(details: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const key of ['signer_role', 'method', 'channel', 'file_name', 'sha256'] as const) {
    const value = details[key];
    if (typeof value === 'string') parts.push(key === 'sha256' ? `sha256 ${value.slice(0, 16)}…` : value);
  }
  return parts.join(', ');
}

/**
 * The sealed PDF, as an attachment, to the owner's account and to every signer's address, each
 * once: every message is keyed by the document and its seal time (the mailer's `once`), so a retry
 * after a crash writes the same message again, which the file outbox keeps once (an SMTP server
 * sees one Message-ID). Nothing for a document that is not sealed. A failed send fails the job, to
 * be retried. The `emailed` audit event and the job's end are one transaction.
 */
async function mailSealedPdf(deps: Deps, documentId: string, ctx: JobContext) {
  const document = await findDocumentById(deps.db, documentId);
  if (!document?.sealedAt) return;
  const sealedAt = document.sealedAt;
  const pdf = await deps.storage.get(document.currentKey);
  if (!pdf) throw new Error(`The sealed file of document ${documentId} is missing.`);
  const signers = await listSigners(deps.db, documentId);
  const owner = await findUserById(deps.db, document.ownerId);
  const recipients = [
    ...new Set([owner?.email, ...signers.map((s) => s.email)].filter((e): e is string => !!e)),
  ];
  const filename = `${document.fileName.replace(/\.pdf$/i, '')}-signed.pdf`;
  for (const [n, to] of recipients.entries()) {
    await deps.mailer.send({
      to,
      subject: 'A document you signed on LeXi is sealed',
      text: `Every party has signed "${document.contractName}" (${document.fileName}). The sealed PDF is attached.\n\nCheck it at any time: ${verifyUrl(deps, document.id)}\n\nLeXi e-mohar`,
      attachments: [{ filename, content: pdf, contentType: 'application/pdf' }],
      once: { key: `emohar-sealed-${documentId}`, date: sealedAt },
    });
    crashPoint(`emohar-complete:mailed-${n + 1}`);
  }
  await deps.db.transaction(async (tx) => {
    await appendAuditEvent(tx, document.id, {
      type: 'emailed',
      actor: { kind: 'system', id: null },
      meta: SYSTEM_META,
      details: { recipients: recipients.length, failed: 0 },
    });
    await ctx.finish(tx);
  });
}
