// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_LIMITS, loginKeys, loginLimiter } from '#src/server/auth/login-limiter';
import { testDb } from './app-harness';

/**
 * The sign-in limiter on its own (no password hashing, so many attempts are
 * cheap): nobody can lock the admin out, neither from one address nor spread
 * over many.
 */
let store: Awaited<ReturnType<typeof testDb>>;
const ADMIN = 'admin@lumora.studio';

beforeAll(async () => {
  store = await testDb();
}, 60_000);
beforeEach(async () => {
  await store.db.query('TRUNCATE auth_login_attempts, auth_known_addresses');
});
afterAll(async () => {
  await store?.close();
}, 60_000);

const limiter = () => loginLimiter(store.db, { ...DEFAULT_LOGIN_LIMITS, perAccountAndIp: 5, perIp: 20, perAccount: 12 });
const ip = (n: number) => `203.0.113.${n}`;

describe('sign-in limits', () => {
  it('the defaults: 5 per account and address, 20 per address, a softer 100 per account, per 15 minutes', () => {
    expect(DEFAULT_LOGIN_LIMITS).toMatchObject({ perAccountAndIp: 5, perIp: 20, perAccount: 100, windowMs: 15 * 60 * 1000 });
  });

  it('a guesser at one address locks only their own address out of the account', async () => {
    const l = limiter();
    for (let i = 0; i < 5; i++) expect(await l.attempt(loginKeys(ip(1), ADMIN))).toBe(0);
    expect(await l.attempt(loginKeys(ip(1), ADMIN))).toBeGreaterThan(0);
    // The owner, elsewhere, is not held.
    expect(await l.attempt(loginKeys(ip(2), ADMIN))).toBe(0);
  });

  it('an address refused by its own limits does not use up the account’s shared allowance', async () => {
    const l = limiter();
    for (let i = 0; i < 40; i++) await l.attempt(loginKeys(ip(1), ADMIN));
    expect(await l.attempt(loginKeys(ip(2), ADMIN))).toBe(0);
  });

  it('guessing spread over many addresses meets the softer account limit, but not at an address the owner signed in from', async () => {
    const l = limiter();
    // The owner signed in from their usual address earlier.
    expect(await l.attempt(loginKeys(ip(100), ADMIN))).toBe(0);
    await l.succeeded(loginKeys(ip(100), ADMIN));
    for (let n = 1; n <= 12; n++) expect(await l.attempt(loginKeys(ip(n), ADMIN))).toBe(0);
    // A new address is now held for this account …
    expect(await l.attempt(loginKeys(ip(50), ADMIN))).toBeGreaterThan(0);
    // … other accounts are not …
    expect(await l.attempt(loginKeys(ip(50), 'client@lumora.studio'))).toBe(0);
    // … and the owner, at the address they signed in from before, still gets in.
    expect(await l.attempt(loginKeys(ip(100), ADMIN))).toBe(0);
  });

  it('the owner is not locked out by a flood from behind their own address, but guessing there stays bounded', async () => {
    const l = limiter();
    expect(await l.attempt(loginKeys(ip(7), ADMIN))).toBe(0);
    await l.succeeded(loginKeys(ip(7), ADMIN));
    // Someone behind the same address (an office NAT) fills the address's limit and guesses at the admin account.
    for (let i = 0; i < 25; i++) await l.attempt(loginKeys(ip(7), `someone${i}@example.com`));
    expect(await l.attempt(loginKeys(ip(7), 'other@example.com'))).toBeGreaterThan(0);
    for (let i = 0; i < 6; i++) expect(await l.attempt(loginKeys(ip(7), ADMIN))).toBe(0);
    // A new address sharing nothing with the owner is still held after 5.
    for (let i = 0; i < 5; i++) await l.attempt(loginKeys(ip(8), ADMIN));
    expect(await l.attempt(loginKeys(ip(8), ADMIN))).toBeGreaterThan(0);
    // The known address has a higher, but finite, allowance for the account.
    let allowed = 6;
    while ((await l.attempt(loginKeys(ip(7), ADMIN))) === 0 && allowed < 100) allowed++;
    expect(allowed).toBe(DEFAULT_LOGIN_LIMITS.knownPerAccountAndIp);
  });

  it('a known address is forgotten after the known period', async () => {
    const l = loginLimiter(store.db, { ...DEFAULT_LOGIN_LIMITS, perAccount: 1 });
    await l.attempt(loginKeys(ip(100), ADMIN));
    await l.succeeded(loginKeys(ip(100), ADMIN));
    await l.attempt(loginKeys(ip(1), ADMIN));
    await l.attempt(loginKeys(ip(2), ADMIN));
    expect(await l.attempt(loginKeys(ip(100), ADMIN))).toBe(0);
    await store.db.query("UPDATE auth_known_addresses SET last_success_at = now() - interval '31 days'");
    expect(await l.attempt(loginKeys(ip(100), ADMIN))).toBeGreaterThan(0);
    await l.prune();
    expect((await store.db.query('SELECT key FROM auth_known_addresses')).rows).toEqual([]);
  });

  it('keys never hold an address or an email in the clear', async () => {
    const l = limiter();
    await l.attempt(loginKeys(ip(1), ADMIN));
    await l.succeeded(loginKeys(ip(1), ADMIN));
    await l.attempt(loginKeys(ip(1), ADMIN));
    const keys = [
      ...(await store.db.query<{ key: string }>('SELECT key FROM auth_login_attempts')).rows,
      ...(await store.db.query<{ key: string }>('SELECT key FROM auth_known_addresses')).rows,
    ].map((r) => r.key);
    expect(keys.length).toBeGreaterThan(2);
    expect(keys.join(' ')).not.toMatch(/203\.0\.113|lumora/);
  });
});
