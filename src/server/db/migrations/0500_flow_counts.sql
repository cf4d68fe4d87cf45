-- Flow counting (src/server/routes/flows.ts): how often each transition of a counted machine was
-- taken, per day, by visitors who allowed analytics. Only the machine id, the transition's states and
-- event type (all from the machine definitions) and a count: no address, browser, cookie, identifier,
-- free text or time of day. Rows older than the retention period are deleted by the retention purge.
CREATE TABLE IF NOT EXISTS flow_counts (
  day date NOT NULL,
  machine text NOT NULL,
  source text NOT NULL,
  event text NOT NULL,
  target text NOT NULL,
  count bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, machine, source, event, target)
);
CREATE INDEX IF NOT EXISTS flow_counts_machine_day ON flow_counts (machine, day);
