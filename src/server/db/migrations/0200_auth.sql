-- Sign-in for the two staff roles (admin, client). One account per role,
-- provisioned at start from ADMIN_*/CLIENT_* settings; passwords are kept only
-- as scrypt hashes.
CREATE TABLE IF NOT EXISTS auth_accounts (
  role text PRIMARY KEY CHECK (role IN ('admin', 'client')),
  email_key text NOT NULL,
  password_hash text NOT NULL,
  source text NOT NULL CHECK (source IN ('settings', 'generated')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Sessions: the cookie holds a random id; the table holds only its SHA-256,
-- so a copy of the database cannot be replayed as a cookie.
CREATE TABLE IF NOT EXISTS auth_sessions (
  id_hash text PRIMARY KEY,
  role text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE INDEX IF NOT EXISTS auth_sessions_expires ON auth_sessions (expires_at);
CREATE INDEX IF NOT EXISTS auth_sessions_role ON auth_sessions (role);

-- Sign-in attempts per client address and per submitted account (keys are
-- hashed), in the shared store so every API process sees the same counts.
CREATE TABLE IF NOT EXISTS auth_login_attempts (
  key text PRIMARY KEY,
  attempts integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL DEFAULT now()
);
