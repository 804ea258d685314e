CREATE TABLE "used_selfie_challenges" (
	"nonce" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verified_faces" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"embedding" jsonb NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"photos_mismatch_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "used_selfie_challenges" ADD CONSTRAINT "used_selfie_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verified_faces" ADD CONSTRAINT "verified_faces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "used_selfie_challenges_expires_idx" ON "used_selfie_challenges" USING btree ("expires_at");