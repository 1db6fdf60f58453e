import type { Deps } from '../../deps.ts';
import { appearanceLines } from '../../lib/pdf/signature-appearance.ts';
import { buildCmsSignedData } from '../../lib/signing/cms-signed-data.ts';
import {
  embedExternalSignature,
  prepareForExternalSignature,
  signPdf,
} from '../../lib/signing/pades-signer.ts';
import type { VisibleSignature } from '../../lib/signing/signature-field.ts';
import { appendAuditEvent, type RequestMeta } from './audit-log.ts';
import { completeIfReady } from './complete-signing.ts';
import { emoharErrors } from './emohar.errors.ts';
import { lockDocument, updateDocument } from './emohar-documents.repository.ts';
import { markShareLinkUsed } from './emohar-share-links.repository.ts';
import { updateSignSession } from './emohar-sign-sessions.repository.ts';
import { findSignerById, updateSigner } from './emohar-signers.repository.ts';
import type { EmoharSignerRow } from './emohar-signers.table.ts';
import { newFileKey, sha256Hex } from './pdf-upload.ts';
import { actorOf, type OpenSession, sessionErrors } from './sign-session.ts';
import { methodLabel } from './signing-labels.ts';

/** The sandbox signer certificate lives just long enough for the signature to be made and checked. */
const SIGNER_CERTIFICATE_MINUTES = 15;

function visibleSignature(signer: EmoharSignerRow, signedAt: Date): VisibleSignature {
  return {
    pageIndex: signer.pageNo - 1,
    box: { x: signer.x, y: signer.y, width: signer.width, height: signer.height },
    lines: appearanceLines({ signerName: signer.aadharName, method: methodLabel(signer.method), signedAt }),
  };
}

/**
 * Signs the document's current PDF for the session's signer, as an incremental update with the
 * visible signature at the placement: Aadhaar (sandbox) with a certificate the local CA issues to
 * the signer's name; 2-factor with the platform seal naming the signer. The document row is locked
 * meanwhile, so two signers never sign the same version. Then seals the document if that was the
 * last required signature.
 */
export async function signDocument(deps: Deps, open: OpenSession, meta: RequestMeta, now = new Date()) {
  const documentId = open.document.id;
  const written: string[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      const document = await lockDocument(tx, documentId);
      if (!document || document.status === 'discarded' || document.sealedAt)
        throw sessionErrors.notSignable();
      const signer = await findSignerById(tx, open.signer.id);
      if (!signer || signer.status === 'signed') throw sessionErrors.used();
      const pdf = await deps.storage.get(document.currentKey);
      if (!pdf) throw emoharErrors.fileMissing();

      const visible = visibleSignature(signer, now);
      let signed: Buffer;
      if (signer.method === 'aadhaar') {
        const prepared = await prepareForExternalSignature(pdf, {
          signingTime: now,
          signerName: signer.aadharName,
          reason: 'Aadhaar e-mohar (LeXi sandbox eSign)',
          contactInfo: signer.email,
          visible,
        });
        const ca = await deps.signing.certificateAuthority();
        const identity = ca.issueSignerCertificate({
          commonName: signer.aadharName,
          email: signer.email,
          validityMinutes: SIGNER_CERTIFICATE_MINUTES,
        });
        const cms = buildCmsSignedData({ digest: prepared.byteRangeDigest, identity, signingTime: now });
        signed = embedExternalSignature(prepared.preparedPdf, cms);
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

      const key = newFileKey(documentId);
      await deps.storage.put(key, signed);
      written.push(key);
      const sha256 = sha256Hex(signed);
      await updateDocument(tx, documentId, {
        currentKey: key,
        currentSha256: sha256,
        status: 'signing',
        updatedAt: now,
      });
      await updateSigner(tx, signer.id, {
        status: 'signed',
        signedAt: now,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
      });
      await updateSignSession(tx, open.session.id, { state: 'signed', updatedAt: now });
      if (signer.shareLinkId) await markShareLinkUsed(tx, signer.shareLinkId, now);
      await appendAuditEvent(
        tx,
        documentId,
        {
          type: 'signed',
          actor: actorOf(signer),
          meta,
          details: { signer_role: signer.role, method: signer.method, name: signer.aadharName, sha256 },
        },
        now,
      );
    });
  } catch (error) {
    await Promise.all(written.map((key) => deps.storage.delete(key)));
    throw error;
  }
  await completeIfReady(deps, documentId, meta);
}
