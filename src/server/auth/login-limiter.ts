import type { Queryable } from '#src/server/db/types';
import { countInWindow } from '#src/server/db/window-counter';
import { sha256 } from './password';

export type LoginLimits = {
  /** Sign-ins allowed for one account from one client address within the window (the guesser's own lock). */
  perAccountAndIp: number;
  /**
   * The same, from an address the account signed in from before (see
   * knownAddressMs): higher, and such an address is not held by the
   * per-address limit either, so a flood from behind the same address (an
   * office NAT) does not lock out the account's owner with the right password.
   */
  knownPerAccountAndIp: number;
  /** Sign-ins allowed from one client address within the window, whatever the account. */
  perIp: number;
  /**
   * Sign-ins allowed for one account from all addresses together: much softer,
   * against guessing spread over many addresses. Addresses the account has
   * signed in from before (see knownAddressMs) are not held by it, so nobody
   * can lock the owner out from where they usually work.
   */
  perAccount: number;
  /**
   * Sign-ins allowed for one account from one known device (a browser
   * holding the device cookie of an earlier successful sign-in to it). Such a
   * device is held by this limit only: other people's failures, at its
   * address or anywhere else, never refuse it.
   */
  perKnownDevice: number;
  windowMs: number;
  /** How long a successful sign-in makes its address, and its device, "known" for that account. */
  knownAddressMs: number;
};

/**
 * 5 tries per account and address (30 from a known address), 20 per address, 100 per account across addresses,
 * 10 from a known device, per 15 minutes; known addresses and devices for 30 days.
 */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAccountAndIp: 5,
  knownPerAccountAndIp: 30,
  perIp: 20,
  perAccount: 100,
  perKnownDevice: 10,
  windowMs: 15 * 60 * 1000,
  knownAddressMs: 30 * 24 * 60 * 60 * 1000,
};

/** `device`: the key of the device cookie the browser sent, for this account (absent without one). */
export type LoginKeys = { ip: string; pair: string; account: string; device?: string };

/** The device key of a device-cookie token for an account. */
export const deviceKey = (token: string, email: string) => `device:${sha256(`${token}\n${email.trim().toLowerCase()}`)}`;

/**
 * Bucket keys are hashed: the tables never hold an address, an email or a
 * device token in the clear.
 */
export const loginKeys = (ip: string, email: string, deviceToken?: string): LoginKeys => {
  const account = email.trim().toLowerCase();
  return {
    ip: `ip:${sha256(ip)}`,
    pair: `pair:${sha256(`${ip}\n${account}`)}`,
    account: `account:${sha256(account)}`,
    ...(deviceToken ? { device: deviceKey(deviceToken, account) } : {}),
  };
};

/** One counted attempt: the seconds to wait (0: go ahead), whether it came from a known device, and how to take it back. */
export type LoginAttempt = {
  wait: number;
  knownDevice: boolean;
  /** Un-count this attempt (it was refused for another reason than the password, e.g. hashing was busy). */
  giveBack: () => Promise<void>;
};

/**
 * Sign-in attempts counted in the database (shared by every API process).
 * An attempt is counted *before* the password is checked, atomically, so a
 * burst of parallel guesses cannot slip past the limit; a successful sign-in
 * then takes its attempt back. Buckets are checked from the narrowest
 * (address) outwards and an attempt refused by one is not counted by the
 * wider ones: a single address cannot use up the account's shared allowance.
 * Every refusal looks the same to the client.
 */
export function loginLimiter(db: Queryable, limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
  const windowMs = limits.windowMs;

  /** Count one attempt in a bucket; the seconds until its window ends when over the limit, else 0. */
  async function count(key: string, limit: number): Promise<number> {
    const { count: attempts, remainingMs } = await countInWindow(db, 'auth_login_attempts', key, windowMs);
    return attempts > limit ? Math.max(1, Math.ceil(remainingMs / 1000)) : 0;
  }

  async function isKnown(key: string): Promise<boolean> {
    const rows = await db.query(
      `SELECT 1 FROM auth_known_addresses WHERE key = $1 AND last_success_at > now() - ($2::double precision * interval '1 millisecond')`,
      [key, limits.knownAddressMs],
    );
    return rows.rows.length > 0;
  }

  const giveBack = (keys: string[]) => async () => {
    if (!keys.length) return;
    await db.query('UPDATE auth_login_attempts SET attempts = GREATEST(attempts - 1, 0) WHERE key = ANY($1::text[])', [keys]);
  };

  async function take(keys: LoginKeys): Promise<LoginAttempt> {
    if (keys.device && (await isKnown(keys.device))) {
      // A known device: only its own bucket, whatever others did at its address or to the account.
      const wait = await count(keys.device, limits.perKnownDevice);
      return { wait, knownDevice: true, giveBack: giveBack([keys.device]) };
    }
    const known = await isKnown(keys.pair);
    const counted = [keys.ip];
    const refused = (wait: number): LoginAttempt => ({ wait, knownDevice: false, giveBack: giveBack(counted) });
    const ipWait = await count(keys.ip, limits.perIp);
    if (ipWait && !known) return refused(ipWait);
    counted.push(keys.pair);
    const pairWait = await count(keys.pair, known ? limits.knownPerAccountAndIp : limits.perAccountAndIp);
    if (pairWait) return refused(pairWait);
    counted.push(keys.account);
    const accountWait = await count(keys.account, limits.perAccount);
    if (accountWait && !known) return refused(accountWait);
    return refused(0);
  }

  return {
    /** Count one attempt; answers 0 when it may proceed, else the seconds to wait. */
    async attempt(keys: LoginKeys): Promise<number> {
      return (await take(keys)).wait;
    },

    /** Count one attempt and say how: the wait, whether the device is known, and a way to take the attempt back. */
    take,

    /**
     * A successful sign-in: this account and address start afresh, the
     * address becomes known for the account, and the address and the
     * account's shared bucket get this attempt back (the address keeps its
     * other failures, so one good account cannot reset guessing at another).
     * `knownDevice`: the attempt came from a known device (counted in its own
     * bucket only, which starts afresh). `device`: the key of the device
     * cookie the browser holds from now on, known for the account from now on.
     */
    async succeeded(keys: LoginKeys, { knownDevice = false, device }: { knownDevice?: boolean; device?: string } = {}): Promise<void> {
      if (knownDevice && keys.device) await db.query('DELETE FROM auth_login_attempts WHERE key = $1', [keys.device]);
      else {
        await db.query('DELETE FROM auth_login_attempts WHERE key = $1', [keys.pair]);
        await giveBack([keys.ip, keys.account])();
      }
      for (const key of [keys.pair, ...(device ? [device] : [])]) {
        await db.query(
          `INSERT INTO auth_known_addresses (key, last_success_at) VALUES ($1, now())
           ON CONFLICT (key) DO UPDATE SET last_success_at = now()`,
          [key],
        );
      }
    },

    /** Drop windows that have ended and addresses and devices no longer known (called now and then; keeps the tables small). */
    async prune(): Promise<void> {
      await db.query(
        `DELETE FROM auth_login_attempts WHERE window_started_at <= now() - ($1::double precision * interval '1 millisecond')`,
        [windowMs],
      );
      await db.query(
        `DELETE FROM auth_known_addresses WHERE last_success_at <= now() - ($1::double precision * interval '1 millisecond')`,
        [limits.knownAddressMs],
      );
    },
  };
}
