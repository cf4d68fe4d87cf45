import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, migrationsDir } from '#src/server/db/migrate';
import { openPglite } from '#src/server/db/pglite';

/**
 * Creating an embedded database runs PostgreSQL's initdb inside WebAssembly: about 10 s of CPU on
 * this project's 2-core CI machine, once per test file, server process and store. Opening a copy
 * of an existing data directory takes about 1 s. So the tests build one migrated directory (in the
 * system temp folder, named by a hash of the migrations and the PGlite version, so a change to
 * either builds a new one) and copy it wherever a test needs a fresh store. The copy is the same
 * database a first start creates: `openDb` still runs the migrations on it (none are pending).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pgliteVersion = (
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }
).version;

function templateKey(): string {
  const hash = createHash('sha256').update(pgliteVersion);
  for (const file of fs.readdirSync(migrationsDir).sort()) hash.update(file).update(fs.readFileSync(path.join(migrationsDir, file)));
  return hash.digest('hex').slice(0, 16);
}

let ready: Promise<string> | undefined;

async function template(): Promise<string> {
  const final = path.join(os.tmpdir(), `studio-pglite-template-${templateKey()}`);
  if (fs.existsSync(path.join(final, 'PG_VERSION'))) return final;
  const building = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-pglite-building-'));
  const db = await openPglite(building);
  await migrate(db);
  await db.close();
  try {
    fs.renameSync(building, final);
  } catch {
    // Another test worker finished first: use its copy.
    fs.rmSync(building, { recursive: true, force: true });
  }
  return final;
}

/** Fill `dataDir` (created when missing) with a freshly migrated, empty embedded database. */
export async function seedDataDir(dataDir: string): Promise<string> {
  ready ??= template();
  fs.cpSync(await ready, dataDir, { recursive: true });
  return dataDir;
}
