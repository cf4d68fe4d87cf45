import type { Queryable } from '../db/types';
import { sha256 } from './password';

export type LoginLimits = {
  /** Failed sign-ins allowed per submitted account (email) within the window. */
  perAccount: number;
  /** Failed sign-ins allowed per client address within the window. */
  perIp: number;
  windowMs: number;
};

/** 5 wrong tries per account, 20 per address, per 15 minutes. */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccount: 5, perIp: 20, windowMs: 15 * 60 * 1000 };

/** Bucket keys are hashed: the table never holds an address or an email in the clear. */
export const loginKeys = (ip: string, email: string) => ({
  ip: `ip:${sha256(ip)}`,
  account: `account:${sha256(email.trim().toLowerCase())}`,
});

/**
 * Sign-in attempts counted in the database (shared by every API process).
 * An attempt is counted *before* the password is checked, atomically, so a
 * burst of parallel guesses cannot slip past the limit; a successful sign-in
 * then takes its attempt back.
 */
export function loginLimiter(db: Queryable, limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
  const windowMs = limits.windowMs;
  return {
    /** Count one attempt; answers 0 when it may proceed, else the seconds until the window ends. */
    async attempt(keys: { ip: string; account: string }): Promise<number> {
      let wait = 0;
      for (const [key, limit] of [
        [keys.ip, limits.perIp],
        [keys.account, limits.perAccount],
      ] as const) {
        const rows = await db.query<{ attempts: number; remaining_ms: number }>(
          `INSERT INTO auth_login_attempts (key, attempts, window_started_at) VALUES ($1, 1, now())
           ON CONFLICT (key) DO UPDATE SET
             attempts = CASE WHEN auth_login_attempts.window_started_at <= now() - ($2::double precision * interval '1 millisecond')
                             THEN 1 ELSE auth_login_attempts.attempts + 1 END,
             window_started_at = CASE WHEN auth_login_attempts.window_started_at <= now() - ($2::double precision * interval '1 millisecond')
                             THEN now() ELSE auth_login_attempts.window_started_at END
           RETURNING attempts,
                     EXTRACT(EPOCH FROM (window_started_at + ($2::double precision * interval '1 millisecond') - now())) * 1000 AS remaining_ms`,
          [key, windowMs],
        );
        const row = rows.rows[0]!;
        if (Number(row.attempts) > limit) wait = Math.max(wait, Math.max(1, Math.ceil(Number(row.remaining_ms) / 1000)));
      }
      return wait;
    },

    /**
     * A successful sign-in: its account starts afresh and the address gets
     * its attempt back (the address keeps its failures, so one good account
     * cannot be used to reset guessing at the other).
     */
    async succeeded(keys: { ip: string; account: string }): Promise<void> {
      await db.query('DELETE FROM auth_login_attempts WHERE key = $1', [keys.account]);
      await db.query('UPDATE auth_login_attempts SET attempts = GREATEST(attempts - 1, 0) WHERE key = $1', [keys.ip]);
    },

    /** Drop windows that have ended (called now and then; keeps the table small). */
    async prune(): Promise<void> {
      await db.query(`DELETE FROM auth_login_attempts WHERE window_started_at <= now() - ($1::double precision * interval '1 millisecond')`, [windowMs]);
    },
  };
}
