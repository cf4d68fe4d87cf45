import type { Config } from '#src/server/config';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres, type PostgresOptions } from './postgres';
import type { Db } from './types';

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR; migrations applied. */
export async function openDb(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'pgPoolMax'>>,
  options: PostgresOptions = {},
): Promise<Db> {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl, { poolMax: config.pgPoolMax, ...options })
    : await openPglite(config.dataDir);
  await migrate(db);
  return db;
}
