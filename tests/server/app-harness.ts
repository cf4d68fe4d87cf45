import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type AppOptions } from '#src/server/app';
import { loadConfig, type Config } from '#src/server/config';
import { openDb } from '#src/server/db/open';
import { openPglite } from '#src/server/db/pglite';
import type { Db } from '#src/server/db/types';
import { seedDataDir } from './pglite-template';

/**
 * An API-only app on a fresh store: embedded PGlite in a temp directory, or
 * the PostgreSQL server in TEST_DATABASE_URL (CI runs the suite both ways).
 */
export async function testApp(
  overrides: Partial<Config> = {},
  options: Pick<AppOptions, 'logger' | 'announce' | 'serveSite' | 'clock'> = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-test-'));
  const config: Config = {
    ...loadConfig({ ...process.env, DATABASE_URL: '' }),
    dataDir,
    databaseUrl: undefined,
    logLevel: 'silent',
    rateLimit: { max: 10_000, windowMs: 60_000 },
    // Every start and sign-in hashes: at the production cost (2^16) that is 0.4 s of CPU each on the
    // reference machine. The cost a production server uses is tested in auth.test.ts.
    passwordHashCost: 10,
    ...overrides,
  };
  const db = await freshDb(config);
  // A generated admin password is not printed by tests unless one asks for it.
  const app = await buildApp({
    config,
    db,
    serveSite: options.serveSite ?? false,
    logger: options.logger ?? false,
    announce: options.announce ?? (() => undefined),
    clock: options.clock,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    /** Empty every table (keeps the schema): call in beforeEach to isolate tests sharing one app. */
    async reset() {
      const tables = await db.query<{ tablename: string }>(
        "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'",
      );
      if (tables.rows.length) await db.query(`TRUNCATE ${tables.rows.map((t) => t.tablename).join(', ')}`);
    },
    async close() {
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh store without an app (storage tests), migrated unless asked not to: PGlite in a temp directory, or a new schema on TEST_DATABASE_URL. */
export async function testDb({ migrated = true } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-db-'));
  const db = await freshDb({ dataDir }, migrated);
  return {
    db,
    async close() {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function freshDb(config: Pick<Config, 'dataDir'>, migrated = true): Promise<Db> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return migrated ? openDb({ dataDir: await seedDataDir(config.dataDir) }) : openPglite(config.dataDir);
  // One schema per test app keeps parallel test files apart on a shared server.
  const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const { openPostgres } = await import('#src/server/db/postgres');
  const bootstrap = await openPostgres(url);
  await bootstrap.query(`CREATE SCHEMA ${schema}`);
  await bootstrap.close();
  const sep = url.includes('?') ? '&' : '?';
  const databaseUrl = `${url}${sep}options=-c%20search_path%3D${schema}`;
  return migrated ? openDb({ databaseUrl, dataDir: config.dataDir }) : openPostgres(databaseUrl);
}
