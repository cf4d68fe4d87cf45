// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureAccounts } from '#src/server/auth/accounts';
import { parseCookies, serializeCookie } from '#src/server/auth/cookies';
import { hashPassword, verifyPassword } from '#src/server/auth/password';
import { loadConfig } from '#src/server/config';
import { countRows } from '#src/server/leads/store';
import { testApp } from './app-harness';

type Harness = Awaited<ReturnType<typeof testApp>>;
let h: Harness;

const ADMIN = { email: 'admin@lumora.studio', password: 'correct horse battery staple', role: 'admin' } as const;
const CLIENT = { email: 'client@lumora.studio', password: 'client-portal-secret', role: 'client' } as const;
const ORIGIN = 'http://localhost';

const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url: '/api/auth/login', headers: { origin: ORIGIN, ...headers }, payload });

/** The session cookie from a Set-Cookie header, ready for a Cookie header. */
function cookieOf(res: { headers: Record<string, unknown> }): string {
  const set = String(res.headers['set-cookie'] ?? '');
  return set.split(';')[0]!;
}

// Generous limits: each sign-in runs a deliberately slow scrypt, and the embedded database takes a while to start on a busy machine.
beforeAll(async () => {
  h = await testApp({ adminPassword: ADMIN.password, clientPassword: CLIENT.password });
}, 120_000);
beforeEach(async () => {
  // Keep the accounts (provisioned at start); forget sessions, attempt counts and the addresses
  // the accounts signed in from (a known address has a higher allowance; see login-limits.test.ts).
  await h.db.query('TRUNCATE auth_sessions, auth_login_attempts, auth_known_addresses');
});
afterAll(async () => {
  await h?.close();
});

describe('passwords', { timeout: 120_000 }, () => {
  it('are stored only as scrypt hashes, salted differently each time', async () => {
    const rows = await h.db.query<{ role: string; password_hash: string }>('SELECT role, password_hash FROM auth_accounts ORDER BY role');
    expect(rows.rows.map((r) => r.role)).toEqual(['admin', 'client']);
    for (const row of rows.rows) {
      expect(row.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(row.password_hash).not.toContain(ADMIN.password);
      expect(row.password_hash).not.toContain(CLIENT.password);
    }
    const a = await hashPassword('same');
    const b = await hashPassword('same');
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('Same', a)).toBe(false);
    expect(await verifyPassword('same', 'not-a-hash')).toBe(false);
  });

  it('are hashed at scrypt N=2^16 unless PASSWORD_HASH_COST says otherwise; older hashes keep working', async () => {
    expect(await hashPassword('default cost')).toMatch(/^scrypt\$65536\$8\$1\$/);
    // This app runs at the test suites' cost, 10: its accounts are stored at N=2^10 and still sign in.
    const rows = await h.db.query<{ password_hash: string }>('SELECT password_hash FROM auth_accounts');
    for (const row of rows.rows) expect(row.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect((await login(ADMIN)).statusCode).toBe(200);
    // The cost is stored with each hash, so raising it later does not break a stored password.
    const cheap = await hashPassword('kept', 10);
    expect(await verifyPassword('kept', cheap)).toBe(true);
  });

  it('PASSWORD_HASH_COST is checked at start: 10 to 20, never below the default in production', () => {
    expect(loadConfig({}).passwordHashCost).toBe(16);
    expect(loadConfig({ PASSWORD_HASH_COST: '18' }).passwordHashCost).toBe(18);
    expect(loadConfig({ PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    expect(loadConfig({ PASSWORD_HASH_COST: '17', NODE_ENV: 'production' }).passwordHashCost).toBe(17);
    for (const bad of ['9', '21', '12.5', 'fast'])
      expect(() => loadConfig({ PASSWORD_HASH_COST: bad })).toThrow(/PASSWORD_HASH_COST must be a whole number from 10 to 20/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '12', NODE_ENV: 'production' })).toThrow(/from 16 to 20 in production/);
  });
});

describe('POST /api/auth/login', { timeout: 120_000 }, () => {
  it('signs the admin in with an HttpOnly, SameSite=Strict, expiring session cookie', async () => {
    const res = await login(ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ authenticated: true, role: 'admin' });
    const set = String(res.headers['set-cookie']);
    expect(set).toMatch(/^lumora_session=[A-Za-z0-9_-]{43}; /);
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Strict');
    expect(set).toContain('Path=/');
    expect(set).toMatch(/Max-Age=(28[0-7]\d\d|28800)/);
    expect(set).not.toContain('Secure');
    expect(res.headers['cache-control']).toBe('no-store');
    // The database holds only a hash of the id.
    const id = parseCookies(cookieOf(res)).lumora_session!;
    const stored = await h.db.query<{ id_hash: string }>('SELECT id_hash FROM auth_sessions');
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]!.id_hash).not.toBe(id);
  });

  it('signs the client in; the email is case-insensitive', async () => {
    const res = await login({ ...CLIENT, email: 'Client@Lumora.Studio' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ authenticated: true, role: 'client' });
  });

  it('role defaults to admin', async () => {
    const res = await login({ email: ADMIN.email, password: ADMIN.password });
    expect(res.json()).toEqual({ authenticated: true, role: 'admin' });
  });

  it.each([
    ['a wrong password', { ...ADMIN, password: 'wrong' }],
    ['an unknown email', { ...ADMIN, email: 'someone@lumora.studio' }],
    ['the admin pair with role client (role mismatch)', { ...ADMIN, role: 'client' }],
    ['the client pair with role admin (role mismatch)', { ...CLIENT, role: 'admin' }],
    ['a password with extra spaces', { ...ADMIN, password: ` ${ADMIN.password} ` }],
  ])('refuses %s with the same generic answer and no cookie', async (_label, payload) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'invalid_credentials', message: 'Invalid credentials' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await countRows(h.db, 'auth_sessions')).toBe(0);
  });

  it('answers 400 for missing fields or an unknown role, naming the field only', async () => {
    const res = await login({ email: '', password: '', role: 'root' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['email', 'password', 'role']);
  });

  it('sets Secure on the cookie when reached over https (SITE_URL)', async () => {
    // The app reads its settings object at request time; switch SITE_URL for this one request.
    const original = h.config.siteUrl;
    h.config.siteUrl = 'https://lumora.studio';
    try {
      const res = await login(ADMIN, { origin: 'https://lumora.studio' });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toContain('; Secure');
    } finally {
      h.config.siteUrl = original;
    }
  });

  it('replaces a session the browser already had (no fixation)', async () => {
    const first = cookieOf(await login(ADMIN));
    const second = await login(ADMIN, { cookie: first });
    expect(cookieOf(second)).not.toBe(first);
    expect(await countRows(h.db, 'auth_sessions')).toBe(1);
    const old = await h.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: first } });
    expect(old.json()).toEqual({ authenticated: false });
  });
});

