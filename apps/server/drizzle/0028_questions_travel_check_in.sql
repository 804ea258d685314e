ALTER TABLE "users" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "opening_moves" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "travel" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "opening_move" jsonb;--> statement-breakpoint
ALTER TABLE "date_shares" ADD COLUMN "check_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "date_shares" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "date_shares" ADD COLUMN "share_location" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "date_shares" ADD COLUMN "asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "date_shares" ADD COLUMN "ok_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "date_shares" ADD COLUMN "alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "date_shares" ADD COLUMN "last_latitude" double precision;--> statement-breakpoint
ALTER TABLE "date_shares" ADD COLUMN "last_longitude" double precision;
