import { createHash } from 'node:crypto';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from './db/types';
import { countInWindow } from './db/window-counter';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/**
 * A store for @fastify/rate-limit that keeps the counters in the database,
 * so every API process behind a load balancer sees the same counts
 * (docs/deploy.md, "Several instances behind a load balancer"). Like the plugin's memory store, each route counts on its own.
 * Addresses are stored only as SHA-256 hashes. One upsert per limited request.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const hashed = `${this.prefix}${createHash('sha256').update(key).digest('base64url')}`;
      countInWindow(db, 'rate_limit_hits', hashed, timeWindow).then(
        ({ count, remainingMs }) => callback(null, { current: count, ttl: Math.round(remainingMs) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: { method?: unknown; url?: unknown; routeInfo?: { method?: unknown; url?: unknown } }): FastifyRateLimitStore {
      const route = routeOptions.routeInfo ?? routeOptions;
      return new DatabaseStore({}, `${String(route.method ?? '')} ${String(route.url ?? '')}|`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
