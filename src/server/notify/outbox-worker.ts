import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#src/server/db/types';
import type { Attachment } from '#src/server/leads/store';
import { redactEmails } from '#src/server/request-log';
import { purgeExpired, PURGE_EVERY_MS } from '#src/server/retention';
import { withTimeout } from '#src/server/with-timeout';
import { certainlyNotSent, type Mailer } from './mailer';

type OutboxRow = {
  id: string;
  kind: string;
  /** The stored submission the message is about. */
  record_id: string;
  subject: string;
  body: string;
  attachments: Attachment[] | string;
  attempts: number;
  /** Set for a message to someone other than the team (a visitor's confirmation). */
  recipient: string | null;
  html: string | null;
};

export const MAX_ATTEMPTS = 12;
/** Retry backoff: 15 s, 30 s, 1 min … capped at 1 hour. */
export const backoffSeconds = (attempts: number) => Math.min(3600, 15 * 2 ** Math.max(0, attempts - 1));
/** Messages handed to the mail server at once (OUTBOX_CONCURRENCY): a slow one holds up only its own lane. */
export const SEND_CONCURRENCY = 4;
/** One delivery attempt gives up after this long (OUTBOX_SEND_TIMEOUT_MS); it must stay well under the 5-minute claim. */
export const SEND_TIMEOUT_MS = 30_000;
/**
 * A message the mail server may or may not have taken (the attempt outlasted its deadline, or the
 * connection broke after the message was handed over). It is never sent again on its own: a
 * person checks the team inbox (its Message-ID is in last_error) and the admin inbox counts it.
 */
export const UNCONFIRMED = 'unconfirmed';

export class SendTimeout extends Error {
  constructor(ms: number) {
    super(`no answer from the mail server within ${ms} ms`);
    this.name = 'SendTimeout';
  }
}

