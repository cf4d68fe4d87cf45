import type { IncomingMessage } from 'node:http';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { Announce } from './auth/accounts';
import type { Config } from './config';
import { openDb } from './db/open';
import type { Db } from './db/types';
import type { AppDeps } from './deps';
import { errorFormPage, formPageCopy, formPathOf, sendFormPage, wantsHtmlPage } from './form-pages';
import { databaseRateLimitStore } from './rate-limit-store';
import { noteFailure, noteForLog, requestLogging, safeError } from './request-log';
import { isDatabaseUnavailable, unavailableMessage, UNAVAILABLE_RETRY_AFTER_SECONDS } from './db/unavailable';
import { consentRoutes } from './routes/consent';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { consultationRoutes } from './routes/consultation';
import { flowRoutes } from './routes/flows';
import { manageLinkGate, manageRoutes } from './email/manage-routes';
import { leadRoutes } from './routes/leads';
import { findSession, sessionIdFrom } from './auth/sessions';
import { sitePlugin } from './site';
import { withTimeout } from './with-timeout';

export type AppOptions = {
  config: Config;
  db?: Db;
  /** false: no log; an object: extra pino options (a `stream` in tests). */
  logger?: boolean | object;
  serveSite?: boolean;
  /** Where a generated admin password is shown (default: straight to stdout, whatever LOG_LEVEL says). */
  announce?: Announce;
  /** What the server takes for now (today's date for a consultation slot, the invitation's stamp); the system clock by default. */
  clock?: () => Date;
};

/** Routes whose POST may come from a plain HTML form: their errors are pages for browsers, JSON for scripts. */
declare module 'fastify' {
  interface FastifyContextConfig {
    htmlForm?: boolean;
  }
}

const UNSUPPORTED_TYPE = 'Unsupported content type: send JSON (application/json) or a form (application/x-www-form-urlencoded).';
const UNSUPPORTED_ENCODING = 'Unsupported content encoding: send the body uncompressed, or compressed with gzip, deflate or br.';

/** How long /readyz waits for its write before it answers 503. */
const READY_TIMEOUT_MS = 3000;

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** A request that announced a body which has not arrived and been read in full. */
function bodyLeftUnread(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  const announced = (length !== undefined && length !== '0') || raw.headers['transfer-encoding'] !== undefined;
  return announced && !(raw.complete && raw.readableEnded);
}

