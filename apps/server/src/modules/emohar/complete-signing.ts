import type { Deps } from '../../deps.ts';
import type { CertificateOfCompletion } from '../../lib/pdf/certificate-page.ts';
import { appendCertificateIncrementally } from '../../lib/signing/certificate-update.ts';
import { signPdf } from '../../lib/signing/pades-signer.ts';
import { findUserById } from '../accounts/users.repository.ts';
import { markContractSigned } from '../contracts/contract-signing-status.ts';
import { debitOneEsign } from '../plans/subscriptions.repository.ts';
import { appendAuditEvent, type RequestMeta } from './audit-log.ts';
import { listAuditEvents } from './emohar-audit-events.repository.ts';
import { lockDocument, markSealedOnce } from './emohar-documents.repository.ts';
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
 * Completes the document when every required signer has signed: appends the certificate of
 * completion as an incremental update, seals with the platform seal (last, covering everything),
 * stores the sealed file, debits the owner's plan one e-sign and emails the sealed PDF to every
 * party. The document row lock and the guarded update make a second, concurrent completion a
 * no-op. Returns whether this call sealed the document.
 */
export async function completeIfReady(deps: Deps, documentId: string, meta: RequestMeta = SYSTEM_META) {
  const now = new Date();
  const written: string[] = [];
  let result: { document: EmoharDocumentRow; pdf: Buffer; signers: EmoharSignerRow[] } | null;
  try {
    result = await deps.db.transaction(async (tx) => {
      const document = await lockDocument(tx, documentId);
      if (!document || document.sealedAt || document.status === 'discarded') return null;
      const signers = await listSigners(tx, documentId);
      if (!allRequiredSigned(document, signers)) return null;
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
      if (!updated) return null;
      // The contract it was made from is signed in the same transaction as the seal.
      if (updated.contractId) await markContractSigned(tx, updated.contractId, now);
      const debited = await debitOneEsign(tx, document.ownerId);
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
      return { document: updated, pdf: sealed, signers };
    });
  } catch (error) {
    await Promise.all(written.map((key) => deps.storage.delete(key)));
    throw error;
  }
  if (!result) {
    await Promise.all(written.map((key) => deps.storage.delete(key)));
    return false;
  }
  await emailSealedPdf(deps, result.document, result.pdf, result.signers);
  return true;
}

function auditDetail(details: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const key of ['signer_role', 'method', 'channel', 'file_name', 'sha256'] as const) {
    const value = details[key];
    if (typeof value === 'string') parts.push(key === 'sha256' ? `sha256 ${value.slice(0, 16)}…` : value);
  }
  return parts.join(', ');
}

/** The sealed PDF, as an attachment, to the owner's account and to every signer's address. */
async function emailSealedPdf(
  deps: Deps,
  document: EmoharDocumentRow,
  pdf: Buffer,
  signers: readonly EmoharSignerRow[],
) {
  const owner = await findUserById(deps.db, document.ownerId);
  const recipients = [
    ...new Set([owner?.email, ...signers.map((s) => s.email)].filter((e): e is string => !!e)),
  ];
  const filename = `${document.fileName.replace(/\.pdf$/i, '')}-signed.pdf`;
  const sent: string[] = [];
  let failed = 0;
  for (const to of recipients) {
    try {
      await deps.mailer.send({
        to,
        subject: `Signed: ${document.contractName}`,
        text: `Every party has signed "${document.contractName}" (${document.fileName}). The sealed PDF is attached.\n\nCheck it at any time: ${verifyUrl(deps, document.id)}\n\nLeXi e-mohar`,
        attachments: [{ filename, content: pdf, contentType: 'application/pdf' }],
      });
      sent.push(to);
    } catch {
      failed += 1;
    }
  }
  await deps.db.transaction(async (tx) => {
    await appendAuditEvent(tx, document.id, {
      type: 'emailed',
      actor: { kind: 'system', id: null },
      meta: SYSTEM_META,
      details: { recipients: sent.length, failed },
    });
  });
}
