import nodemailer from 'nodemailer';
import type { Attachment } from '#src/server/leads/store';

export type Mail = {
  to: string;
  from: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Attachment[];
  /** The Message-ID header, the same on every attempt at one message, so a copy that did get through is recognisable. */
  messageId?: string;
};
export type SendOptions = {
  /** Ends the attempt: the connection is closed, whatever stage the conversation with the mail server is at. */
  signal?: AbortSignal;
};
export type Mailer = { send(mail: Mail, options?: SendOptions): Promise<void> };

type NodemailerError = Error & { code?: string; originalCode?: string; responseCode?: number; timeoutType?: string };

/** Nodemailer's error codes for a session that ended before any message could be handed over, or a setting that stops it starting. */
const SETUP_CODES = new Set(['EDNS', 'EAUTH', 'ENOAUTH', 'EOAUTH2', 'EENVELOPE', 'ECONFIG', 'EPROXY', 'EREQUIRETLS', 'ETLS']);
/** Socket errors that mean no connection was ever made. */
const NO_CONNECTION = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EADDRNOTAVAIL']);
/** Nodemailer's timeouts before the greeting and TLS: the message was not sent yet. */
const SETUP_TIMEOUTS = new Set(['CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT']);

/**
 * True only when `error` proves the mail server did not take the message: it answered with a
 * refusal (a 4xx or 5xx reply, to the greeting, the sign-in, the envelope or the message itself),
 * or no SMTP session was ever set up (refused connection, unknown host, a connection or greeting
 * timeout, failed sign-in or TLS). Such a send may be tried again without risk of a second copy.
 * Anything else (the connection closing or going quiet mid-conversation, the attempt's deadline)
 * leaves open whether the server accepted the message, so it must not be sent blindly again.
 */
export function certainlyNotSent(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const e = error as NodemailerError;
  if (typeof e.responseCode === 'number' && e.responseCode >= 400) return true;
  if (e.code && SETUP_CODES.has(e.code)) return true;
  if (e.code === 'ETIMEDOUT' && e.timeoutType && SETUP_TIMEOUTS.has(e.timeoutType)) return true;
  return (e.code === 'ESOCKET' || e.code === 'ECONNECTION') && !!e.originalCode && NO_CONNECTION.has(e.originalCode);
}

/**
 * SMTP through nodemailer (SMTP_URL such as smtp://user:pass@host:587). `deadlineMs` is how long
 * the caller gives one attempt: connecting and the greeting must succeed well within it (half,
 * at most 10 s), so a server that never answers is a certain failure, and the socket's idle
 * timeout is the deadline itself, so nodemailer never gives up on a slow final reply before the
 * caller does. A connectionTimeout, greetingTimeout or socketTimeout in the URL wins.
 */
export function smtpMailer(url: string, { deadlineMs = 30_000 }: { deadlineMs?: number } = {}): Mailer {
  const parsed = new URL(url);
  const setup = String(Math.min(10_000, Math.floor(deadlineMs / 2)));
  parsed.searchParams.set('connectionTimeout', parsed.searchParams.get('connectionTimeout') ?? setup);
  parsed.searchParams.set('greetingTimeout', parsed.searchParams.get('greetingTimeout') ?? setup);
  parsed.searchParams.set('socketTimeout', parsed.searchParams.get('socketTimeout') ?? String(deadlineMs));
  const transport = nodemailer.createTransport(parsed.toString());
  return {
    async send(mail, { signal } = {}) {
      await transport.sendMail({
        to: mail.to,
        from: mail.from,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
        ...(signal ? { signal } : {}),
        attachments: mail.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      });
    },
  };
}
