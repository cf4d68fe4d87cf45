import { buildApp } from './app';
import { loadConfig } from './config';
import { smtpMailer } from './notify/mailer';
import { runOutboxWorker } from './notify/outbox-worker';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // A setting the server cannot work with: say which and what it accepts, in one line, and do not start.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const app = await buildApp({ config });

const stopWorker = new AbortController();
const worker = runOutboxWorker(app.deps.db, {
  mailer: config.smtpUrl ? smtpMailer(config.smtpUrl, { deadlineMs: config.outbox.sendTimeoutMs }) : undefined,
  to: config.notifyTo,
  from: config.notifyFrom,
  log: app.log,
  ...config.outbox,
  signal: stopWorker.signal,
});

/**
 * SIGTERM (a deploy, `docker stop`) or Ctrl-C:
 * 1. drain for SHUTDOWN_GRACE_MS (1 s): still serving, but /readyz answers 503 so a load balancer
 *    stops sending, and every answer closes its connection. A connection accepted a moment ago whose
 *    request has not arrived yet would otherwise be closed as idle, cutting that request off;
 * 2. stop taking connections, let the requests in flight finish and the outbox finish the message
 *    it is sending, close the database, exit 0.
 * Past SHUTDOWN_TIMEOUT_MS (10 s) something is stuck: exit 1 rather than wait for SIGKILL.
 */
const { graceMs: shutdownGraceMs, timeoutMs: shutdownTimeoutMs } = config.shutdown;
let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.error({ signal, shutdownTimeoutMs }, 'shutdown took too long: exiting');
    process.exit(1);
  }, shutdownTimeoutMs).unref();
  app.startDraining();
  await new Promise((resolve) => setTimeout(resolve, shutdownGraceMs));
  stopWorker.abort();
  await worker;
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
