import type { Mailer, MailMessage } from '../lib/mail/mailer.ts';
import type { SmsProvider } from '../lib/sms/sms-provider.ts';

/**
 * Mail and SMS kept in memory, so tests read what was sent. Setting `down.mail` or `down.sms`
 * makes every send of that kind fail, as an unwritable outbox or a gateway that is down would.
 */
export function memoryMessengers() {
  const mails: MailMessage[] = [];
  const texts: { to: string; text: string }[] = [];
  const down = { mail: false, sms: false };
  const mailer: Mailer = {
    async send(message) {
      if (down.mail) throw new Error('EACCES: outbox is not writable');
      mails.push(message);
    },
  };
  const sms: SmsProvider = {
    async send(to, text) {
      if (down.sms) throw new Error('SMS gateway answered 502');
      texts.push({ to, text });
    },
  };
  const codeIn = (text: string | undefined) => text?.match(/\b(\d{6})\b/)?.[1];
  return {
    mailer,
    sms,
    down,
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