describe('rate limits on failed sign-ins', { timeout: 120_000 }, () => {
  it('locks an account after 5 wrong passwords, even for the right one, and says so generically', async () => {
    for (let i = 0; i < 5; i++) expect((await login({ ...ADMIN, password: `guess-${i}` })).statusCode).toBe(401);
    const locked = await login(ADMIN);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: 'rate_limited',
      message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(locked.headers['set-cookie']).toBeUndefined();
    // Another account from the same address is not locked by it.
    expect((await login(CLIENT)).statusCode).toBe(200);
    // Once the window has passed, the right password works again.
    await h.db.query("UPDATE auth_login_attempts SET window_started_at = now() - interval '16 minutes'");
    expect((await login(ADMIN)).statusCode).toBe(200);
  });

  it('a guesser cannot lock the admin out: the lock holds their address only, and every refusal reads the same', async () => {
    const guesser = (payload: Record<string, unknown>) =>
      h.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '198.51.100.66', headers: { origin: ORIGIN }, payload });
    for (let i = 0; i < 5; i++) expect((await guesser({ ...ADMIN, password: `guess-${i}` })).statusCode).toBe(401);
    const locked = await guesser(ADMIN);
    expect(locked.statusCode).toBe(429);
    // The admin, at their own address, signs in.
    expect((await login(ADMIN)).statusCode).toBe(200);
    // The address limit answers exactly like the account-and-address limit.
    for (let i = 0; i < 15; i++) await guesser({ ...ADMIN, email: `probe-${i}@example.com`, password: 'x' });
    const byAddress = await guesser({ ...CLIENT });
    expect(byAddress.statusCode).toBe(429);
    expect(byAddress.json()).toEqual(locked.json());
  });

  it('the lock counts the submitted email whether or not it exists (no account probing)', async () => {
    for (let i = 0; i < 5; i++) await login({ ...ADMIN, email: 'nobody@lumora.studio', password: `guess-${i}` });
    expect((await login({ ...ADMIN, email: 'nobody@lumora.studio', password: 'x' })).statusCode).toBe(429);
  });

  it('limits one address to 20 failed attempts across accounts', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await login({ email: `probe-${i}@example.com`, password: 'x', role: 'admin' });
      expect(res.statusCode).toBe(401);
    }
    expect((await login(ADMIN)).statusCode).toBe(429);
    // A different address is unaffected.
    const other = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.9',
      headers: { origin: ORIGIN },
      payload: ADMIN,
    });
    expect(other.statusCode).toBe(200);
  });

  it('never stores an address or an email in the clear', async () => {
    await login({ ...ADMIN, password: 'wrong' });
    const keys = (await h.db.query<{ key: string }>('SELECT key FROM auth_login_attempts')).rows.map((r) => r.key).join(' ');
    expect(keys).not.toContain('127.0.0.1');
    expect(keys).not.toContain('admin@lumora.studio');
  });
});

