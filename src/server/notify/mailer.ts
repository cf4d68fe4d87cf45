import nodemailer from 'nodemailer';
import type { Attachment } from '../leads/store';

export type Mail = { to: string; from: string; subject: string; text: string; html?: string; attachments?: Attachment[] };
export type Mailer = { send(mail: Mail): Promise<void> };

/** SMTP through nodemailer (SMTP_URL such as smtp://user:pass@host:587). */
export function smtpMailer(url: string): Mailer {
  const parsed = new URL(url);
  parsed.searchParams.set('connectionTimeout', parsed.searchParams.get('connectionTimeout') ?? '10000');
  parsed.searchParams.set('socketTimeout', parsed.searchParams.get('socketTimeout') ?? '20000');
  const transport = nodemailer.createTransport(parsed.toString());
  return {
    async send(mail) {
      await transport.sendMail({
        to: mail.to,
        from: mail.from,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        attachments: mail.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      });
    },
  };
}
