import { writeOutboxFile } from '../outbox.ts';

export interface SmsProvider {
  /** `to` in international form, e.g. +919876543210. */
  send(to: string, text: string): Promise<void>;
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
