import type { EsignMethod } from '@lexi/shared/api/emohar-signing';
import { esignMethodLabels } from '@lexi/shared/api/signing-offer';

/** How a method is named on the signature, the certificate and the pages. */
export function methodLabel(method: EsignMethod): string {
  return esignMethodLabels[method];
}
