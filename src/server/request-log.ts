import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Anything that looks like an email address (in a path or an error message) is written as [email]. */
const EMAIL_LIKE = /[^\s/@?&=<>"']+@[^\s/@?&=<>"']+/g;
export const redactEmails = (text: string) => text.replace(EMAIL_LIKE, '[email]');

type LogFields = Record<string, string | number | boolean | null>;

const notes = new WeakMap<FastifyRequest, LogFields>();
const failures = new WeakMap<FastifyRequest, unknown>();

/**
 * Add fields (an event name, a role …) to this request's one log line instead
 * of writing a line of its own. Never pass bodies, emails or query values.
 */
export function noteForLog(request: FastifyRequest, fields: LogFields): void {
  notes.set(request, { ...notes.get(request), ...fields });
}

/** Remember a server-side failure: it is written with the request's line (one line per request). */
export function noteFailure(request: FastifyRequest, error: unknown): void {
  failures.set(request, error);
}

/** An error as the log shows it: type, code and message without anything that looks like an address (no driver details, no values). */
export function safeError(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return { message: redactEmails(String(error)).slice(0, 500) };
  const out: Record<string, string> = { type: error.name, message: redactEmails(error.message).slice(0, 500) };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') out.code = code;
  if (error.stack) out.stack = redactEmails(error.stack.split('\n').slice(1, 8).join('\n'));
  return out;
}

/** The route pattern (`/api/admin/leads/:kind/:id`), else the path; never the query string. */
function routeOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  const url = request.url;
  const q = url.indexOf('?');
  return redactEmails(q < 0 ? url : url.slice(0, q)).slice(0, 300);
}

/**
 * Exactly one structured line per request, written when the response is
 * done: method, route pattern or path (no query string: the chat's booking
 * link carries a name and an email there), status and response time, plus
 * any fields noted with `noteForLog`. Bodies, headers and addresses are never
 * logged. Server faults (5xx) are written at level error with a safe summary
 * of the error; everything else at info.
 */
export function requestLogging(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const line: Record<string, unknown> = {
      method: request.method,
      route: routeOf(request),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...notes.get(request),
    };
    if (reply.statusCode >= 500) {
      const failure = failures.get(request);
      if (failure !== undefined) line.err = safeError(failure);
      request.log.error(line, 'request');
    } else {
      request.log.info(line, 'request');
    }
    done();
  });
}
