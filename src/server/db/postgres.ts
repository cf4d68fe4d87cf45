import pg from 'pg';
import type { Db, Queryable, Row } from './types';

/** A PostgreSQL server through `pg` (set DATABASE_URL). */
export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 10) });
  await pool.query('select 1');
  const query = async <T extends Row>(text: string, params: unknown[] = []) => {
    const result = await pool.query(text, params);
    return { rows: result.rows as T[] };
  };
  return {
    kind: 'postgres',
    query,
    async transaction(fn) {
      const client = await pool.connect();
      const tx: Queryable = {
        query: async <T extends Row>(text: string, params: unknown[] = []) => ({ rows: (await client.query(text, params)).rows as T[] }),
      };
      try {
        await client.query('BEGIN');
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
