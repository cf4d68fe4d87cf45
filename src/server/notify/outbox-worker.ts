import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/types';
import type { Attachment } from '../leads/store';
import { redactEmails } from '../request-log';
import { purgeExpired, PURGE_EVERY_MS } from '../retention';
import { withTimeout } from '../with-timeout';
import type { Mailer } from './mailer';

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
/** Messages handed to the mail server at once (OUTBOX_CONCURRENCY). */
export const SEND_CONCURRENCY = 4;
/** One delivery attempt gives up after this long (OUTBOX_SEND_TIMEOUT_MS): a mail server that never answers costs one slot for 30 s, not the queue. */
export const SEND_TIMEOUT_MS = 30_000;
/** Rows claimed per round; a pass keeps claiming rounds until the due rows run out. */
const BATCH = 20;

export class SendTimeout extends Error {
  constructor(ms: number) {
    super(`no answer from the mail server within ${ms} ms`);
    this.name = 'SendTimeout';
  }
}

type DeliverOptions = {
  mailer?: Mailer;
  to: string;
  from: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Rows claimed per round (20). */
  limit?: number;
  concurrency?: number;
  sendTimeoutMs?: number;
  /** Stops claiming new rounds (a shutdown); what was claimed is still finished. */
  signal?: AbortSignal;
};

/**
 * Claim up to `limit` due rows in one statement. `FOR UPDATE SKIP LOCKED` lets several
 * processes on one PostgreSQL claim at once without waiting on each other or taking the same
 * row; the claim holds the row for 5 minutes, so one left by a crashed process is tried again.
 */
async function claim(db: Db, limit: number): Promise<OutboxRow[]> {
  const claimed = await db.query<OutboxRow & { created_at: Date | string }>(
    `UPDATE notification_outbox SET status = 'sending', next_attempt_at = now() + interval '5 minutes'
     WHERE id IN (
       SELECT id FROM notification_outbox
       WHERE status IN ('pending', 'sending') AND next_attempt_at <= now()
       ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id, kind, record_id, subject, body, attachments, attempts, recipient, html, created_at`,
    [limit],
  );
  return claimed.rows.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
}

/** Run `work` over `items` with at most `concurrency` at a time. */
async function eachLimited<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, lane));
}

/**
 * Deliver the due notifications. With a mailer they are emailed to NOTIFY_TO (or the row's own
 * recipient: a visitor's confirmation), `concurrency` at a time, each attempt bounded by
 * `sendTimeoutMs`; without one they are written to the log and marked `logged`. Rows are claimed
 * in rounds of `limit` until none are due, so a burst drains at the mail server's pace instead of
 * `limit` per interval. A failure never touches the stored submission: the row goes back to
 * pending with a later `next_attempt_at`, and is marked `failed` after MAX_ATTEMPTS.
 */
export async function deliverPending(db: Db, options: DeliverOptions): Promise<{ sent: number; logged: number; failed: number }> {
  const result = { sent: 0, logged: 0, failed: 0 };
  const limit = options.limit ?? BATCH;
  const sendTimeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  const deliver = async (row: OutboxRow) => {
    const attachments = typeof row.attachments === 'string' ? (JSON.parse(row.attachments) as Attachment[]) : row.attachments;
    if (!options.mailer) {
      // The log holds no personal data (the subject names the visitor and their company): the kind and the ids
      // say what to open in the admin inbox.
      options.log.info({ notification: row.id, kind: row.kind, record: row.record_id }, 'notification (no SMTP_URL set): delivered to log');
      await db.query(`UPDATE notification_outbox SET status = 'logged', sent_at = now(), attempts = attempts + 1 WHERE id = $1`, [row.id]);
      result.logged++;
      return;
    }
    try {
      const mail = {
        to: row.recipient ?? options.to,
        from: options.from,
        subject: row.subject,
        text: row.body,
        html: row.html ?? undefined,
        attachments,
      };
      await withTimeout(options.mailer.send(mail), sendTimeoutMs, () => new SendTimeout(sendTimeoutMs));
      await db.query(
        `UPDATE notification_outbox SET status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1`,
        [row.id],
      );
      result.sent++;
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      await db.query(
        `UPDATE notification_outbox SET status = $2, attempts = $3, last_error = $4,
         next_attempt_at = now() + ($5 || ' seconds')::interval WHERE id = $1`,
        [row.id, attempts >= MAX_ATTEMPTS ? 'failed' : 'pending', attempts, message.slice(0, 500), String(backoffSeconds(attempts))],
      );
      options.log.warn({ notification: row.id, attempts, err: redactEmails(message) }, 'notification delivery failed; will retry');
      result.failed++;
    }
  };
  while (!options.signal?.aborted) {
    const rows = await claim(db, limit);
    await eachLimited(rows, options.concurrency ?? SEND_CONCURRENCY, deliver);
    if (rows.length < limit) break;
  }
  return result;
}

/**
 * Background loop: deliver, then wait `intervalMs`; stops when `signal`
 * aborts. Every `purgeEveryMs` (first on the first pass) it also deletes
 * records past their retention period (src/server/retention.ts).
 */
export async function runOutboxWorker(
  db: Db,
  options: Parameters<typeof deliverPending>[1] & { intervalMs: number; signal: AbortSignal; purgeEveryMs?: number },
): Promise<void> {
  const purgeEveryMs = options.purgeEveryMs ?? PURGE_EVERY_MS;
  let lastPurge = -Infinity;
  while (!options.signal.aborted) {
    try {
      await deliverPending(db, options);
    } catch (error) {
      options.log.warn({ err: redactEmails(error instanceof Error ? error.message : String(error)) }, 'outbox pass failed');
    }
    if (performance.now() - lastPurge >= purgeEveryMs) {
      lastPurge = performance.now();
      try {
        const purged = await purgeExpired(db);
        if (Object.values(purged).some((n) => n > 0)) options.log.info({ purged }, 'records past their retention period deleted');
      } catch (error) {
        options.log.warn({ err: redactEmails(error instanceof Error ? error.message : String(error)) }, 'retention purge failed');
      }
    }
    try {
      await sleep(options.intervalMs, undefined, { signal: options.signal });
    } catch {
      return;
    }
  }
}
