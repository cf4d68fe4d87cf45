-- /readyz proves the database takes a write by upserting this one row.
CREATE TABLE IF NOT EXISTS service_readiness (
  probe text PRIMARY KEY,
  checked_at timestamptz NOT NULL
);
