CREATE TABLE "trust_signals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"code" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "trust_signals_user_idx" ON "trust_signals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "trust_signals_open_idx" ON "trust_signals" USING btree ("created_at") WHERE resolved_at is null;--> statement-breakpoint
CREATE TABLE "member_reviews" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"state" text NOT NULL,
	"reason" text,
	"since" timestamp with time zone NOT NULL,
	"appealed_at" timestamp with time zone,
	"appeal" text,
	"decided_by" integer REFERENCES "users"("id") ON DELETE set null,
	"decided_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "held_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"to_user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "held_actions_user_idx" ON "held_actions" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "trust_intros" (
	"sender_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"recipient_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"shape" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trust_intros_sender_id_recipient_id_pk" PRIMARY KEY("sender_id","recipient_id")
);--> statement-breakpoint
CREATE INDEX "trust_intros_sender_idx" ON "trust_intros" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE TABLE "message_warnings" (
	"message_id" integer PRIMARY KEY NOT NULL REFERENCES "messages"("id") ON DELETE cascade,
	"code" text NOT NULL
);--> statement-breakpoint
CREATE TABLE "photo_hashes" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"photo" text NOT NULL,
	"hash" bigint NOT NULL,
	"mirror" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "photo_hashes_user_id_photo_pk" PRIMARY KEY("user_id","photo")
);--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"uses" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
