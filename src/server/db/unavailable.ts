/**
 * Telling "the database is unreachable" (or has no room to write: a full disk)
 * apart from every other failure: the server answers the first with 503 and a
 * clear message (the visitor may try again in a moment; nothing was stored)
 * and keeps running while the pool reconnects or space is freed.
 */

/**
 * SQLSTATEs of a connection that is gone or refused (admin shutdown, crash shutdown, cannot connect now,
 * connection exceptions, too many connections) or of a server out of room (disk full, out of memory).
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300', '53100', '53200']);
/** Socket-level failures reaching the server, and a full disk under the embedded database (ENOSPC). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOSPC',
]);
/** What pg says when a connection ends under it or cannot be had in time. */
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Connection ended|the database system is (?:starting up|shutting down|in recovery mode)|No space left on device|could not extend file/i;

export class DatabaseUnavailableError extends Error {
  readonly statusCode = 503;
  readonly code = 'DB_UNAVAILABLE';
  constructor(readonly original: unknown) {
    super('The database is unreachable.');
    this.name = 'DatabaseUnavailableError';
  }
}

/** The seconds a client is asked to wait (Retry-After) while the database is away. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 10;

export const unavailableMessage =
  'We could not complete this just now: our database is unreachable for a moment. Please try again in a minute.';

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SQLSTATES.has(code) || SOCKET_CODES.has(code))) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && MESSAGES.test(message);
}
