// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxySetting } from '#src/server/config';
import { csvCell } from '#src/server/routes/admin';
import { testApp } from './app-harness';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp({ trustProxy: trustProxySetting('true'), rateLimit: { max: 1, windowMs: 60_000 } });
}, 180_000);
afterAll(async () => t?.close());

const lead = (forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/leads',
    remoteAddress: '127.0.0.1',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    payload: { source: 'other', name: 'Kai Lind', email: 'kai@lind.example', message: 'hello' },
  });

describe('TRUST_PROXY', () => {
  it('reads as no proxy, a hop count, or a list; "true" is one proxy, never "believe anyone"', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('true')).toBe(1);
    expect(trustProxySetting('2')).toBe(2);
    expect(trustProxySetting('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it('with TRUST_PROXY=true a client cannot pick its own address by prefixing X-Forwarded-For (the per-address limit holds)', async () => {
    expect((await lead('198.51.100.1, 203.0.113.7')).statusCode).toBe(201);
    // Same nearest hop (the address the proxy saw), a different spoofed leftmost entry: still the same client.
    expect((await lead('198.51.100.2, 203.0.113.7')).statusCode).toBe(429);
  });
});

describe('response headers', () => {
  it('JSON answers carry X-Content-Type-Options: nosniff', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('Strict-Transport-Security is sent on HTTPS (as the trusted proxy reports it), not on plain HTTP', async () => {
    const https = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('Strict-Transport-Security is sent on every answer when SITE_URL is https (a TLS proxy in front, no TRUST_PROXY)', async () => {
    const secure = await testApp({ siteUrl: 'https://lumora.example' });
    try {
      for (const url of ['/healthz', '/api/auth/session', '/api/no-such-endpoint']) {
        const res = await secure.app.inject({ method: 'GET', url });
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await secure.close();
    }
  }, 120_000);
});

describe('CSV export', () => {
  it('defuses a formula behind separators or spaces (;=, ,@, space+)', () => {
    expect(csvCell(';=1+1')).toBe("';=1+1");
    expect(csvCell(' ,@SUM(A1)')).toBe(`"' ,@SUM(A1)"`);
    expect(csvCell('  +1')).toBe("'  +1");
    expect(csvCell('a;=b')).toBe('a;=b');
  });
});
