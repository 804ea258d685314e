ALTER TABLE "users" ADD COLUMN "religion" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "religious_practice" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sect" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_faith" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marital_history" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "has_children" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wants_children" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "education_level" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "languages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marriage_timeline" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "height_cm" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "prompts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "age_min" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "age_max" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "discover_filters" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "swipes" ADD COLUMN "target" jsonb;--> statement-breakpoint
ALTER TABLE "swipes" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "swipes" ADD COLUMN "comment_flagged" boolean DEFAULT false NOT NULL;