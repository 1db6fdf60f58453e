import type { Mailer, MailMessage } from '../lib/mail/mailer.ts';
import type { SmsProvider } from '../lib/sms/sms-provider.ts';

/** Mail and SMS kept in memory, so tests read what was sent. */
export function memoryMessengers() {
  const mails: MailMessage[] = [];
  const texts: { to: string; text: string }[] = [];
  const mailer: Mailer = {
    async send(message) {
      mails.push(message);
    },
  };
  const sms: SmsProvider = {
    async send(to, text) {
      texts.push({ to, text });
    },
  };
  const codeIn = (text: string | undefined) => text?.match(/\b(\d{6})\b/)?.[1];
  return {
    mailer,
    sms,
    mails,
    texts,
    /** The code of the newest mail to `email`. */
    lastMailCode(email: string): string {
      const code = codeIn(mails.filter((m) => m.to === email).at(-1)?.text);
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },
    lastSmsCode(number: string): string {
      const code = codeIn(texts.filter((t) => t.to === number).at(-1)?.text);
      if (!code) throw new Error(`no code texted to ${number}`);
      return code;
    },
  };
}
