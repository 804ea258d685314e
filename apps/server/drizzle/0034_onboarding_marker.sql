ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "onboarding" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The rule it replaces: a date of birth or an unknown age meant onboarding applied.
UPDATE "users" SET "onboarding" = true WHERE "birth_date" IS NOT NULL OR "age" = 0;
