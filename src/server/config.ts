import path from 'node:path';
import { siteUrlFrom } from '#scripts/site-url.mjs';
import { DEFAULT_HASH_COST } from './auth/password';

/** Settings from the environment (README "Settings"). */
export type Config = {
  port: number;
  host: string;
  siteUrl: string;
  distDir: string;
  dataDir: string;
  databaseUrl?: string;
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
};

/**
 * TRUST_PROXY: unset, '' or 'false' → no proxy (the socket's address is the
 * client); a number → that many proxies in front (the client is that many
 * hops back in X-Forwarded-For); 'true' → one proxy, the usual load balancer;
 * anything else → a comma-separated list of proxy addresses or CIDRs
 * ('10.0.0.0/8,127.0.0.1'). Never "believe any X-Forwarded-For", which would
 * let a client pick its own address and slip past every per-address limit.
 */
export function trustProxySetting(value: string | undefined): false | number | string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return 1;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
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
export function passwordHashCost(env: NodeJS.ProcessEnv): number {
  const raw = env.PASSWORD_HASH_COST?.trim();
  if (!raw) return DEFAULT_HASH_COST;
  const cost = Number(raw);
  const floor = env.NODE_ENV === 'production' ? DEFAULT_HASH_COST : 10;
  if (!Number.isInteger(cost) || cost < floor || cost > 20) {
    throw new Error(
      `PASSWORD_HASH_COST must be a whole number from ${floor} to 20${env.NODE_ENV === 'production' ? ' in production' : ''} (got "${raw}").`,
    );
  }
  return cost;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  const trust = env.TRUST_PROXY;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    siteUrl: siteUrlFrom(env),
    distDir: path.resolve(root, env.DIST_DIR ?? 'dist'),
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    notifyTo: env.NOTIFY_TO ?? 'info@lumora.studio',
    notifyFrom: env.NOTIFY_FROM ?? 'website@lumora.studio',
    manageLinkSecret: env.MANAGE_LINK_SECRET || undefined,
    trustProxy: trustProxySetting(trust),
    gaId: env.VITE_GA_ID || undefined,
    adminEmail: env.ADMIN_EMAIL ?? 'admin@lumora.studio',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    clientEmail: env.CLIENT_EMAIL ?? 'client@lumora.studio',
    clientPassword: env.CLIENT_PASSWORD || undefined,
    passwordHashCost: passwordHashCost(env),
    visitorMailPerDay: Number(env.VISITOR_MAIL_PER_DAY ?? 3),
    logLevel: env.LOG_LEVEL ?? 'info',
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT_MS ?? 30_000),
    rateLimit: {
      max: Number(env.RATE_LIMIT_MAX ?? 10),
      windowMs: Number(env.RATE_LIMIT_WINDOW_MS ?? 60_000),
      store: env.RATE_LIMIT_STORE === 'memory' || env.RATE_LIMIT_STORE === 'database' ? env.RATE_LIMIT_STORE : undefined,
    },
  };
}
