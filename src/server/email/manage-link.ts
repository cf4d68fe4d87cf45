import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '#src/server/config';
import type { Db } from '#src/server/db/types';

/**
 * The change-or-withdraw link in a visitor's consultation confirmation:
 * `/consultation/manage?token=v1.<request id>.<expiry>.<signature>`, an
 * HMAC-SHA256 of the request id and the expiry (Unix seconds) with the
 * server's secret. The link expires when the requested call starts, and at
 * the latest 14 days after it was sent; it works once (see `manage_links_used`).
 */
export const MANAGE_PATH = '/consultation/manage';
export const LINK_LIFETIME_MS = 14 * 24 * 3600 * 1000;
/** A slot that is already close (or past) still gets a link that lasts this long. */
const MIN_LIFETIME_MS = 2 * 3600 * 1000;

const SECRET_NAME = 'manage_link';

/** MANAGE_LINK_SECRET, or one random secret made once and kept in the shared store (every process reads the same). */
export async function manageLinkSecret(db: Db, config: Pick<Config, 'manageLinkSecret'>): Promise<string> {
  if (config.manageLinkSecret) return config.manageLinkSecret;
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    SECRET_NAME,
    randomBytes(32).toString('base64url'),
  ]);
  const row = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [SECRET_NAME]);
  return String(row.rows[0]!.value);
}

const REQUEST_ID = /^[A-Za-z0-9_-]{1,100}$/;
const signature = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** When a link sent at `now` for a call starting at `start` stops working. */
export function linkExpiry(now: Date, start: Date | null): Date {
  const latest = now.getTime() + LINK_LIFETIME_MS;
  const until = start ? Math.min(latest, start.getTime()) : latest;
  return new Date(Math.max(until, now.getTime() + MIN_LIFETIME_MS));
}

export function signManageToken(secret: string, requestId: string, expires: Date): string {
  if (!REQUEST_ID.test(requestId)) throw new Error('request id not usable in a link');
  const payload = `v1.${requestId}.${Math.floor(expires.getTime() / 1000)}`;
  return `${payload}.${signature(secret, payload)}`;
}

export type TokenCheck = { ok: true; requestId: string; expires: Date } | { ok: false; reason: 'invalid' | 'expired' };

/** A token's request id when the signature is ours and it has not expired at `now`. */
export function verifyManageToken(secret: string, token: unknown, now: Date): TokenCheck {
  if (typeof token !== 'string' || token.length > 300) return { ok: false, reason: 'invalid' };
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== 'v1' || !REQUEST_ID.test(parts[1]!) || !/^\d{1,12}$/.test(parts[2]!))
    return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(signature(secret, parts.slice(0, 3).join('.')));
  const given = Buffer.from(parts[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  const expires = new Date(Number(parts[2]) * 1000);
  if (expires.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, requestId: parts[1]!, expires };
}

/** What `manage_links_used` keeps of a token: never the token itself. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const manageUrl = (siteUrl: string, token: string) => `${siteUrl}${MANAGE_PATH}?token=${encodeURIComponent(token)}`;
