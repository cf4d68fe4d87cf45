import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import type { Db, Queryable, Row } from './types';

/**
 * DATA_DIR must exist (it is created) and take writes, with some room: a read-only mount or a
 * full disk would otherwise surface as an obscure database error on the first form a visitor sends.
 */
export function checkWritable(dataDir: string): void {
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(probe, Buffer.alloc(64 * 1024));
    fs.rmSync(probe, { force: true });
  } catch (error) {
    try {
      fs.rmSync(probe, { force: true });
    } catch {
      /* nothing was written */
    }
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOSPC'
        ? 'the disk is full'
        : code === 'EROFS' || code === 'EACCES' || code === 'EPERM'
          ? 'it is read-only for this process'
          : String(code ?? error);
    throw new Error(
      `DATA_DIR ${dataDir} cannot take writes (${why}): the embedded database lives there. Point DATA_DIR at a writable directory, or set DATABASE_URL.`,
    );
  }
}

/**
 * Embedded PostgreSQL (PGlite) in a data directory: the default store, nothing
 * to install. Writes go through the OS but PGlite never fsyncs: a process
 * crash loses nothing, a power cut may — production sets DATABASE_URL.
 */
export async function openPglite(dataDir: string | null): Promise<Db> {
  if (dataDir) checkWritable(dataDir);
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