describe('sessions', { timeout: 120_000 }, () => {
  it('GET /api/auth/session confirms a live session and its role, and nothing without one', async () => {
    const cookie = cookieOf(await login(CLIENT));
    const yes = await h.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(yes.json()).toEqual({ authenticated: true, role: 'client' });
    expect(yes.headers['cache-control']).toBe('no-store');
    const none = await h.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ authenticated: false });
    const forged = await h.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: 'lumora_session=forged-value' } });
    expect(forged.json()).toEqual({ authenticated: false });
    expect(String(forged.headers['set-cookie'])).toContain('Max-Age=0');
  });

  it('an expired session is refused everywhere', async () => {
    const cookie = cookieOf(await login(ADMIN));
    expect((await h.app.inject({ method: 'GET', url: '/api/admin/leads', headers: { cookie } })).statusCode).toBe(200);
    await h.db.query("UPDATE auth_sessions SET expires_at = now() - interval '1 second'");
    expect((await h.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json()).toEqual({ authenticated: false });
    expect((await h.app.inject({ method: 'GET', url: '/api/admin/leads', headers: { cookie } })).statusCode).toBe(401);
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const cookie = cookieOf(await login(ADMIN));
    const out = await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, origin: ORIGIN }, payload: {} });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ authenticated: false });
    expect(String(out.headers['set-cookie'])).toMatch(/^lumora_session=; .*Max-Age=0/);
    expect(await countRows(h.db, 'auth_sessions')).toBe(0);
    // Replaying the old cookie gets nothing.
    expect((await h.app.inject({ method: 'GET', url: '/api/admin/leads', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('Origin check on state-changing requests', { timeout: 120_000 }, () => {
  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['no Origin and no Referer', {}],
    ['an opaque origin', { origin: 'null' }],
    ['a Referer from another site', { referer: 'https://evil.example/page' }],
  ])('refuses a sign-in from %s', async (_label, headers) => {
    const res = await h.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: ADMIN });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('accepts the site itself by Origin, or by Referer when Origin is absent', async () => {
    expect((await login(ADMIN, { origin: 'http://localhost' })).statusCode).toBe(200);
    const byReferer = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { referer: 'http://localhost/login' },
      payload: ADMIN,
    });
    expect(byReferer.statusCode).toBe(200);
  });

  it('refuses a cross-site logout (the session survives)', async () => {
    const cookie = cookieOf(await login(ADMIN));
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(await countRows(h.db, 'auth_sessions')).toBe(1);
  });
});

describe('accounts from settings', { timeout: 120_000 }, () => {
  it('creates a random admin password at first start, announces it once, and it works', async () => {
    const notices: string[] = [];
    const fresh = await testApp({ adminPassword: undefined, clientPassword: undefined });
    try {
      // The harness already provisioned once (silently); start from an empty table to see the first start.
      await fresh.db.query('TRUNCATE auth_accounts');
      await ensureAccounts(fresh.db, fresh.config, (m) => notices.push(m));
      await ensureAccounts(fresh.db, fresh.config, (m) => notices.push(m));
      expect(notices).toHaveLength(1);
      const password = /^ {6}(\S+)$/m.exec(notices[0]!)?.[1];
      expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
      expect(notices[0]).toContain('admin@lumora.studio');
      const res = await fresh.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: ORIGIN },
        payload: { email: 'admin@lumora.studio', password, role: 'admin' },
      });
      expect(res.statusCode).toBe(200);
      // No client password configured: no client account, so no client sign-in.
      expect(await countRows(fresh.db, 'auth_accounts', "role = 'client'")).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('a changed password in the settings replaces the hash and ends open sessions', async () => {
    const cookie = cookieOf(await login(ADMIN));
    const notices: string[] = [];
    await ensureAccounts(h.db, { ...h.config, adminPassword: 'a brand new password' }, (m) => notices.push(m));
    expect(notices).toEqual([]);
    expect((await h.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json()).toEqual({ authenticated: false });
    expect((await login(ADMIN)).statusCode).toBe(401);
    expect((await login({ ...ADMIN, password: 'a brand new password' })).statusCode).toBe(200);
    // Put the original back for the other tests.
    await ensureAccounts(h.db, h.config, () => undefined);
    expect((await login(ADMIN)).statusCode).toBe(200);
  });

  it('an unchanged password is not rehashed at restart (sessions survive)', async () => {
    const before = (await h.db.query<{ password_hash: string }>("SELECT password_hash FROM auth_accounts WHERE role = 'admin'")).rows[0]!
      .password_hash;
    const cookie = cookieOf(await login(ADMIN));
    await ensureAccounts(h.db, h.config, () => undefined);
    const after = (await h.db.query<{ password_hash: string }>("SELECT password_hash FROM auth_accounts WHERE role = 'admin'")).rows[0]!
      .password_hash;
    expect(after).toBe(before);
    expect((await h.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json()).toEqual({
      authenticated: true,
      role: 'admin',
    });
  });
});

describe('cookie helpers', () => {
  it('parse the first value of each name and survive junk', () => {
    expect(parseCookies('a=1; lumora_session=abc; a=2; junk; b="q%20r"')).toEqual({ a: '1', lumora_session: 'abc', b: 'q r' });
    expect(parseCookies(undefined)).toEqual({});
    expect(serializeCookie('s', 'v', { maxAgeSeconds: 0, secure: true })).toBe(
      's=v; Path=/; HttpOnly; SameSite=Strict; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure',
    );
  });
});
