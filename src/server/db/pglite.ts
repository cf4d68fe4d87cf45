import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, Row } from './types';

/**
 * Embedded PostgreSQL (PGlite) in a data directory: the default store, nothing
 * to install. Writes go through the OS but PGlite never fsyncs: a process
 * crash loses nothing, a power cut may — production sets DATABASE_URL.
 */
export async function openPglite(dataDir: string | null): Promise<Db> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    query: async <T extends Row>(text: string, params: unknown[] = []) => {
      const result = await q.query<T>(text, params as never[]);
      return { rows: result.rows };
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx as unknown as { query: PGlite['query'] }))),
    close: () => pg.close(),
  };
}
