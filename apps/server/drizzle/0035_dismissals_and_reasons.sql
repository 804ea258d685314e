CREATE TABLE IF NOT EXISTS "announcement_dismissals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"announcement_id" text NOT NULL,
	"dismissed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcement_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
-- A suspension from the moderation queue may come without a reason (the member is then told to contact support).
ALTER TABLE "member_suspensions" ALTER COLUMN "reason" DROP NOT NULL;
