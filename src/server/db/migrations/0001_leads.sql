-- Every record keeps when it arrived, the page it came from and a spam flag.
CREATE TABLE IF NOT EXISTS contact_messages (
  id uuid PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  page text NOT NULL DEFAULT '',
  spam boolean NOT NULL DEFAULT false,
  handled_at timestamptz,
  name text NOT NULL,
  email text NOT NULL,
  company text NOT NULL DEFAULT '',
  budget text NOT NULL,
  service text NOT NULL,
  message text NOT NULL
);

CREATE TABLE IF NOT EXISTS lead_submissions (
  id uuid PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  page text NOT NULL DEFAULT '',
  spam boolean NOT NULL DEFAULT false,
  handled_at timestamptz,
  source text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  company text NOT NULL DEFAULT '',
  service text NOT NULL DEFAULT '',
  message text NOT NULL DEFAULT ''
);

CREATE TABLE IF NOT EXISTS chat_leads (
  id uuid PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  page text NOT NULL DEFAULT '',
  spam boolean NOT NULL DEFAULT false,
  handled_at timestamptz,
  conversation_id text NOT NULL DEFAULT '',
  name text NOT NULL,
  email text NOT NULL,
  company text NOT NULL DEFAULT '',
  project_type text NOT NULL DEFAULT '',
  timeline text NOT NULL DEFAULT '',
  budget_band text NOT NULL DEFAULT ''
);

CREATE TABLE IF NOT EXISTS newsletter_subscriptions (
  id uuid PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  page text NOT NULL DEFAULT '',
  spam boolean NOT NULL DEFAULT false,
  handled_at timestamptz,
  email text NOT NULL,
  email_key text NOT NULL UNIQUE
);

CREATE TABLE IF NOT EXISTS consent_log (
  id uuid PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  consent_id text NOT NULL,
  categories jsonb NOT NULL,
  revision integer NOT NULL,
  source text NOT NULL DEFAULT 'banner'
);

CREATE TABLE IF NOT EXISTS notification_outbox (
  id uuid PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  kind text NOT NULL,
  record_id uuid NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  attachments jsonb NOT NULL DEFAULT '[]',
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  sent_at timestamptz
);

CREATE INDEX IF NOT EXISTS notification_outbox_pending ON notification_outbox (status, next_attempt_at);
