import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/types';
import type { Attachment } from '../leads/store';
import { redactEmails } from '../request-log';
import { purgeExpired, PURGE_EVERY_MS } from '../retention';
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

/**
 * Deliver pending notifications once. With a mailer they are emailed to
 * NOTIFY_TO (or the row's own recipient: a visitor's confirmation); without one they are written to the log and marked `logged`.
 * A failure never touches the stored submission: the row stays pending with a
 * later `next_attempt_at`, and is marked `failed` after MAX_ATTEMPTS.
 */
export async function deliverPending(
  db: Db,
  options: { mailer?: Mailer; to: string; from: string; log: Pick<FastifyBaseLogger, 'info' | 'warn'>; limit?: number },
): Promise<{ sent: number; logged: number; failed: number }> {
  const result = { sent: 0, logged: 0, failed: 0 };
  const pending = await db.query<OutboxRow>(
    `SELECT id, kind, record_id, subject, body, attachments, attempts, recipient, html FROM notification_outbox
     WHERE status IN ('pending', 'sending') AND next_attempt_at <= now() ORDER BY created_at LIMIT $1`,
    [options.limit ?? 20],
  );
  for (const row of pending.rows) {
    // Claim the row for 5 minutes so a second worker (another process) skips it;
    // a claim left by a crashed process expires and the row is tried again.
    const claimed = await db.query(
      `UPDATE notification_outbox SET status = 'sending', next_attempt_at = now() + interval '5 minutes'
       WHERE id = $1 AND (status = 'pending' OR (status = 'sending' AND next_attempt_at <= now())) RETURNING id`,
      [row.id],
    );
    if (!claimed.rows.length) continue;
    const attachments = typeof row.attachments === 'string' ? (JSON.parse(row.attachments) as Attachment[]) : row.attachments;
    if (!options.mailer) {
      // The log holds no personal data (the subject names the visitor and their company): the kind and the ids
      // say what to open in the admin inbox.
      options.log.info({ notification: row.id, kind: row.kind, record: row.record_id }, 'notification (no SMTP_URL set): delivered to log');
      await db.query(`UPDATE notification_outbox SET status = 'logged', sent_at = now(), attempts = attempts + 1 WHERE id = $1`, [row.id]);
      result.logged++;
      continue;
    }
    try {
      await options.mailer.send({ to: row.recipient ?? options.to, from: options.from, subject: row.subject, text: row.body, html: row.html ?? undefined, attachments });
      await db.query(`UPDATE notification_outbox SET status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1`, [row.id]);
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
