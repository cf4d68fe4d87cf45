-- How many visitor emails (contact receipts, consultation confirmations) each recipient address got in
-- the current day-long window, shared by every API process: a form cannot be used to flood one inbox.
-- The address only as a SHA-256; ended windows are deleted by the retention purge.
CREATE TABLE IF NOT EXISTS visitor_mail_sends (
  key text PRIMARY KEY,
  sends integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL DEFAULT now()
);
