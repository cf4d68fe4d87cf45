import net from 'node:net';
import path from 'node:path';
import { siteUrlFrom } from '#scripts/site-url.mjs';
import { studioContact } from '#src/content/studio-contact';
import { DEFAULT_HASH_COST } from './auth/password';
import { SEND_CONCURRENCY, SEND_TIMEOUT_MS } from './notify/outbox-worker';

/**
 * The server's settings: every environment variable it reads at start-up is read here and only
 * here (docs/operations.md has the table). A value that is set but not acceptable stops the server
 * with one line naming the variable and the accepted form. An empty value counts as unset, so
 * `VAR=` and `${VAR:-}` in a compose file mean the default, never 0 or "nothing".
 *
 * To add a setting: add an entry to `settings` below with a reader (wholeNumber, oneOf, text …),
 * put it into Config in loadConfig, and add its row to docs/operations.md (a test compares them).
 */
export type Config = {
  port: number;
  host: string;
  siteUrl: string;
  distDir: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL connections per process. */
  pgPoolMax: number;
  smtpUrl?: string;
  notifyTo: string;
  notifyFrom: string;
  /** Signs the change-or-withdraw links in visitors' emails; without it the server keeps a random one in the database. */
  manageLinkSecret?: string;
  /** Which proxies' X-Forwarded-For to believe: false, a hop count, or a list of addresses/CIDRs (never "any"). */
  trustProxy: false | number | string;
  gaId?: string;
  adminEmail: string;
  adminPassword?: string;
  clientEmail: string;
  clientPassword?: string;
  /**
   * Visitor emails (contact receipts, consultation confirmations) one
   * recipient address may get per day (VISITOR_MAIL_PER_DAY, 3 by default);
   * past it the form still succeeds and the team still gets the request, only
   * the visitor's email is skipped.
   */
  visitorMailPerDay: number;
  /** scrypt cost of new password hashes, as log2 of N (PASSWORD_HASH_COST, see passwordHashCost below). */
  passwordHashCost: number;
  logLevel: string;
  /**
   * A request (headers and body) must arrive whole within this time, else the
   * connection is closed (a body trickled a byte at a time cannot hold a
   * connection and its memory open). Headers alone: within the smaller of this
   * and 20 s.
   */
  requestTimeoutMs: number;
  /**
   * Form posts per client address and window. `store`: where the counts live —
   * 'database' shares them between processes (the default with DATABASE_URL),
   * 'memory' keeps them in this process (the default with the embedded store).
   */
  rateLimit: { max: number; windowMs: number; store?: 'memory' | 'database' };
  /** The email outbox: wait between looks for due messages, lanes sending at once, deadline of one attempt. */
  outbox: { intervalMs: number; concurrency: number; sendTimeoutMs: number };
  /** On SIGTERM: keep serving (while /readyz says 503) for graceMs, then exit 1 if closing takes past timeoutMs. */
  shutdown: { graceMs: number; timeoutMs: number };
};

/** A setting that is set but cannot be used; its message is the one line the server prints before exiting 1. */
export class SettingError extends Error {
  constructor(name: string, accepted: string, raw: string) {
    super(`${name} must be ${accepted} (got '${raw}')`);
    this.name = 'SettingError';
  }
}

type Env = Record<string, string | undefined>;
/** Reads one variable: `raw` is the trimmed, non-empty value; throws SettingError when it is not acceptable. */
type Reader<T> = (name: string, raw: string) => T;

/** The trimmed value of `name`, or undefined when it is unset or empty. */
const rawValue = (env: Env, name: string) => {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
};

function read<T>(env: Env, name: string, reader: Reader<T>): T | undefined;
function read<T>(env: Env, name: string, reader: Reader<T>, fallback: T): T;
function read<T>(env: Env, name: string, reader: Reader<T>, fallback?: T): T | undefined {
  const raw = rawValue(env, name);
  return raw === undefined ? fallback : reader(name, raw);
}

