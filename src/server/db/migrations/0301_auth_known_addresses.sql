-- Addresses an account has signed in from (key: SHA-256 of address and
-- account, never either in the clear). The account-wide sign-in limit does
-- not hold them, so guessing spread over many addresses cannot lock the owner
-- out from where they usually sign in. Rows older than 30 days are pruned.
CREATE TABLE IF NOT EXISTS auth_known_addresses (
  key text PRIMARY KEY,
  last_success_at timestamptz NOT NULL DEFAULT now()
);
