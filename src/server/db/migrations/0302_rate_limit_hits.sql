-- The form rate limiter's counters when several API processes share one
-- PostgreSQL (DATABASE_URL): one row per route and client address (the
-- address only as a SHA-256), one window each. Old windows are deleted by the
-- retention purge.
CREATE TABLE IF NOT EXISTS rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL DEFAULT now()
);
