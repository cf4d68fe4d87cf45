import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '#src/server/db/types';
import { findSession, sessionIdFrom, type Role, type Session } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    session?: Session | null;
  }
}

/**
 * preHandler: the session cookie is the authority for every protected
 * endpoint. No session → 401; a session of another role → 403.
 */
export const requireRole =
  (db: Queryable, role: Role) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const session = await findSession(db, sessionIdFrom(request));
    request.session = session;
    if (!session) {
      await reply.code(401).header('Cache-Control', 'no-store').send({ error: 'unauthorized', message: 'Please sign in.' });
      return;
    }
    if (session.role !== role) {
      await reply
        .code(403)
        .header('Cache-Control', 'no-store')
        .send({ error: 'forbidden', message: 'This account cannot open this page.' });
    }
  };
