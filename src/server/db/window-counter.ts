import type { Queryable } from './types';

/** Tables that hold fixed-window counters: (key text PRIMARY KEY, <count> integer, window_started_at timestamptz). */
const COUNTERS = { auth_login_attempts: 'attempts', rate_limit_hits: 'hits', visitor_mail_sends: 'sends' } as const;

/**
 * Count one hit for `key` in a fixed window of `windowMs`, atomically (one
 * upsert, so parallel requests cannot slip past a limit, and every process
 * sharing the database sees the same count). A window that has ended starts
 * again at 1. Answers the count so far and the milliseconds left in the window.
 */
export async function countInWindow(
  db: Queryable,
  table: keyof typeof COUNTERS,
  key: string,
  windowMs: number,
): Promise<{ count: number; remainingMs: number }> {
  const column = COUNTERS[table];
  const ended = `${table}.window_started_at <= now() - ($2::double precision * interval '1 millisecond')`;
  const rows = await db.query<{ count: number; remaining_ms: number }>(
    `INSERT INTO ${table} (key, ${column}, window_started_at) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET
       ${column} = CASE WHEN ${ended} THEN 1 ELSE ${table}.${column} + 1 END,
       window_started_at = CASE WHEN ${ended} THEN now() ELSE ${table}.window_started_at END
     RETURNING ${column} AS count,
               EXTRACT(EPOCH FROM (window_started_at + ($2::double precision * interval '1 millisecond') - now())) * 1000 AS remaining_ms`,
    [key, windowMs],
  );
  const row = rows.rows[0]!;
  return { count: Number(row.count), remainingMs: Math.max(0, Number(row.remaining_ms)) };
}
