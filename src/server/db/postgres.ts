import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Db, Queryable, Row } from './types';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable';

export type PostgresOptions = {
  /** Told about a connection the server dropped while it sat idle in the pool (it is replaced on the next use). */
  onConnectionError?: (error: Error) => void;
  /** Waits before the 2nd, 3rd … try at getting a connection while the server is unreachable (a fast restart takes about a second). */
  retryDelaysMs?: readonly number[];
  /** Connections in the pool (PG_POOL_MAX, 10). */
  poolMax?: number;
};

const DEFAULT_RETRY_DELAYS_MS = [100, 300, 700, 1500] as const;

const unavailable = (error: unknown) => (isDatabaseUnavailable(error) ? new DatabaseUnavailableError(error) : error);

/**
 * A PostgreSQL server through `pg` (set DATABASE_URL). Survives the server
 * going away: a connection dropped while idle (pg_terminate_backend, a restart)
 * is reported to `onConnectionError` instead of crashing the process and is
 * replaced on next use; getting a connection is retried for a couple of
 * seconds; a query that fails because the server is unreachable throws
 * DatabaseUnavailableError (the app answers 503). Nothing is retried once a
 * statement may have reached the server, so a write is never applied twice.
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  // Without a listener an idle client's error (57P01 …) is an unhandled 'error' event and ends the process.
  pool.on('error', (error) => options.onConnectionError?.(error));
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;

  async function acquire(): Promise<pg.PoolClient> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await pool.connect();
      } catch (error) {
        if (!isDatabaseUnavailable(error) || attempt >= retryDelays.length) throw unavailable(error);
        await sleep(retryDelays[attempt]);
      }
    }
  }

  /** Run `fn` on one connection; a connection that failed is destroyed, not returned to the pool. */
  async function withClient<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await acquire();
    let broken: Error | undefined;
    // A checked-out client has no listener of the pool's: its connection ending (57P01) would be an unhandled 'error' event.
    const onError = (error: Error) => {
      broken = error;
      options.onConnectionError?.(error);
    };
    client.on('error', onError);
    try {
      return await fn(client);
    } catch (error) {
      if (isDatabaseUnavailable(error)) broken ??= error instanceof Error ? error : new Error(String(error));
      throw unavailable(broken && !isDatabaseUnavailable(error) ? broken : error);
    } finally {
      client.removeListener('error', onError);
      client.release(broken);
    }
  }

  const run = async <T extends Row>(client: pg.PoolClient, text: string, params: unknown[] = []) => ({
    rows: (await client.query(text, params)).rows as T[],
  });

  await withClient((client) => client.query('select 1'));
  return {
    kind: 'postgres',
    query: <T extends Row>(text: string, params: unknown[] = []) => withClient((client) => run<T>(client, text, params)),
    transaction: (fn) =>
      withClient(async (client) => {
        const tx: Queryable = { query: <T extends Row>(text: string, params: unknown[] = []) => run<T>(client, text, params) };
        await client.query('BEGIN');
        try {
          const result = await fn(tx);
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    close: () => pool.end(),
  };
}
