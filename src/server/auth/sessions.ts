import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isRole, type Role } from '#src/forms/login';
import type { Config } from '#src/server/config';
import type { Queryable } from '#src/server/db/types';
import { parseCookies, serializeCookie } from './cookies';
import { sha256 } from './password';

export type { Role };

export const SESSION_COOKIE = 'lumora_session';
/** Sessions end 8 hours after sign-in (a working day), whatever happens in between. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

export type Session = { role: Role; expiresAt: Date };

/** A new session: 32 random bytes in the cookie, only their SHA-256 in the database. */
export async function createSession(db: Queryable, role: Role, ttlMs = SESSION_TTL_MS): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(32).toString('base64url');
  const rows = await db.query<{ expires_at: Date | string }>(
    `INSERT INTO auth_sessions (id_hash, role, expires_at) VALUES ($1, $2, now() + ($3::double precision * interval '1 millisecond')) RETURNING expires_at`,
    [sha256(id), role, ttlMs],
  );
  // Housekeeping: drop sessions that have run out (cheap with the index).
  await db.query('DELETE FROM auth_sessions WHERE expires_at < now()');
  return { id, expiresAt: new Date(rows.rows[0]!.expires_at) };
}

/** The live session for a cookie value, or null (unknown, expired, or malformed). */
export async function findSession(db: Queryable, id: string | undefined): Promise<Session | null> {
  if (!id || id.length > 128) return null;
  const rows = await db.query<{ role: string; expires_at: Date | string }>(
    'SELECT role, expires_at FROM auth_sessions WHERE id_hash = $1 AND expires_at > now()',
    [sha256(id)],
  );
  const row = rows.rows[0];
  if (!row || !isRole(row.role)) return null;
  return { role: row.role, expiresAt: new Date(row.expires_at) };
}

export async function deleteSession(db: Queryable, id: string | undefined): Promise<void> {
  if (!id || id.length > 128) return;
  await db.query('DELETE FROM auth_sessions WHERE id_hash = $1', [sha256(id)]);
}

export const sessionIdFrom = (request: FastifyRequest): string | undefined => parseCookies(request.headers.cookie)[SESSION_COOKIE];

/** Secure cookies whenever the visitor reaches us over https (directly, through a trusted proxy, or per SITE_URL). */
export const isHttps = (request: FastifyRequest, config: Pick<Config, 'siteUrl'>) =>
  request.protocol === 'https' || config.siteUrl.startsWith('https://');

export function setSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  config: Pick<Config, 'siteUrl'>,
  id: string,
  expiresAt: Date,
) {
  const maxAgeSeconds = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  reply.header('Set-Cookie', serializeCookie(SESSION_COOKIE, id, { maxAgeSeconds, secure: isHttps(request, config) }));
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, config: Pick<Config, 'siteUrl'>) {
  reply.header('Set-Cookie', serializeCookie(SESSION_COOKIE, '', { maxAgeSeconds: 0, secure: isHttps(request, config) }));
}
