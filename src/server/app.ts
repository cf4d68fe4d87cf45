import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config';
import { openDb } from './db/open';
import type { Db } from './db/types';
import type { AppDeps } from './deps';
import { consentRoutes } from './routes/consent';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { consultationRoutes } from './routes/consultation';
import { leadRoutes } from './routes/leads';
import { sitePlugin } from './site';

export type AppOptions = { config: Config; db?: Db; logger?: boolean | object; serveSite?: boolean };

/** The whole server: site + API in one Fastify instance. */
export async function buildApp({ config, db, logger, serveSite = true }: AppOptions): Promise<FastifyInstance & { deps: AppDeps }> {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            ...(typeof logger === 'object' ? logger : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
  });

  const store = db ?? (await openDb(config));
  const deps: AppDeps = { config, db: store };
  app.decorate('deps', deps);
  if (!db) app.addHook('onClose', async () => store.close());

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'rate_limited',
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });

  // Anything a client can send gets a 4xx with a JSON reason; only our own faults are 500s, and they say nothing internal.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'internal', message: 'Something went wrong on our side. Please try again.' });
    }
    const code =
      status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : status === 429 ? 'rate_limited' : 'bad_request';
    return reply.code(status).send({ error: code, message: error.message });
  });

  app.get('/healthz', async () => {
    await store.query('select 1');
    return { status: 'ok' };
  });

  await app.register(async (api) => leadRoutes(api, deps));
  await app.register(async (api) => consultationRoutes(api, deps));
  await app.register(async (api) => authRoutes(api, deps));
  await app.register(async (api) => adminRoutes(api, deps));
  await app.register(async (api) => consentRoutes(api, deps));

  if (serveSite) await sitePlugin(app, config);
  return app as FastifyInstance & { deps: AppDeps };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
