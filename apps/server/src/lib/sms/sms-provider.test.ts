import { describe, expect, it } from 'vitest';
import { type SmsProvider, withInternationalNumbers } from './sms-provider.ts';

function recording() {
  const sent: string[] = [];
  const provider: SmsProvider = {
    async send(to) {
      sent.push(to);
    },
  };
  return { sent, guarded: withInternationalNumbers(provider) };
}

describe('SMS numbers', () => {
  it('passes a number with its country code on to the provider', async () => {
    const { sent, guarded } = recording();
    await guarded.send('+447911123456', 'Your code is 246810.');
    await guarded.send('+6591234567', 'Your code is 246810.');
    expect(sent).toEqual(['+447911123456', '+6591234567']);
  });

  it('refuses a number without its country code instead of letting a gateway guess one', async () => {
    const { sent, guarded } = recording();
    for (const to of ['9876543210', '919876543210', '+0987654321', '+91 98765 43210']) {
      await expect(guarded.send(to, 'Your code is 246810.')).rejects.toThrow(/international form/);
    }
    expect(sent).toEqual([]);
  });
});
