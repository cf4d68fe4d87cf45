import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { noteForLog } from './request-log';

/**
 * The one honeypot policy of every form endpoint (docs/product/forms.md):
 * 1. the submission is validated first, exactly as a visitor's would be (the
 *    honeypot itself aside): invalid input gets the same 400;
 * 2. a valid submission with the honeypot filled is answered exactly like a
 *    success (same status, same body, same redirect);
 * 3. it is stored only as flagged spam, under a key no real record can share
 *    (`spamKeyFor`), so it never takes over a real record and a real visitor
 *    never collides with it;
 * 4. it queues no email, to the team or to the address it gave.
 */

const HONEYPOT = 'bot-field';

/** Any text in the honeypot (a repeated form field arrives as a list, and counts when any of it is filled). */
function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  return Array.isArray(value) && value.some((item) => typeof item === 'string' && item.trim() !== '');
}

/**
 * Split a request body into whether its honeypot is filled and the body to
 * validate (the honeypot emptied, so a bot's honeypot never decides whether
 * the rest is valid). Notes a filled one in the request's log line.
 */
export function honeypot(request: FastifyRequest, body: unknown): { spam: boolean; body: Record<string, unknown> } {
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const spam = isFilled(fields[HONEYPOT]);
  if (spam) noteForLog(request, { event: 'form.honeypot' });
  return { spam, body: HONEYPOT in fields ? { ...fields, [HONEYPOT]: '' } : fields };
}

/** The unique key a spam record is stored under instead of the one it sent (an email, a conversation or request id). */
export const spamKeyFor = (spam: boolean, key: string): string => (spam ? `spam-${randomUUID()}` : key);
