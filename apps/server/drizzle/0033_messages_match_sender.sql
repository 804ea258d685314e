CREATE INDEX IF NOT EXISTS "messages_match_sender_idx" ON "messages" USING btree ("match_id","sender_id");
