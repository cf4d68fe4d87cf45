import { buildApp } from './app';
import { loadConfig } from './config';
import { smtpMailer } from './notify/mailer';
import { runOutboxWorker } from './notify/outbox-worker';

const config = loadConfig();
const app = await buildApp({ config });

const stopWorker = new AbortController();
const worker = runOutboxWorker(app.deps.db, {
  mailer: config.smtpUrl ? smtpMailer(config.smtpUrl) : undefined,
  to: config.notifyTo,
  from: config.notifyFrom,
  log: app.log,
  intervalMs: Number(process.env.OUTBOX_INTERVAL_MS ?? 5000),
  signal: stopWorker.signal,
});

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  stopWorker.abort();
  await worker;
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
