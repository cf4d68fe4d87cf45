-- A sales status on every kind of lead (new, contacted, qualified, won, lost)
-- with a free-text note and when either last changed. Handled stays as it is:
-- "handled" says someone has looked at it, the status says where the deal is.
ALTER TABLE contact_messages
  ADD COLUMN IF NOT EXISTS lead_status text NOT NULL DEFAULT 'new',
  ADD COLUMN IF NOT EXISTS lead_note text NOT NULL DEFAULT '',
  ADD COLUMN IF NOT EXISTS status_changed_at timestamptz;
ALTER TABLE lead_submissions
  ADD COLUMN IF NOT EXISTS lead_status text NOT NULL DEFAULT 'new',
  ADD COLUMN IF NOT EXISTS lead_note text NOT NULL DEFAULT '',
  ADD COLUMN IF NOT EXISTS status_changed_at timestamptz;
ALTER TABLE chat_leads
  ADD COLUMN IF NOT EXISTS lead_status text NOT NULL DEFAULT 'new',
  ADD COLUMN IF NOT EXISTS lead_note text NOT NULL DEFAULT '',
  ADD COLUMN IF NOT EXISTS status_changed_at timestamptz;
ALTER TABLE newsletter_subscriptions
  ADD COLUMN IF NOT EXISTS lead_status text NOT NULL DEFAULT 'new',
  ADD COLUMN IF NOT EXISTS lead_note text NOT NULL DEFAULT '',
  ADD COLUMN IF NOT EXISTS status_changed_at timestamptz;
ALTER TABLE consultation_requests
  ADD COLUMN IF NOT EXISTS lead_status text NOT NULL DEFAULT 'new',
  ADD COLUMN IF NOT EXISTS lead_note text NOT NULL DEFAULT '',
  ADD COLUMN IF NOT EXISTS status_changed_at timestamptz;

-- What the visitor did with the link in their confirmation email: '' (nothing),
-- 'withdrawn' or 'rescheduled', when, and the slot they moved away from.
ALTER TABLE consultation_requests
  ADD COLUMN IF NOT EXISTS visitor_action text NOT NULL DEFAULT '',
  ADD COLUMN IF NOT EXISTS visitor_action_at timestamptz,
  ADD COLUMN IF NOT EXISTS previous_slot text NOT NULL DEFAULT '';

-- Outbox messages to someone other than NOTIFY_TO (the visitor's confirmation)
-- and an HTML body beside the plain text. NULL: the team, text only.
ALTER TABLE notification_outbox
  ADD COLUMN IF NOT EXISTS recipient text,
  ADD COLUMN IF NOT EXISTS html text;

-- A change-or-withdraw link works once: its SHA-256 is stored when it is used.
CREATE TABLE IF NOT EXISTS manage_links_used (
  token_hash text PRIMARY KEY,
  record_id uuid NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now()
);

-- Secrets the server makes itself when no setting gives one (MANAGE_LINK_SECRET),
-- kept in the shared store so every process signs and checks links alike.
CREATE TABLE IF NOT EXISTS server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
