import { truncateCodePoints } from '@lexi/shared/validation/safe-text';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { crashPoint } from '../../lib/crash-point.ts';
import { appearanceLines } from '../../lib/pdf/signature-appearance.ts';
import {
  embedExternalSignature,
  prepareForExternalSignature,
  signPdf,
} from '../../lib/signing/pades-signer.ts';
import type { VisibleSignature } from '../../lib/signing/signature-field.ts';
import { appendAuditEvent, type RequestMeta } from './audit-log.ts';
import { allRequiredSigned, enqueueCompletion, finishOwedCompletion } from './complete-signing.ts';
import { emoharErrors } from './emohar.errors.ts';
import { lockDocument, updateDocument } from './emohar-documents.repository.ts';
import type { EmoharDocumentRow } from './emohar-documents.table.ts';
import { markShareLinkUsed } from './emohar-share-links.repository.ts';
import { updateSignSession } from './emohar-sign-sessions.repository.ts';
import { findSignerById, listSigners, updateSigner } from './emohar-signers.repository.ts';
import type { EmoharSignerRow } from './emohar-signers.table.ts';
import { newFileKey, sha256Hex } from './pdf-upload.ts';
import { actorOf, type OpenSession, sessionErrors } from './sign-session.ts';
import { methodLabel } from './signing-labels.ts';

export function visibleSignature(signer: EmoharSignerRow, signedAt: Date): VisibleSignature {
  return {
    pageIndex: signer.pageNo - 1,
    box: { x: signer.x, y: signer.y, width: signer.width, height: signer.height },
    lines: appearanceLines({ signerName: signer.aadharName, method: methodLabel(signer.method), signedAt }),
  };
}

/** The document (locked) and signer of a session, if the signer may still sign it; with its current PDF. */
export async function lockForSigning(tx: Db, deps: Deps, open: OpenSession) {
  const document = await lockDocument(tx, open.document.id);
  if (!document || document.status === 'discarded' || document.sealedAt) throw sessionErrors.notSignable();
  const signer = await findSignerById(tx, open.signer.id);
  if (!signer || signer.status === 'signed') throw sessionErrors.used();
  const pdf = await deps.storage.get(document.currentKey);
  if (!pdf) throw emoharErrors.fileMissing();
  return { document, signer, pdf };
}

/**
 * Stores the signed PDF as the document's current version and records the signature: signer,
 * session, share link and the audit event; when it was the last signature the document needs, the
 * durable completion job too (same transaction: a crash after the commit leaves it owed, and any
 * instance's job runner finishes it). Call inside the transaction that locked the document; the
 * caller deletes the returned key if that transaction fails.
 */
export async function recordSignature(
  tx: Db,
  deps: Deps,
  input: {
    open: OpenSession;
    document: EmoharDocumentRow;
    signer: EmoharSignerRow;
    signed: Buffer;
    meta: RequestMeta;
    now: Date;
    details?: Record<string, unknown>;
  },
  written: string[],
) {
  const { document, signer, signed, meta, now } = input;
  const key = newFileKey(document.id);
  await deps.storage.put(key, signed);
  written.push(key);
  const sha256 = sha256Hex(signed);
  await updateDocument(tx, document.id, {
    currentKey: key,
    currentSha256: sha256,
    status: 'signing',
    updatedAt: now,
  });
  await updateSigner(tx, signer.id, {
    status: 'signed',
    signedAt: now,
    ip: meta.ip,
    userAgent: meta.userAgent ? truncateCodePoints(meta.userAgent, 500) : null,
  });
  await updateSignSession(tx, input.open.session.id, { state: 'signed', updatedAt: now });
  if (signer.shareLinkId) await markShareLinkUsed(tx, signer.shareLinkId, now);
  await appendAuditEvent(
    tx,
    document.id,
    {
      type: 'signed',
      actor: actorOf(signer),
      meta,
      details: {
        signer_role: signer.role,
        method: signer.method,
        name: signer.aadharName,
        sha256,
        ...input.details,
      },
    },
    now,
  );
  if (allRequiredSigned(document, await listSigners(tx, document.id)))
    await enqueueCompletion(tx, document.id);
}

/** After a signature's commit: its completion (if it was the last one) is run now, not at the next poll. */
export async function afterSignature(deps: Deps, documentId: string) {
  crashPoint('emohar-sign:committed');
  await finishOwedCompletion(deps, documentId);
}

/**
 * Signs the document's current PDF for the session's signer, as an incremental update with the
 * visible signature at the placement: Aadhaar through the sandbox eSign provider (its pages have
 * checked the signer; it signs with a certificate the local CA issues to the signer's name);
 * 2-factor with the platform seal naming the signer. The document row is locked meanwhile, so two
 * signers never sign the same version. Then completes (seals) the document if that was the last
 * required signature. (Aadhaar with a real ESP goes through esp-signing.ts instead.)
 */
export async function signDocument(deps: Deps, open: OpenSession, meta: RequestMeta, now = new Date()) {
  const documentId = open.document.id;
  const written: string[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      const { document, signer, pdf } = await lockForSigning(tx, deps, open);
      const visible = visibleSignature(signer, now);
      let signed: Buffer;
      if (signer.method === 'aadhaar') {
        if (deps.esign.verifiesSigner) throw sessionErrors.notSignable();
        const prepared = await prepareForExternalSignature(pdf, {
          signingTime: now,
          signerName: signer.aadharName,
          reason: 'Aadhaar e-mohar (LeXi sandbox eSign)',
          contactInfo: signer.email,
          visible,
        });
        const step = await deps.esign.begin({
          transactionId: open.session.id,
          documentName: `${document.contractName} (${document.fileName})`,
          byteRangeDigestHex: prepared.byteRangeDigest.toString('hex'),
          signerHint: { name: signer.aadharName, email: signer.email, idLastDigits: signer.aadharLastDigits },
          responseUrl: '',
          now,
        });
        if (step.kind !== 'signed') throw new Error('The sandbox eSign provider must sign at once.');
        signed = embedExternalSignature(prepared.preparedPdf, step.cmsDer);
      } else {
        signed = await signPdf(pdf, {
          identity: await deps.signing.seal(),
          signingTime: now,
          signerName: signer.aadharName,
          reason: `Signed by ${signer.aadharName} with email and mobile one-time codes`,
          contactInfo: signer.email,
          visible,
        });
      }
      await recordSignature(tx, deps, { open, document, signer, signed, meta, now }, written);
    });
  } catch (error) {
    await Promise.all(written.map((key) => deps.storage.delete(key)));
    throw error;
  }
  await afterSignature(deps, documentId);
}
