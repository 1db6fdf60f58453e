/**
 * What the holder of a share link is asked to do, said once for the email that carries the link
 * and the page it opens, so that the two never disagree on whether and how the recipient signs.
 */
import { z } from 'zod';
import { type EsignMethod, esignMethod } from './emohar-signing.ts';

/** How each signing method is named to people (certificate, pages, mails, dialogs). */
export const esignMethodLabels: Record<EsignMethod, string> = {
  aadhaar: 'Aadhaar e-mohar',
  '2fa': '2-factor e-sign',
};

/** What each method asks of the signer, in a few words. */
const methodWhat: Record<EsignMethod, string> = {
  aadhaar: 'your name and the last four digits of your Aadhaar, then a one-time code',
  '2fa': 'one-time codes sent to your email and your mobile',
};

/**
 * - read_only: the link does not ask for a signature;
 * - sign_now: a signing page is open to the recipient; `method` null: the recipient chooses;
 * - sign_later: the sender asks for a signature with `method`, and sends the signing link later.
 */
export const signingOffer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('read_only') }),
  z.object({ kind: z.literal('sign_now'), method: esignMethod.nullable() }),
  z.object({ kind: z.literal('sign_later'), method: esignMethod }),
]);
export type SigningOffer = z.infer<typeof signingOffer>;

/** The sentence that tells the recipient whether and how they sign. */
export function signingInvitation(offer: SigningOffer): string {
  switch (offer.kind) {
    case 'read_only':
      return 'This link is for reading only: you are not asked to sign.';
    case 'sign_now':
      return offer.method
        ? `You are asked to sign it with ${esignMethodLabels[offer.method]} (${methodWhat[offer.method]}): the sender chose this method.`
        : `You are asked to sign it, with the method you choose: ${esignMethodLabels.aadhaar} (${methodWhat.aadhaar}) or ${esignMethodLabels['2fa']} (${methodWhat['2fa']}).`;
    case 'sign_later':
      return `The sender asks you to sign it with ${esignMethodLabels[offer.method]} and will send you the signing link separately; for now you can read it.`;
  }
}
