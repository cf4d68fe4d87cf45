import type { FlowCount } from '#src/flows/counter';
import type { Db } from '#src/server/db/types';

/** The calendar day (UTC) a moment falls on: the finest time flow counts keep. */
export const flowDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Add a batch to the day's counts in one statement: each row is inserted or
 * its count raised atomically (`ON CONFLICT … DO UPDATE`), so batches from
 * several processes at once are each counted exactly once.
 */
export async function addFlowCounts(db: Db, day: string, counts: readonly FlowCount[]): Promise<void> {
  if (!counts.length) return;
  const params: unknown[] = [day];
  const values = counts.map((c) => {
    params.push(c.machine, c.source, c.event, c.target, c.count);
    const n = params.length;
    return `($1::date, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n}::bigint)`;
  });
  await db.query(
    `INSERT INTO flow_counts (day, machine, source, event, target, count) VALUES ${values.join(', ')}
     ON CONFLICT (day, machine, source, event, target) DO UPDATE SET count = flow_counts.count + EXCLUDED.count`,
    params,
  );
}

export type FlowTotal = { source: string; event: string; target: string; count: number };

/** A machine's counts summed over the last `days` days up to and including `today`, most taken first. */
export async function flowTotals(db: Db, machine: string, days: number, today: string): Promise<FlowTotal[]> {
  const rows = await db.query<{ source: string; event: string; target: string; count: string | number }>(
    `SELECT source, event, target, sum(count) AS count FROM flow_counts
      WHERE machine = $1 AND day > $2::date - $3::int AND day <= $2::date
      GROUP BY source, event, target ORDER BY sum(count) DESC, source, event, target`,
    [machine, today, days],
  );
  return rows.rows.map((r) => ({ source: r.source, event: r.event, target: r.target, count: Number(r.count) }));
}
