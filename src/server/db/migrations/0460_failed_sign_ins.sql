-- Failed and refused sign-ins per role, so the admin inbox can say how many there were lately.
-- No address, email or password is kept: only when, for which role, and whether the limiter refused it.
CREATE TABLE IF NOT EXISTS auth_failed_sign_ins (
  at timestamptz NOT NULL DEFAULT now(),
  role text NOT NULL,
  refused boolean NOT NULL DEFAULT false
);

CREATE INDEX IF NOT EXISTS auth_failed_sign_ins_role_at ON auth_failed_sign_ins (role, at);
