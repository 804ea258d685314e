-- The boosted part of a deck within a distance (discover/deck-statements.ts pageStatement) reads the
-- boosted members inside the radius's box on this index, not every boosted member anywhere through
-- users_boosted_idx (200 rows at 100k members, 600 at 300k, each read and checked for every deck
-- walked). Partial on boosted_until is not null: a boost that has ended stays in it until the row
-- is written again, and the statement still checks boosted_until > now.
CREATE INDEX "users_boosted_near_idx" ON "users" USING gist (point("longitude", "latitude")) WHERE "users"."boosted_until" is not null;--> statement-breakpoint
ANALYZE "users";
