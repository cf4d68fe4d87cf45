// @vitest-environment node
/**
 * No credential or password hash may reach the browser. The test builds the
 * site into a temporary DIST_DIR with known "canary" passwords in the
 * environment (as a careless `define` or import.meta.env use would pick them
 * up), then scans every file under dist/client — scripts, styles, the
 * prerendered HTML, maps, manifests — for the passwords, anything shaped like
 * a stored hash, and the server's auth code. Offline: the build needs no
 * network. Set BUNDLE_DIST_DIR to scan an existing build instead (faster;
 * CI scans the build it made once for all its stages): then the configured
 * ADMIN_PASSWORD/CLIENT_PASSWORD, the e2e passwords and BUNDLE_SECRETS (the
 * space-separated canary passwords and emails that build was made with) are
 * what is looked for.
 * The same scan checks that no development tool (the Stately inspector) ships.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const canaries = {
  ADMIN_PASSWORD: `canary-admin-${Math.random().toString(36).slice(2, 10)}`,
  CLIENT_PASSWORD: `canary-client-${Math.random().toString(36).slice(2, 10)}`,
};

let distDir = process.env.BUNDLE_DIST_DIR ? path.resolve(root, process.env.BUNDLE_DIST_DIR) : '';
let built = false;
/** The canaries an existing build (BUNDLE_DIST_DIR) was made with. */
const givenSecrets = distDir ? (process.env.BUNDLE_SECRETS ?? '').split(/\s+/).filter(Boolean) : [];
let files: { name: string; text: string }[] = [];

beforeAll(() => {
  if (!distDir) {
    // Inside the project (.tmp is ignored): the server renderer resolves its packages from node_modules here.
    fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
    distDir = fs.mkdtempSync(path.join(root, '.tmp', 'bundle-scan-'));
    execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        DIST_DIR: distDir,
        ...canaries,
        ADMIN_EMAIL: 'canary-admin@lumora.studio',
        CLIENT_EMAIL: 'canary-client@lumora.studio',
      },
    });
    built = true;
  }
  const clientDir = path.join(distDir, 'client');
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  files = walk(clientDir)
    .filter((f) => !/\.(br|gz|png|jpe?g|webp|avif|woff2?|ico|mp4|webm)$/.test(f))
    .map((f) => ({ name: path.relative(clientDir, f), text: fs.readFileSync(f, 'utf8') }));
}, 900_000);

afterAll(() => {
  if (built) fs.rmSync(distDir, { recursive: true, force: true });
});

const hits = (needle: string | RegExp) =>
  files.filter((f) => (typeof needle === 'string' ? f.text.includes(needle) : needle.test(f.text))).map((f) => f.name);

describe('the client bundle holds no secrets', () => {
  it('has the built site to scan (scripts and prerendered pages, the sign-in page included)', () => {
    expect(files.some((f) => f.name.endsWith('.js'))).toBe(true);
    expect(files.some((f) => f.name === path.join('login', 'index.html'))).toBe(true);
    expect(files.some((f) => f.name === path.join('admin', 'index.html'))).toBe(true);
  });

  it('contains none of the configured passwords', () => {
    const passwords = [
      ...(built ? Object.values(canaries) : []),
      ...givenSecrets,
      process.env.ADMIN_PASSWORD,
      process.env.CLIENT_PASSWORD,
      'e2e-admin-password',
      'e2e-client-password',
    ].filter((p): p is string => Boolean(p));
    for (const password of passwords) expect(hits(password), `password found in the bundle`).toEqual([]);
  });

  it('contains nothing shaped like a stored password hash', () => {
    expect(hits(/scrypt\$\d+\$\d+\$\d+\$/)).toEqual([]);
    // 64-byte keys in base64 (88 characters) next to a 16-byte salt: the shape of our hashes.
    expect(hits(/[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==/)).toEqual([]);
  });

  it('contains none of the server-side sign-in code', () => {
    for (const marker of ['auth_sessions', 'password_hash', 'auth_login_attempts', 'timingSafeEqual', 'node:crypto']) {
      expect(hits(marker), marker).toEqual([]);
    }
  });

  it('the browser learns the role from the server, not from a credential check in the page', () => {
    // The sign-in goes to the API; the canary sign-in email (a setting) is not in the bundle either.
    expect(hits('/api/auth/login').length).toBeGreaterThan(0);
    if (built) expect(hits('canary-admin@lumora.studio')).toEqual([]);
  });
});

describe('the production build holds no development tools', () => {
  it('contains no Stately inspector (its window address and registry endpoint are string literals it cannot lose in minification)', () => {
    expect(files.some((f) => f.name.endsWith('.js'))).toBe(true);
    for (const marker of ['stately.ai/inspect', 'stately.ai/registry', '@statelyai/inspect', 'createBrowserInspector']) {
      expect(hits(marker), marker).toEqual([]);
    }
  });
});
