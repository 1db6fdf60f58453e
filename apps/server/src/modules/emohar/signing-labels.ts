import type { EsignMethod } from '@lexi/shared/api/emohar-signing';

/** How a method is named on the signature, the certificate and the pages. */
export function methodLabel(method: EsignMethod): string {
  return method === 'aadhaar' ? 'Aadhaar e-mohar' : '2-factor e-sign';
}
