import type { FastifyInstance } from 'fastify';
import { loginMessages, loginSchema } from '#src/forms/login';
import { checkCredentials, ensureAccounts, upgradeWeakHash, type Announce } from '#src/server/auth/accounts';
import { deviceTokenFrom, newDeviceToken, setDeviceCookie } from '#src/server/auth/device-cookie';
import { DEFAULT_LOGIN_LIMITS, deviceKey, loginKeys, loginLimiter, type LoginLimits } from '#src/server/auth/login-limiter';
import { requireSameOrigin } from '#src/server/auth/origin';
import { HashingBusyError } from '#src/server/auth/password';
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  findSession,
  sessionIdFrom,
  setSessionCookie,
  SESSION_TTL_MS,
} from '#src/server/auth/sessions';
import type { AppDeps } from '#src/server/deps';
import { noteForLog } from '#src/server/request-log';
import { validate, validationReply } from '#src/server/validation';

const BUSY_RETRY_AFTER_SECONDS = 3;
const BUSY_MESSAGE = 'Sign-in is busy right now. Please try again in a few seconds.';

export type AuthRouteOptions = {
  /**
   * Where the once-only generated admin password is shown. Default: written
   * straight to stdout, whatever LOG_LEVEL says (a silent log must not hide
   * it), and never through the structured log.
   */
  announce?: Announce;
  limits?: LoginLimits;
  sessionTtlMs?: number;
};

/**
 * POST /api/auth/login, POST /api/auth/logout, GET /api/auth/session.
 * Accounts are provisioned from settings when the module registers. Answers
 * are never cached and never say whether the email, password or role was wrong.
 */
export async function authRoutes(app: FastifyInstance, deps: AppDeps, options: AuthRouteOptions = {}) {
  const { config, db } = deps;
  const announce: Announce = options.announce ?? ((message) => void process.stdout.write(`${message}\n`));
  await ensureAccounts(db, config, announce);

  const limits = options.limits ?? DEFAULT_LOGIN_LIMITS;
  const limiter = loginLimiter(db, limits);
  const sameOrigin = requireSameOrigin(config);
  const rateLimit = { max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post('/api/auth/login', { preHandler: sameOrigin, config: { rateLimit }, bodyLimit: 4096 }, async (request, reply) => {
    const result = await validate(loginSchema, request.body);
    if (!result.ok) return reply.code(400).send(validationReply(result.fields));
    const { email, password, role } = result.value;

    const deviceToken = deviceTokenFrom(request, role);
    const keys = loginKeys(request.ip, email, deviceToken);
    const attempt = await limiter.take(keys);
    if (attempt.wait > 0) {
      noteForLog(request, { event: 'auth.login_limited' });
      await recordFailedSignIn(db, role, true);
      return reply
        .code(429)
        .header('Retry-After', String(attempt.wait))
        .send({ error: 'rate_limited', message: loginMessages.tooManyAttempts });
    }

    let valid: boolean;
    try {
      // A device that signed in to this account before waits in the reserved lane: a flood of guesses cannot refuse it.
      valid = await checkCredentials(db, role, email, password, config.passwordHashCost, attempt.knownDevice ? 'reserved' : 'shared');
    } catch (error) {
      if (!(error instanceof HashingBusyError)) throw error;
      // Refused before any hashing: a burst of sign-ins never queues the site's pages behind seconds of scrypt.
      // Nothing was checked, so the attempt does not count against anyone's limits.
      await attempt.giveBack();
      noteForLog(request, { event: 'auth.login_busy' });
      return reply.code(503).header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS)).send({ error: 'busy', message: BUSY_MESSAGE });
    }
    if (!valid) {
      noteForLog(request, { event: 'auth.login_failed', role });
      await recordFailedSignIn(db, role, false);
      return reply.code(401).send({ error: 'invalid_credentials', message: loginMessages.invalidCredentials });
    }

    // The browser keeps (or gets) its device token: from now on this device is known for the account.
    const nextDeviceToken = attempt.knownDevice && deviceToken ? deviceToken : newDeviceToken();
    await limiter.succeeded(keys, { knownDevice: attempt.knownDevice, device: deviceKey(nextDeviceToken, email) });
    await upgradeWeakHash(db, role, password, config.passwordHashCost);
    // A fresh id at every sign-in: an id planted before sign-in never becomes a session.
    await deleteSession(db, sessionIdFrom(request));
    const session = await createSession(db, role, options.sessionTtlMs ?? SESSION_TTL_MS);
    setSessionCookie(reply, request, config, session.id, session.expiresAt);
    setDeviceCookie(reply, request, config, role, nextDeviceToken, limits.knownAddressMs);
    await limiter.prune();
    noteForLog(request, { event: 'auth.login', role });
    return reply.code(200).send({ authenticated: true, role });
  });

  app.post('/api/auth/logout', { preHandler: sameOrigin }, async (request, reply) => {
    await deleteSession(db, sessionIdFrom(request));
    clearSessionCookie(reply, request, config);
    return reply.code(200).send({ authenticated: false });
  });

  app.get('/api/auth/session', async (request, reply) => {
    const id = sessionIdFrom(request);
    const session = await findSession(db, id);
    if (!session) {
      if (id) clearSessionCookie(reply, request, config);
      return reply.send({ authenticated: false });
    }
    return reply.send({ authenticated: true, role: session.role });
  });
}

/** One failed (or limiter-refused) sign-in for a role, for the admin inbox's count (no address or email kept). */
async function recordFailedSignIn(db: AppDeps['db'], role: string, refused: boolean) {
  await db.query('INSERT INTO auth_failed_sign_ins (role, refused) VALUES ($1, $2)', [role, refused]);
}
