import type { EsignMethod } from '@lexi/shared/api/emohar-signing';

/** How the signing methods read in the share and send-for-signature dialogs. */
export const methodLabels: Record<EsignMethod, string> = {
  aadhaar: 'Aadhaar e-mohar',
  '2fa': '2-factor e-sign (email and mobile codes)',
};
