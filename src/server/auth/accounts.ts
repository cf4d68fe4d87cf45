import type { Config } from '#src/server/config';
import type { Db, Queryable } from '#src/server/db/types';
import { dummyHash, hashCostOf, hashPassword, randomPassword, safeEqual, verifyPassword, type HashLane } from './password';
import type { Role } from './sessions';

type AccountRow = { role: string; email_key: string; password_hash: string; source: string };

export type Announce = (message: string) => void;

const emailKey = (email: string) => email.trim().toLowerCase();

/** The once-only console notice for a generated admin password (the one place a password is ever printed). */
export function generatedPasswordNotice(email: string, password: string): string {
  const line = '='.repeat(72);
  return [
    '',
    line,
    '  Admin sign-in created (ADMIN_PASSWORD is not set)',
    '',
    `  Sign in at /login as "${email}" with this password:`,
    '',
    `      ${password}`,
    '',
    '  It is shown ONCE and stored only as a hash. Keep it somewhere safe, or',
    '  set ADMIN_PASSWORD and restart to replace it.',
    line,
    '',
  ].join('\n');
}

/**
 * Make the stored accounts match the settings, at start:
 * - a configured password (ADMIN_PASSWORD / CLIENT_PASSWORD) is stored as a
 *   fresh scrypt hash whenever it (or the email) differs from what is stored;
 * - no admin password configured and no admin account yet: a random password
 *   is created, its hash stored, and the password announced once;
 * - no client password configured: there is no client account.
 * When an account's credentials change, its open sessions end.
 * Runs in one transaction under an advisory lock, so parallel starts agree.
 */
export async function ensureAccounts(
  db: Db,
  config: Pick<Config, 'adminEmail' | 'adminPassword' | 'clientEmail' | 'clientPassword' | 'passwordHashCost'>,
  announce: Announce,
): Promise<void> {
  const wanted: { role: Role; email: string; password?: string }[] = [
    { role: 'admin', email: config.adminEmail, password: config.adminPassword },
    { role: 'client', email: config.clientEmail, password: config.clientPassword },
  ];
  const notices: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7315200)');
    for (const { role, email, password } of wanted) {
      const current = (
        await tx.query<AccountRow>('SELECT role, email_key, password_hash, source FROM auth_accounts WHERE role = $1', [role])
      ).rows[0];
      const key = emailKey(email);
      if (password) {
        const unchanged =
          current && current.email_key === key && current.source === 'settings' && (await verifyPassword(password, current.password_hash));
        if (unchanged) continue;
        await upsert(tx, role, key, await hashPassword(password, config.passwordHashCost), 'settings');
        if (current) await endSessions(tx, role);
      } else if (role === 'admin') {
        if (!current) {
          const generated = randomPassword();
          await upsert(tx, role, key, await hashPassword(generated, config.passwordHashCost), 'generated');
          notices.push(generatedPasswordNotice(email, generated));
        } else if (current.email_key !== key) {
          await tx.query('UPDATE auth_accounts SET email_key = $2, updated_at = now() WHERE role = $1', [role, key]);
          await endSessions(tx, role);
        }
      } else if (current) {
        await tx.query('DELETE FROM auth_accounts WHERE role = $1', [role]);
        await endSessions(tx, role);
      }
    }
  });
  // Announced only after the hash is committed: a password shown is a password that works.
  for (const notice of notices) announce(notice);
}

async function upsert(tx: Queryable, role: Role, key: string, hash: string, source: 'settings' | 'generated') {
  await tx.query(
    `INSERT INTO auth_accounts (role, email_key, password_hash, source) VALUES ($1, $2, $3, $4)
     ON CONFLICT (role) DO UPDATE SET email_key = EXCLUDED.email_key, password_hash = EXCLUDED.password_hash, source = EXCLUDED.source, updated_at = now()`,
    [role, key, hash, source],
  );
}

async function endSessions(tx: Queryable, role: Role) {
  await tx.query('DELETE FROM auth_sessions WHERE role = $1', [role]);
}

/**
 * True when email and password belong to the account of `role`. Always does
 * the same work (one scrypt, one email comparison), whether the role has an
 * account, the email is wrong or the password is wrong. `lane`: the hashing
 * queue the check waits in ('reserved' for a device that signed in before).
 */
export async function checkCredentials(
  db: Queryable,
  role: Role,
  email: string,
  password: string,
  hashCost: number,
  lane: HashLane = 'shared',
): Promise<boolean> {
  const account = (await db.query<AccountRow>('SELECT role, email_key, password_hash, source FROM auth_accounts WHERE role = $1', [role]))
    .rows[0];
  const hash = account?.password_hash ?? (await dummyHash(hashCost));
  const passwordOk = await verifyPassword(password, hash, lane);
  const emailOk = safeEqual(emailKey(email), account?.email_key ?? '\u0000');
  return Boolean(account) && passwordOk && emailOk;
}

/**
 * After a successful sign-in: a stored hash made at a lower cost than the
 * configured one (PASSWORD_HASH_COST raised since) is replaced by one at the
 * configured cost, from the password just checked. Only if the hash is still
 * the one that was checked (a parallel change of password wins). Answers
 * whether it was upgraded.
 */
export async function upgradeWeakHash(db: Queryable, role: Role, password: string, hashCost: number): Promise<boolean> {
  const current = (await db.query<{ password_hash: string }>('SELECT password_hash FROM auth_accounts WHERE role = $1', [role])).rows[0];
  if (!current) return false;
  const cost = hashCostOf(current.password_hash);
  if (cost === null || cost >= hashCost) return false;
  const upgraded = await hashPassword(password, hashCost);
  const result = await db.query(
    'UPDATE auth_accounts SET password_hash = $3, updated_at = now() WHERE role = $1 AND password_hash = $2 RETURNING role',
    [role, current.password_hash, upgraded],
  );
  return result.rows.length > 0;
}
