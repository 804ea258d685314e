CREATE TABLE "chaperone_matches" (
	"chaperone_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"shared_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chaperone_matches_chaperone_id_match_id_pk" PRIMARY KEY("chaperone_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "chaperone_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"chaperone_id" integer NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chaperones" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "date_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hidden_words" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"words" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_access" (
	"owner_id" integer NOT NULL,
	"viewer_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_access_owner_id_viewer_id_pk" PRIMARY KEY("owner_id","viewer_id")
);
--> statement-breakpoint
CREATE TABLE "private_photos" (
	"name" text PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "snoozed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "snoozed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chaperone_matches" ADD CONSTRAINT "chaperone_matches_chaperone_id_chaperones_id_fk" FOREIGN KEY ("chaperone_id") REFERENCES "public"."chaperones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chaperone_matches" ADD CONSTRAINT "chaperone_matches_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chaperone_views" ADD CONSTRAINT "chaperone_views_chaperone_id_chaperones_id_fk" FOREIGN KEY ("chaperone_id") REFERENCES "public"."chaperones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chaperones" ADD CONSTRAINT "chaperones_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_shares" ADD CONSTRAINT "date_shares_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_shares" ADD CONSTRAINT "date_shares_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_words" ADD CONSTRAINT "hidden_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_access" ADD CONSTRAINT "photo_access_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_access" ADD CONSTRAINT "photo_access_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_access" ADD CONSTRAINT "photo_access_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_photos" ADD CONSTRAINT "private_photos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chaperone_matches_match_idx" ON "chaperone_matches" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "chaperone_views_idx" ON "chaperone_views" USING btree ("chaperone_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chaperones_token_unique" ON "chaperones" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "chaperones_owner_idx" ON "chaperones" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "date_shares_token_unique" ON "date_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "date_shares_owner_idx" ON "date_shares" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "photo_access_match_idx" ON "photo_access" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "private_photos_owner_idx" ON "private_photos" USING btree ("owner_id");