DROP INDEX "users_discover_idx";--> statement-breakpoint
CREATE INDEX "users_near_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE "users"."email_verified_at" is not null and "users"."deactivated_at" is null and "users"."suspended_at" is null;--> statement-breakpoint
ANALYZE "users";