/** The Message-ID of an outbox row: derived from the row, so every attempt at it carries the same one. */
export function messageIdFor(rowId: string, from: string): string {
  const domain = /@([^@>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<notification-${rowId}@${domain}>`;
}

type DeliverOptions = {
  mailer?: Mailer;
  to: string;
  from: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  concurrency?: number;
  sendTimeoutMs?: number;
  /** Stops claiming new messages (a shutdown); what was claimed is still finished. */
  signal?: AbortSignal;
};

type Tally = { sent: number; logged: number; failed: number; unconfirmed: number };

/**
 * Claim the oldest due row. `FOR UPDATE SKIP LOCKED` lets several lanes and processes on one
 * PostgreSQL claim at once without waiting on each other or taking the same row; the claim holds
 * the row for 5 minutes, so one left by a crashed process is tried again.
 */
async function claim(db: Db): Promise<OutboxRow | undefined> {
  const claimed = await db.query<OutboxRow>(
    `UPDATE notification_outbox SET status = 'sending', next_attempt_at = now() + interval '5 minutes'
     WHERE id IN (
       SELECT id FROM notification_outbox
       WHERE status IN ('pending', 'sending') AND next_attempt_at <= now()
       ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING id, kind, record_id, subject, body, attachments, attempts, recipient, html`,
  );
  return claimed.rows[0];
}

/** Deliver one claimed row and record the outcome. */
async function deliver(db: Db, row: OutboxRow, options: DeliverOptions, tally: Tally): Promise<void> {
  const attachments = typeof row.attachments === 'string' ? (JSON.parse(row.attachments) as Attachment[]) : row.attachments;
  if (!options.mailer) {
    // The log holds no personal data (the subject names the visitor and their company): the kind and the ids
    // say what to open in the admin inbox.
    options.log.info({ notification: row.id, kind: row.kind, record: row.record_id }, 'notification (no SMTP_URL set): delivered to log');
    await db.query(`UPDATE notification_outbox SET status = 'logged', sent_at = now(), attempts = attempts + 1 WHERE id = $1`, [row.id]);
    tally.logged++;
    return;
  }
  const sendTimeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  const messageId = messageIdFor(row.id, options.from);
  const deadline = new AbortController();
  try {
    const mail = {
      to: row.recipient ?? options.to,
      from: options.from,
      subject: row.subject,
      text: row.body,
      html: row.html ?? undefined,
      attachments,
      messageId,
    };
    // The deadline both ends the attempt (the mailer closes its connection) and stops waiting for a mailer that ignores it.
    await withTimeout(options.mailer.send(mail, { signal: deadline.signal }), sendTimeoutMs, () => {
      deadline.abort();
      return new SendTimeout(sendTimeoutMs);
    });
    await db.query(
      `UPDATE notification_outbox SET status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1`,
      [row.id],
    );
    tally.sent++;
  } catch (caught) {
    const error = deadline.signal.aborted ? new SendTimeout(sendTimeoutMs) : caught;
    const attempts = row.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    if (!certainlyNotSent(error)) {
      // The server may have taken it: sending again could give the recipient a second copy.
      await db.query(`UPDATE notification_outbox SET status = $2, attempts = $3, last_error = $4 WHERE id = $1`, [
        row.id,
        UNCONFIRMED,
        attempts,
        `may have been delivered, not retried (check for Message-ID ${messageId}): ${message}`.slice(0, 500),
      ]);
      options.log.warn({ notification: row.id, attempts, err: redactEmails(message) }, 'notification may have been delivered; not retried');
      tally.unconfirmed++;
      return;
    }
    await db.query(
      `UPDATE notification_outbox SET status = $2, attempts = $3, last_error = $4,
       next_attempt_at = now() + ($5 || ' seconds')::interval WHERE id = $1`,
      [row.id, attempts >= MAX_ATTEMPTS ? 'failed' : 'pending', attempts, message.slice(0, 500), String(backoffSeconds(attempts))],
    );
    options.log.warn({ notification: row.id, attempts, err: redactEmails(message) }, 'notification delivery failed; will retry');
    tally.failed++;
  }
}

/** One lane: claim and deliver the oldest due row, one at a time, until none is due or the signal aborts. */
async function drain(db: Db, options: DeliverOptions, tally: Tally): Promise<void> {
  while (!options.signal?.aborted) {
    const row = await claim(db);
    if (!row) return;
    await deliver(db, row, options, tally);
  }
}

const lanes = (options: DeliverOptions) => Math.max(1, options.concurrency ?? SEND_CONCURRENCY);

/**
 * Deliver the due notifications. With a mailer they are emailed to NOTIFY_TO (or the row's own
 * recipient: a visitor's confirmation) in `concurrency` lanes, each claiming the oldest due row,
 * each attempt bounded by `sendTimeoutMs` and carrying the row's own Message-ID. Without a mailer
 * they are written to the log and marked `logged`. A failure never touches the stored submission.
 * An email is sent at most once: only a failure that proves the server did not take the message
 * (see certainlyNotSent) goes back to pending with a later `next_attempt_at` (and is marked `failed`
 * after MAX_ATTEMPTS); one that may have been delivered is marked `unconfirmed` for a person.
 */
export async function deliverPending(db: Db, options: DeliverOptions): Promise<Tally> {
  const tally: Tally = { sent: 0, logged: 0, failed: 0, unconfirmed: 0 };
  await Promise.all(Array.from({ length: lanes(options) }, () => drain(db, options, tally)));
  return tally;
}

/** Wait `ms` unless `signal` aborts first; false when it aborted. */
const pause = (ms: number, signal: AbortSignal) =>
  sleep(ms, undefined, { signal }).then(
    () => true,
    () => false,
  );

const errorText = (error: unknown) => redactEmails(error instanceof Error ? error.message : String(error));

/**
 * Background loop, stopped by `signal`: `concurrency` lanes that each deliver due messages one at
 * a time and, when none is due, wait `intervalMs`. The lanes run independently, so a message queued
 * while another waits on a slow mail server goes out in a free lane at once. Every `purgeEveryMs`
 * (first at the start) it also deletes records past their retention period (src/server/retention.ts).
 */
export async function runOutboxWorker(
  db: Db,
  options: Parameters<typeof deliverPending>[1] & { intervalMs: number; signal: AbortSignal; purgeEveryMs?: number },
): Promise<void> {
  const tally: Tally = { sent: 0, logged: 0, failed: 0, unconfirmed: 0 };
  const lane = async () => {
    do {
      try {
        await drain(db, options, tally);
      } catch (error) {
        options.log.warn({ err: errorText(error) }, 'outbox pass failed');
      }
    } while (await pause(options.intervalMs, options.signal));
  };
  const purge = async () => {
    do {
      try {
        const purged = await purgeExpired(db);
        if (Object.values(purged).some((n) => n > 0)) options.log.info({ purged }, 'records past their retention period deleted');
      } catch (error) {
        options.log.warn({ err: errorText(error) }, 'retention purge failed');
      }
    } while (await pause(options.purgeEveryMs ?? PURGE_EVERY_MS, options.signal));
  };
  await Promise.all([purge(), ...Array.from({ length: lanes(options) }, lane)]);
}
