import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { Config } from './config';
import { sitePlugin } from './site';

export type AppOptions = { config: Config; logger?: boolean | object; serveSite?: boolean };

/** The whole server: site + API in one Fastify instance. */
export async function buildApp({ config, logger, serveSite = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            ...(typeof logger === 'object' ? logger : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
  });

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  app.get('/healthz', async () => ({ status: 'ok' }));

  if (serveSite) await sitePlugin(app, config);
  return app;
}
