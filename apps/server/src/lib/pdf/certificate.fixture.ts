import type { CertificateOfCompletion } from './certificate-page.ts';

/** A completed two-party document's certificate data, for tests. */
export function sampleCertificate(auditEntries = 6): CertificateOfCompletion {
  const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 10, minute, 0));
  return {
    documentName: 'Service agreement.pdf',
    documentId: 'emh_7f3a9c',
    originalSha256: 'a'.repeat(64),
    verificationUrl: 'https://lexi.example/verify/emh_7f3a9c',
    completedAt: at(30),
    signers: [
      {
        name: 'Asha Rao',
        idLastDigits: '1234',
        email: 'asha@example.com',
        method: 'Aadhaar e-mohar',
        ip: '203.0.113.7',
        userAgent:
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
        viewedAt: at(1),
        signedAt: at(5),
      },
      {
        name: 'Ben Carter',
        email: 'ben@example.co.uk',
        method: '2-factor e-sign',
        ip: '198.51.100.20',
        userAgent: 'Mozilla/5.0 (iPhone)',
        signedAt: at(25),
      },
    ],
    auditTrail: Array.from({ length: auditEntries }, (_, index) => ({
      at: at(index),
      event: index === 0 ? 'uploaded' : `event ${index}`,
      actor: 'asha@example.com',
      detail: `hash-chain ${index}`,
    })),
  };
}
