import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import { maskIdDigits } from './mask-id.ts';
import { PageWriter } from './page-writer.ts';
import { PdfText } from './text/pdf-text.ts';

export interface CertificateSigner {
  readonly name: string;
  /** The last digits of the signer's ID (Aadhaar) as entered; shown masked. */
  readonly idLastDigits?: string;
  readonly email: string;
  /** e.g. "Aadhaar e-mohar" or "2-factor e-sign". */
  readonly method: string;
  readonly ip: string;
  readonly userAgent: string;
  readonly viewedAt?: Date;
  readonly signedAt: Date;
}

export interface CertificateAuditEntry {
  readonly at: Date;
  /** e.g. "uploaded", "link shared", "code verified", "signed". */
  readonly event: string;
  readonly actor?: string;
  readonly detail?: string;
}

export interface CertificateOfCompletion {
  readonly documentName: string;
  readonly documentId: string;
  /** SHA-256 (hex) of the file as uploaded, before any stamp or signature. */
  readonly originalSha256: string;
  readonly signers: readonly CertificateSigner[];
  readonly auditTrail: readonly CertificateAuditEntry[];
  /** Public page that recomputes the hash of a signed file: encoded in the QR code. */
  readonly verificationUrl: string;
  readonly completedAt?: Date;
}

const QR_SIZE = 96;

export function utc(date: Date): string {
  return `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;
}

/** Rewrites `pdf` with the certificate page(s) appended; for documents that carry no signature yet. */
export async function appendCertificatePage(
  pdf: Buffer,
  certificate: CertificateOfCompletion,
): Promise<Buffer> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  await addCertificatePages(document, certificate);
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/**
 * Appends a "Certificate of completion" (one page, more when the audit trail is long) to an open
 * document; usable inside an incremental update, which keeps existing signatures valid.
 * Returns the number of pages added.
 */
export async function addCertificatePages(
  document: PDFDocument,
  certificate: CertificateOfCompletion,
): Promise<number> {
  const text = await PdfText.for(document);
  const writer = new PageWriter(document, text);

  const qr = await document.embedPng(
    await QRCode.toBuffer(certificate.verificationUrl, { margin: 1, width: 256 }),
  );
  const first = writer.page;
  first.drawImage(qr, {
    x: writer.left + writer.width - QR_SIZE,
    y: writer.y - QR_SIZE,
    width: QR_SIZE,
    height: QR_SIZE,
  });

  writer.heading('Certificate of completion', 20);
  writer.heading('LeXi e-mohar electronic signature record', 10);
  writer.gap(QR_SIZE - 40);
  writer.field('Verify at', certificate.verificationUrl);
  writer.rule();

  writer.heading('Document');
  writer.field('Name', certificate.documentName);
  writer.field('Document ID', certificate.documentId);
  writer.field('SHA-256 of original', certificate.originalSha256);
  if (certificate.completedAt) writer.field('Completed', utc(certificate.completedAt));
  writer.rule();

  writer.heading(certificate.signers.length === 1 ? 'Signer' : 'Signers');
  certificate.signers.forEach((signer, index) => {
    writer.heading(`${index + 1}. ${signer.name}`, 10.5);
    if (signer.idLastDigits) writer.field('ID number', maskIdDigits(signer.idLastDigits));
    writer.field('Email', signer.email);
    writer.field('Method', signer.method);
    writer.field('IP address', signer.ip);
    writer.field('User agent', signer.userAgent);
    writer.field('Viewed', signer.viewedAt ? utc(signer.viewedAt) : 'not recorded');
    writer.field('Signed', utc(signer.signedAt));
    writer.gap(4);
  });
  writer.rule();

  writer.heading('Audit trail');
  const columns = [0, 125, 235, 345];
  writer.row(['Time (UTC)', 'Event', 'By', 'Details'], columns, 8.5, true);
  for (const entry of certificate.auditTrail) {
    writer.row(
      [utc(entry.at).replace(' UTC', ''), entry.event, entry.actor ?? '', entry.detail ?? ''],
      columns,
    );
  }
  await text.embedFonts();
  return writer.pages.length;
}
