CREATE TABLE "safety_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"decision" text NOT NULL,
	"score" real NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "flagged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "safety_decisions" ADD CONSTRAINT "safety_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_decisions_time_idx" ON "safety_decisions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "safety_decisions_user_idx" ON "safety_decisions" USING btree ("user_id");