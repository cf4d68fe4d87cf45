import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#src/server/config';
import { parseCookies, serializeCookie } from './cookies';
import type { Role } from './sessions';
import { isHttps } from './sessions';

/**
 * The device cookie: a successful sign-in leaves a random, unguessable token
 * in the browser (HttpOnly, SameSite=Strict, sent back only to the sign-in
 * API). Only its SHA-256, tied to the account, is stored (as a known device,
 * see login-limiter.ts). One cookie per role, so signing in to the client
 * account does not make the browser forget it is the admin's device. A
 * token that is not known for the account is replaced at the next
 * successful sign-in (a token planted in a browser never becomes known).
 */
const DEVICE_COOKIE_PATH = '/api/auth';
export const deviceCookieName = (role: Role) => `lumora_device_${role}`;

const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

/** The device token the browser sent for `role`, when it has the shape of one. */
export function deviceTokenFrom(request: FastifyRequest, role: Role): string | undefined {
  const token = parseCookies(request.headers.cookie)[deviceCookieName(role)];
  return token && TOKEN.test(token) ? token : undefined;
}

export const newDeviceToken = () => randomBytes(32).toString('base64url');

/** Hand the browser its device token for `role` for `maxAgeMs` (the time a device stays known). */
export function setDeviceCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  config: Pick<Config, 'siteUrl'>,
  role: Role,
  token: string,
  maxAgeMs: number,
) {
  reply.header(
    'Set-Cookie',
    serializeCookie(deviceCookieName(role), token, {
      maxAgeSeconds: maxAgeMs / 1000,
      secure: isHttps(request, config),
      path: DEVICE_COOKIE_PATH,
    }),
  );
}
