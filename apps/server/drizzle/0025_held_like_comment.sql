-- "Women write first": a man's like comment waits here until she writes (likes/held-comment.ts).
ALTER TABLE "matches" ADD COLUMN "held_comment" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "held_comment_from" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "held_comment_flagged" boolean DEFAULT false NOT NULL;
