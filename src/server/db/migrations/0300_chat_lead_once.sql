-- A chat lead is stored once per conversation: a retried save (same
-- conversation_id) finds the first record instead of adding a second one
-- (POST /api/leads answers with the first id). Leads without a conversation
-- id are not affected.
--
-- Databases that already hold duplicates keep every row: later rows of a
-- conversation get their id suffixed with " (duplicate <row id>)" so the
-- unique index can be built. Safe to run again: nothing is left to rename and
-- the index exists. The lock keeps an old process from adding a duplicate
-- between the two statements.
LOCK TABLE chat_leads IN SHARE ROW EXCLUSIVE MODE;

UPDATE chat_leads AS later
   SET conversation_id = later.conversation_id || ' (duplicate ' || later.id::text || ')'
 WHERE later.conversation_id <> ''
   AND EXISTS (
     SELECT 1 FROM chat_leads AS earlier
      WHERE earlier.conversation_id = later.conversation_id
        AND (earlier.received_at, earlier.id::text) < (later.received_at, later.id::text)
   );

CREATE UNIQUE INDEX IF NOT EXISTS chat_leads_conversation_once ON chat_leads (conversation_id) WHERE conversation_id <> '';
