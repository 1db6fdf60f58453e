import nodemailer from 'nodemailer';
import { writeOutboxFile } from '../outbox.ts';

export type MailAttachment = { filename: string; content: Buffer | string; contentType?: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
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
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await writeOutboxFile(options.outbox, message.to, 'eml', info.message as Buffer);
    },
  };
}
