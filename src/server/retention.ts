import { FLOW_RETENTION_MONTHS, flowCountingCopy } from '#src/content/flows';
import type { Db } from './db/types';

/**
 * How long the server keeps each kind of record: the periods the privacy
 * policy promises (content/legal/privacy-policy.md, "How long we keep information"; a
 * test checks both say the same). `policyRow` is the first cell of the
 * policy's retention table that covers the table.
 *
 * "After our last contact with you" is measured from the later of when the
 * record arrived and when the studio marked it handled.
 */
export const retentionPeriods = [
  { table: 'contact_messages', months: 24, policyRow: 'Contact form messages and consultation requests' },
  { table: 'consultation_requests', months: 24, policyRow: 'Contact form messages and consultation requests' },
  // Lead-form blocks (service pages, portfolio "Start Your Project") are contact-form messages by another door.
  { table: 'lead_submissions', months: 24, policyRow: 'Contact form messages and consultation requests' },
  { table: 'chat_leads', months: 12, policyRow: 'Chat conversations with Avery' },
] as const satisfies readonly { table: string; months: number; policyRow: string }[];

/** Records kept until someone asks for their removal (the policy states no period in months for them): never purged by age. */
export const keptUntilRemoved = [
  { table: 'newsletter_subscriptions', policyRow: 'Newsletter subscription' },
  { table: 'consent_log', policyRow: 'Anonymous records of your cookie choices' },
] as const satisfies readonly { table: string; policyRow: string }[];

/**
 * Housekeeping that no policy row names because it is shorter than any of
 * them: a delivered (or finally failed) notification holds a copy of its
 * record, so it is deleted 30 days after it was created.
 */
export const OUTBOX_KEEP_DAYS = 30;

/**
 * Flow counts (src/server/routes/flows.ts): daily totals per transition,
 * deleted once their day is older than this (the privacy policy's row says the same).
 */
export const flowCountRetention = {
  table: 'flow_counts',
  months: FLOW_RETENTION_MONTHS,
  policyRow: flowCountingCopy.retentionRow,
} as const;

/** How often the outbox worker runs the purge (it is cheap, but once an hour is plenty). */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

export type PurgeResult = Record<string, number>;

/** Delete every record older than its retention period; answers how many rows went, per table. */
export async function purgeExpired(db: Db): Promise<PurgeResult> {
  const result: PurgeResult = {};
  const existing = new Set(
    (await db.query<{ tablename: string }>('SELECT tablename FROM pg_tables WHERE schemaname = current_schema()')).rows.map(
      (r) => r.tablename,
    ),
  );
  for (const { table, months } of retentionPeriods) {
    if (!existing.has(table)) continue;
    const deleted = await db.query<{ id: string }>(
      `DELETE FROM ${table} WHERE GREATEST(received_at, COALESCE(handled_at, received_at)) < now() - ($1::int * interval '1 month') RETURNING id`,
      [months],
    );
    result[table] = deleted.rows.length;
  }
  const outbox = await db.query<{ id: string }>(
    `DELETE FROM notification_outbox WHERE status IN ('sent', 'logged', 'failed', 'unconfirmed') AND created_at < now() - ($1::int * interval '1 day') RETURNING id`,
    [OUTBOX_KEEP_DAYS],
  );
  result.notification_outbox = outbox.rows.length;
  // Failed sign-ins: the inbox reports the last week; a month is kept.
  if (existing.has('auth_failed_sign_ins')) {
    const failed = await db.query(`DELETE FROM auth_failed_sign_ins WHERE at < now() - interval '30 days' RETURNING role`);
    result.auth_failed_sign_ins = failed.rows.length;
  }
  // The shared rate limiter's ended windows (they last minutes; a day is far past any of them).
  if (existing.has('rate_limit_hits')) {
    const hits = await db.query<{ key: string }>(
      `DELETE FROM rate_limit_hits WHERE window_started_at < now() - interval '1 day' RETURNING key`,
    );
    result.rate_limit_hits = hits.rows.length;
  }
  // The per-recipient visitor email counts (day-long windows).
  if (existing.has('visitor_mail_sends')) {
    const sends = await db.query<{ key: string }>(
      `DELETE FROM visitor_mail_sends WHERE window_started_at < now() - interval '2 days' RETURNING key`,
    );
    result.visitor_mail_sends = sends.rows.length;
  }
  if (existing.has(flowCountRetention.table)) {
    const flows = await db.query<{ day: string }>(
      `DELETE FROM flow_counts WHERE day < (now() - ($1::int * interval '1 month'))::date RETURNING machine`,
      [flowCountRetention.months],
    );
    result.flow_counts = flows.rows.length;
  }
  return result;
}
