CREATE INDEX IF NOT EXISTS "users_photos_gin_idx" ON "users" USING gin ("photos");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_profile_photo_idx" ON "users" USING btree ("profile_photo") WHERE "users"."profile_photo" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_prompt_voices_idx" ON "users" USING gin (jsonb_path_query_array("prompts", '$[*].voice.name'));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "verification_requests_selfie_idx" ON "verification_requests" USING btree ("selfie_path");