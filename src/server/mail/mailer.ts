import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go when it is not our address (a member's networking message). */
  replyTo?: string;
  /** Files sent with the message (a calendar invite); nodemailer encodes them. */
  attachments?: MailAttachment[];
  /**
   * Extra header fields, written as given by both transports: the newsletter's List-Unsubscribe
   * and List-Unsubscribe-Post (RFC 8058). Never From, To or Subject (the fields above set those).
   */
  headers?: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  content: string;
  /** With any parameters: "text/calendar; charset=utf-8; method=REQUEST". */
  contentType: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where messages go, for the start banner: an SMTP host or the outbox folder. */
  readonly describe: string;
}

/**
 * SMTP when SMTP_URL is set (any provider); otherwise each message is written as an .eml
 * file to the local outbox, which any mail client opens.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      describe: `SMTP ${new URL(options.smtpUrl).host}`,
      async send(message) {
        await transport.sendMail(envelope(options.from, message));
      },
    };
  }
  const dir = resolve(options.outboxDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `outbox ${dir}`,
    async send(message) {
      const info = await transport.sendMail(envelope(options.from, message));
      await mkdir(dir, { recursive: true });
      const slug = message.subject
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .slice(0, 40);
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${slug}-${Math.random().toString(36).slice(2, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
    },
  };
}

/** What nodemailer is given, the same for SMTP and the outbox. */
function envelope(from: string, { headers, ...message }: MailMessage): SendMailOptions {
  return { from, ...message, ...(headers ? { headers } : {}) };
}