const MS_PER_DAY = 86_400_000;

/** A whole number from `min` to `max`. */
export const wholeNumber =
  (min: number, max: number): Reader<number> =>
  (name, raw) => {
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
      throw new SettingError(name, `a whole number from ${min} to ${max}`, raw);
    }
    return value;
  };

/** One of `choices` (exactly as written). */
export const oneOf =
  <const C extends string>(choices: readonly C[]): Reader<C> =>
  (name, raw) => {
    if (!(choices as readonly string[]).includes(raw)) throw new SettingError(name, `one of ${choices.join(', ')}`, raw);
    return raw as C;
  };

/** Any text (already trimmed and non-empty). */
export const text: Reader<string> = (_name, raw) => raw;

/** An email address (name@domain, nothing around it). */
export const emailAddress: Reader<string> = (name, raw) => {
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(raw)) throw new SettingError(name, 'an email address such as team@example.com', raw);
  return raw;
};

/** A URL whose scheme is one of `schemes` (without the colon). */
export const urlWith =
  (schemes: readonly string[], example: string): Reader<string> =>
  (name, raw) => {
    let url: URL | undefined;
    try {
      url = new URL(raw);
    } catch {
      url = undefined;
    }
    if (!url || !schemes.includes(url.protocol.replace(/:$/, '')) || !url.hostname) {
      // The value may hold a password: show only its scheme.
      const shown = url ? `${url.protocol}//…` : raw.includes('@') ? '…' : raw;
      throw new SettingError(name, `a URL such as ${example}`, shown);
    }
    return raw;
  };

/** An http(s) origin: scheme, host and optional port, no path, query or fragment (trailing slashes allowed). */
const origin: Reader<string> = (name, raw) => {
  const accepted = 'an http:// or https:// origin such as https://www.example.com (no path)';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SettingError(name, accepted, raw);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new SettingError(name, accepted, raw);
  }
  return raw;
};

const isAddressOrCidr = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * TRUST_PROXY: unset, empty or 'false' → no proxy (the socket's address is the
 * client); a number → that many proxies in front (the client is that many
 * hops back in X-Forwarded-For); 'true' → one proxy, the usual load balancer;
 * else a comma-separated list of proxy addresses or CIDRs
 * ('10.0.0.0/8,127.0.0.1'). true and false in any letter case. Never "believe
 * any X-Forwarded-For", which would let a client pick its own address and slip
 * past every per-address limit.
 */
export function trustProxySetting(value: string | undefined): false | number | string {
  const trimmed = value?.trim() ?? '';
  const lower = trimmed.toLowerCase();
  if (lower === '' || lower === 'false') return false;
  if (lower === 'true') return 1;
  if (/^\d+$/.test(trimmed)) return wholeNumber(0, 10)('TRUST_PROXY', trimmed) || false;
  const entries = trimmed.split(',').map((entry) => entry.trim());
  if (!entries.every(isAddressOrCidr)) {
    throw new SettingError(
      'TRUST_PROXY',
      'true, false, a number of proxies from 0 to 10, or a comma-separated list of IP addresses or CIDRs such as 10.0.0.0/8,127.0.0.1',
      trimmed,
    );
  }
  return trimmed;
}

/**
 * PASSWORD_HASH_COST: log2 of scrypt's N for new password hashes, 16 by default
 * (64 MiB and a few hundred milliseconds per sign-in). It may be raised up to
 * 20. Lower values (down to 10) exist for the test suites and local
 * development, where every start and sign-in hashes; a production server
 * (NODE_ENV=production) refuses anything below the default rather than
 * quietly weakening stored passwords.
 */
