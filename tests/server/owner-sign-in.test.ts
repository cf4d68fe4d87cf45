// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_LIMITS } from '#src/server/auth/login-limiter';
import { hashPassword } from '#src/server/auth/password';
import { testApp } from './app-harness';

/**
 * The owner signing in from a device that signed in before is never refused
 * by other people's failures: not by guesses spread over many addresses, not
 * by guesses from behind their own address. The device has only its own small
 * allowance.
 */
type Harness = Awaited<ReturnType<typeof testApp>>;
let h: Harness;

const ADMIN = { email: 'admin@lumora.studio', password: 'correct horse battery staple', role: 'admin' } as const;
const ORIGIN = 'http://localhost';
const OWNER_IP = '198.51.100.7';

const login = (remoteAddress: string, payload: Record<string, unknown>, cookie?: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload,
  });

const setCookies = (res: { headers: Record<string, unknown> }): string[] => {
  const value = res.headers['set-cookie'];
  return Array.isArray(value) ? value.map(String) : value ? [String(value)] : [];
};
/** The device cookie of a sign-in answer, ready for a Cookie header. */
const deviceCookieOf = (res: { headers: Record<string, unknown> }) =>
  setCookies(res)
    .find((c) => c.startsWith('lumora_device_admin='))
    ?.split(';')[0];

async function ownerSignsIn(from = OWNER_IP, cookie?: string) {
  const res = await login(from, ADMIN, cookie);
  expect(res.statusCode).toBe(200);
  const device = deviceCookieOf(res);
  expect(device).toBeDefined();
  return device!;
}

const guess = (from: string) => login(from, { ...ADMIN, password: 'wrong guess' });

beforeAll(async () => {
  h = await testApp({ adminPassword: ADMIN.password });
}, 120_000);
beforeEach(async () => {
  await h.db.query('TRUNCATE auth_login_attempts, auth_known_addresses, auth_sessions');
});
afterAll(async () => {
  await h?.close();
});

describe('the owner’s known device', { timeout: 120_000 }, () => {
  it('a successful sign-in leaves an HttpOnly, SameSite=Strict device cookie for the sign-in API, kept 30 days', async () => {
    const res = await login(OWNER_IP, ADMIN);
    const set = setCookies(res).find((c) => c.startsWith('lumora_device_admin='))!;
    expect(set).toMatch(/^lumora_device_admin=[A-Za-z0-9_-]{43}; /);
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Strict');
    expect(set).toContain('Path=/api/auth');
    expect(set).toContain(`Max-Age=${DEFAULT_LOGIN_LIMITS.knownAddressMs / 1000}`);
    // The session cookie is still the first one set.
    expect(setCookies(res)[0]).toMatch(/^lumora_session=/);
    // Stored only as a hash.
    const token = set.split(';')[0]!.split('=')[1]!;
    const keys = (await h.db.query<{ key: string }>('SELECT key FROM auth_known_addresses')).rows.map((r) => r.key).join(' ');
    expect(keys).not.toContain(token);
  });

  it('guesses from 100 addresses lock the account for new devices, but the owner’s device gets in from a new address', async () => {
    const device = await ownerSignsIn();
    for (let n = 1; n <= DEFAULT_LOGIN_LIMITS.perAccount; n++) expect((await guess(`10.1.${n >> 8}.${n & 255}`)).statusCode).toBe(401);
    // A browser the account has never seen, at an address it has never seen, is held …
    expect((await login('192.0.2.50', ADMIN)).statusCode).toBe(429);
    // … a made-up device cookie changes nothing …
    expect((await login('192.0.2.50', ADMIN, `lumora_device_admin=${'x'.repeat(43)}`)).statusCode).toBe(429);
    // … as is the same browser's cookie for the other account …
    expect((await login('192.0.2.50', ADMIN, device.replace('lumora_device_admin=', 'lumora_device_client='))).statusCode).toBe(429);
    // … and the owner's own device is let in, wherever it is now.
    expect((await login('192.0.2.51', ADMIN, device)).statusCode).toBe(200);
  });

  it('guesses from behind the owner’s own address do not lock the owner’s device out', async () => {
    const device = await ownerSignsIn();
    for (let i = 0; i <= DEFAULT_LOGIN_LIMITS.knownPerAccountAndIp + 5; i++) await guess(OWNER_IP);
    expect((await login(OWNER_IP, ADMIN)).statusCode).toBe(429);
    expect((await login(OWNER_IP, ADMIN, device)).statusCode).toBe(200);
  });

  it('the device keeps its cookie across sign-ins and has a small allowance of its own', async () => {
    const device = await ownerSignsIn();
    // Signing in again with it keeps the same device token.
    expect(await ownerSignsIn(OWNER_IP, device)).toBe(device);
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perKnownDevice; i++) {
      expect((await login(OWNER_IP, { ...ADMIN, password: 'typo' }, device)).statusCode).toBe(401);
    }
    expect((await login(OWNER_IP, ADMIN, device)).statusCode).toBe(429);
  });
});

describe('password hashes at a lower cost', { timeout: 120_000 }, () => {
  it('are upgraded to the configured cost at the next successful sign-in', async () => {
    const stronger = await testApp({ adminPassword: ADMIN.password, passwordHashCost: 11 });
    try {
      await stronger.db.query("UPDATE auth_accounts SET password_hash = $1 WHERE role = 'admin'", [await hashPassword(ADMIN.password, 10)]);
      const stored = async () =>
        (await stronger.db.query<{ password_hash: string }>("SELECT password_hash FROM auth_accounts WHERE role = 'admin'")).rows[0]!
          .password_hash;
      const signIn = (password: string) =>
        stronger.app.inject({ method: 'POST', url: '/api/auth/login', headers: { origin: ORIGIN }, payload: { ...ADMIN, password } });
      // A wrong password changes nothing.
      expect((await signIn('wrong')).statusCode).toBe(401);
      expect(await stored()).toMatch(/^scrypt\$1024\$/);
      expect((await signIn(ADMIN.password)).statusCode).toBe(200);
      expect(await stored()).toMatch(/^scrypt\$2048\$/);
      // The upgraded hash still lets the owner in.
      expect((await signIn(ADMIN.password)).statusCode).toBe(200);
    } finally {
      await stronger.close();
    }
  });
});
