import { describe, expect, it } from 'vitest';
import { signingInvitation } from './signing-offer.ts';

describe('the signing invitation', () => {
  it('says a read link asks for no signature', () => {
    expect(signingInvitation({ kind: 'read_only' })).toBe(
      'This link is for reading only: you are not asked to sign.',
    );
  });

  it('names the method the sender chose, and says the sender chose it', () => {
    expect(signingInvitation({ kind: 'sign_now', method: '2fa' })).toBe(
      'You are asked to sign it with 2-factor e-sign (one-time codes sent to your email and your mobile): the sender chose this method.',
    );
  });

  it('offers both methods when the recipient chooses', () => {
    const text = signingInvitation({ kind: 'sign_now', method: null });
    expect(text).toContain('with the method you choose');
    expect(text).toContain('Aadhaar e-mohar');
    expect(text).toContain('2-factor e-sign');
  });

  it('says the signing link comes later when there is no signing page yet', () => {
    expect(signingInvitation({ kind: 'sign_later', method: 'aadhaar' })).toBe(
      'The sender asks you to sign it with Aadhaar e-mohar and will send you the signing link separately; for now you can read it.',
    );
  });
});
