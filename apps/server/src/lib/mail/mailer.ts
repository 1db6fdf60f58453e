import nodemailer from 'nodemailer';
import { writeOutboxFile } from '../outbox.ts';

export type MailAttachment = { filename: string; content: Buffer | string; contentType?: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * One message, however often it is sent (a queued mail sent again after a crash): its key is the
   * Message-ID (so mail clients show one), and the file outbox writes it once. `date` is its Date.
   */
  once?: { key: string; date: Date };
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Mail through nodemailer: to the SMTP server of `smtpUrl` when given, otherwise rendered to
 * RFC 822 and written as an .eml file in the outbox (Django's file-backend convention), so that
 * a developer or a test reads what would have been sent.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; outbox: string }): Mailer {
  const envelope = ({ once, ...message }: MailMessage) => ({
    from: options.from,
    ...message,
    ...(once ? { messageId: `<${once.key}@lexi.mail>`, date: once.date } : {}),
  });
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(envelope(message));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(message));
      await writeOutboxFile(options.outbox, message.to, 'eml', info.message as Buffer, message.once);
    },
  };
}
