import { E164_PATTERN } from '@lexi/shared/validation/phone';
import { writeOutboxFile } from '../outbox.ts';

export interface SmsProvider {
  /** `to` in international (E.164) form: + and the country code, e.g. +447911123456. */
  send(to: string, text: string): Promise<void>;
}

/**
 * Every SMS LeXi sends goes through this guard: a number without its country code would reach
 * the wrong person (or nobody) through a gateway that guesses one, so it is refused instead.
 */
export function withInternationalNumbers(provider: SmsProvider): SmsProvider {
  return {
    async send(to, text) {
      if (!E164_PATTERN.test(to)) throw new Error(`SMS number is not in international form: ${to}`);
      await provider.send(to, text);
    },
  };
}

/** The default: each SMS becomes a .txt file in the outbox. */
export function createFileSmsProvider(outbox: string): SmsProvider {
  return {
    async send(to, text) {
      await writeOutboxFile(outbox, `sms-${to}`, 'txt', `To: ${to}\n\n${text}\n`);
    },
  };
}

/** A real gateway behind a small HTTP hook: POST {to, text} as JSON; any non-2xx is a failure. */
export function createWebhookSmsProvider(url: string): SmsProvider {
  return {
    async send(to, text) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