/** The whole server: site + API in one Fastify instance. */
export async function buildApp({
  config,
  db,
  logger,
  serveSite = true,
  announce,
  clock = () => new Date(),
}: AppOptions): Promise<FastifyInstance & { deps: AppDeps }> {
  // The site's pages (set below when it is served): a browser's undecodable address gets the not-found page.
  let site: Awaited<ReturnType<typeof sitePlugin>> | undefined;
  const wantsPage = (request: FastifyRequest) =>
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    (request.headers.accept ?? '').includes('text/html');

  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            ...(typeof logger === 'object' ? logger : {}),
          },
    // One line per request, written by requestLogging (no bodies, no query strings).
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count becomes "trust the nearest n proxies" (Fastify's types take no number).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 64 * 1024,
    // Start-up work (migrations, account hashing) can take longer than Fastify's 10 s default on a busy machine.
    pluginTimeout: 60_000,
    // Slow requests end: the whole request within requestTimeoutMs, headers within 20 s at most (Node's default is no limit on the body).
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(config.requestTimeoutMs, 20_000),
      // How often Node looks for requests past those limits (its default, 30 s, would let them run on far past the limit).
      connectionsCheckingInterval: Math.max(250, Math.min(5000, Math.floor(config.requestTimeoutMs / 4))),
    },
    // A JSON key named __proto__ or constructor is dropped, not a 400: forms ignore unknown keys anyway.
    onProtoPoisoning: 'remove',
    // Errors raised before routing (an address that cannot be decoded): the same answers as any other client error.
    frameworkErrors: (error, request, reply) => {
      if (error.code === 'FST_ERR_BAD_URL' && site && wantsPage(request)) return site.sendBadUrlPage(reply as FastifyReply);
      return (reply as FastifyReply).code(error.statusCode ?? 400).send({ error: 'bad_request', message: error.message });
    },
    onConstructorPoisoning: 'remove',
  });
  requestLogging(app);
  // An answer sent before the body was read (415, 413, 429 …) closes the connection: a keep-alive
  // connection whose unread body is still arriving would hold the next request on it indefinitely.
  // Draining before a shutdown (src/server/main.ts): every answer closes its connection, /readyz says 503.
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  // The site is HTTPS when the request came over it (as a trusted proxy reports it) or when SITE_URL says so:
  // behind a TLS-terminating proxy with no TRUST_PROXY every request looks like plain HTTP.
  const siteIsHttps = config.siteUrl.startsWith('https://');
  app.addHook('onSend', async (request, reply) => {
    if (draining || bodyLeftUnread(request.raw)) reply.header('Connection', 'close');
    // No response is ever sniffed into another type (JSON included); HTTPS is remembered for a year.
    reply.header('X-Content-Type-Options', 'nosniff');
    if (siteIsHttps || request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
  // Only JSON and urlencoded forms are read; text/plain (Fastify's default parser) is a 415 like any other type.
  app.removeContentTypeParser('text/plain');

  const store =
    db ??
    (await openDb(config, {
      onConnectionError: (error) => app.log.warn({ err: safeError(error) }, 'database connection lost; it is replaced on next use'),
    }));
  const deps: AppDeps = { config, db: store, now: clock };
  app.decorate('deps', deps);
  if (!db) app.addHook('onClose', async () => store.close());

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  // Counts shared by every process when they share PostgreSQL (docs/deploy.md, "Several instances behind a load balancer"); in memory with the embedded store.
  const sharedCounts = config.rateLimit.store ? config.rateLimit.store === 'database' : store.kind === 'postgres';
  await app.register(rateLimit, {
    global: false,
    // A failing counter never fails the visitor's request.
    skipOnError: true,
    ...(sharedCounts ? { store: databaseRateLimitStore(store) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'rate_limited',
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });

  // Anything a client can send gets a 4xx with a JSON reason; only our own faults are 500s, and they say nothing internal.
  // A browser's own form post gets a small readable page (429, 413, 415, 5xx) on the form routes; scripts get JSON.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      // The database is away (restart, dropped connections): say so and when to retry; the pool reconnects by itself.
      noteFailure(request, error);
      reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      if (request.routeOptions.config?.htmlForm && wantsHtmlPage(request)) {
        return sendFormPage(reply, 503, { ...formPageCopy.unavailable }, formPathOf(request));
      }
      return reply.code(503).send({ error: 'unavailable', message: unavailableMessage });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) noteFailure(request, error);
    if (request.routeOptions.config?.htmlForm && wantsHtmlPage(request)) {
      const page = errorFormPage(status, Number(reply.getHeader('retry-after') ?? 60));
      if (page) return sendFormPage(reply, status >= 500 ? 500 : status, page, formPathOf(request));
    }
    if (status >= 500) return reply.code(500).send({ error: 'internal', message: 'Something went wrong on our side. Please try again.' });
    if (status === 415) {
      const message = error.code === 'FST_CP_ERR_INVALID_CONTENT_ENCODING' ? UNSUPPORTED_ENCODING : UNSUPPORTED_TYPE;
      return reply.code(415).send({ error: 'unsupported_media_type', message });
    }
    const code = status === 413 ? 'payload_too_large' : status === 429 ? 'rate_limited' : 'bad_request';
    return reply.code(status).send({ error: code, message: error.message });
  });

  // Liveness: the process answers (a load balancer or container runtime restarts it when this stops answering).
  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  // Readiness: the database takes a write right now (take this instance out of rotation while it does not).
  app.get('/readyz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (draining) return reply.code(503).send({ status: 'draining', message: 'This instance is shutting down.' });
    try {
      await withTimeout(
        store.query(
          `INSERT INTO service_readiness (probe, checked_at) VALUES ('write', now()) ON CONFLICT (probe) DO UPDATE SET checked_at = now()`,
        ),
        READY_TIMEOUT_MS,
      );
      return reply.send({ status: 'ready' });
    } catch (error) {
      noteForLog(request, { event: 'readyz.failed' });
      request.log.warn({ err: safeError(error) }, 'readiness check failed: the database cannot take a write');
      return reply.code(503).send({ status: 'unavailable', message: 'The database cannot take a write right now.' });
    }
  });

  await app.register(async (api) => leadRoutes(api, deps));
  await app.register(async (api) => consultationRoutes(api, deps));
  await app.register(async (api) => authRoutes(api, deps, { announce }));
  await app.register(async (api) => adminRoutes(api, deps));
  await app.register(async (api) => consentRoutes(api, deps));
  await app.register(async (api) => flowRoutes(api, deps));
  // The change-or-withdraw link of a consultation confirmation: the form's POST, and a GET check before the page is served.
  await app.register(async (api) => manageRoutes(api, deps));
  app.addHook(
    'onRequest',
    manageLinkGate(deps, (reply, url) => site?.sendRenderedPage(reply, url) ?? Promise.resolve(false)),
  );

  if (serveSite) {
    site = await sitePlugin(app, config, {
      sessionRole: async (request) => (await findSession(store, sessionIdFrom(request)))?.role ?? null,
    });
  }
  return app as FastifyInstance & { deps: AppDeps };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** From now on every answer closes its connection and /readyz answers 503 (before a shutdown). */
    startDraining: () => void;
  }
}