export function passwordHashCost(env: Env): number {
  const production = env.NODE_ENV === 'production';
  const floor = production ? DEFAULT_HASH_COST : 10;
  return read(
    env,
    'PASSWORD_HASH_COST',
    (name, raw) => {
      try {
        return wholeNumber(floor, 20)(name, raw);
      } catch (error) {
        if (!production) throw error;
        throw new SettingError(name, `a whole number from ${floor} to 20 in production`, raw);
      }
    },
    DEFAULT_HASH_COST,
  );
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Reads and checks every setting; throws SettingError for the first one that is set but not acceptable. */
export function loadConfig(env: Env = process.env, root = process.cwd()): Config {
  const port = read(env, 'PORT', wholeNumber(1, 65_535), 3000);
  read(env, 'SITE_URL', origin);
  const databaseUrl = read(env, 'DATABASE_URL', urlWith(['postgres', 'postgresql'], 'postgres://user:password@host:5432/db'));
  const shutdownGraceMs = read(env, 'SHUTDOWN_GRACE_MS', wholeNumber(0, 60_000), 1000);
  return {
    port,
    host: read(env, 'HOST', text, '0.0.0.0'),
    siteUrl: siteUrlFrom({ SITE_URL: rawValue(env, 'SITE_URL'), PORT: String(port) }),
    distDir: path.resolve(root, read(env, 'DIST_DIR', text, 'dist')),
    dataDir: path.resolve(root, read(env, 'DATA_DIR', text, 'data')),
    databaseUrl,
    pgPoolMax: read(env, 'PG_POOL_MAX', wholeNumber(1, 1000), 10),
    smtpUrl: read(env, 'SMTP_URL', urlWith(['smtp', 'smtps'], 'smtps://user:password@smtp.example.com:465')),
    notifyTo: read(env, 'NOTIFY_TO', emailAddress, studioContact.email),
    notifyFrom: read(env, 'NOTIFY_FROM', emailAddress, 'website@lumora.studio'),
    manageLinkSecret: read(env, 'MANAGE_LINK_SECRET', text),
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    gaId: read(env, 'VITE_GA_ID', (name, raw) => {
      if (!/^G-[A-Z0-9]{1,20}$/.test(raw)) throw new SettingError(name, 'a Google Analytics 4 measurement id such as G-ABC123DEF4', raw);
      return raw;
    }),
    adminEmail: read(env, 'ADMIN_EMAIL', emailAddress, 'admin@lumora.studio'),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    clientEmail: read(env, 'CLIENT_EMAIL', emailAddress, 'client@lumora.studio'),
    clientPassword: env.CLIENT_PASSWORD || undefined,
    passwordHashCost: passwordHashCost(env),
    visitorMailPerDay: read(env, 'VISITOR_MAIL_PER_DAY', wholeNumber(1, 1000), 3),
    logLevel: read(env, 'LOG_LEVEL', oneOf(LOG_LEVELS), 'info'),
    requestTimeoutMs: read(env, 'REQUEST_TIMEOUT_MS', wholeNumber(1000, 600_000), 30_000),
    rateLimit: {
      max: read(env, 'RATE_LIMIT_MAX', wholeNumber(1, 1_000_000_000), 10),
      windowMs: read(env, 'RATE_LIMIT_WINDOW_MS', wholeNumber(1000, MS_PER_DAY), 60_000),
      store: read(env, 'RATE_LIMIT_STORE', oneOf(['memory', 'database'])),
    },
    outbox: {
      intervalMs: read(env, 'OUTBOX_INTERVAL_MS', wholeNumber(10, 3_600_000), 5000),
      concurrency: read(env, 'OUTBOX_CONCURRENCY', wholeNumber(1, 32), SEND_CONCURRENCY),
      // Well under the 5-minute claim on a message, so no other worker takes it while it is being sent.
      sendTimeoutMs: read(env, 'OUTBOX_SEND_TIMEOUT_MS', wholeNumber(1000, 120_000), SEND_TIMEOUT_MS),
    },
    shutdown: {
      graceMs: shutdownGraceMs,
      timeoutMs: read(env, 'SHUTDOWN_TIMEOUT_MS', wholeNumber(shutdownGraceMs + 1000, 600_000), Math.max(10_000, shutdownGraceMs + 1000)),
    },
  };
}
