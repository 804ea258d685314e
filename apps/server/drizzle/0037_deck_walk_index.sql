-- The deck's walk (discover/deck-statements.ts walkStatement) reads this index alone for what it
-- can decide from these columns (swiped, genders that fit both ways, onboarded, the age range) and
-- reads a member's row only for the rows left: a heavy swiper's walk no longer reads the rows of the
-- 1,000 members nearest them that they swiped. users_near_idx stays for the rest (the page's
-- boxes), a smaller index where every row is read anyway.
CREATE INDEX "users_near_walk_idx" ON "users" USING gist (point("longitude", "latitude")) INCLUDE ("id", "longitude", "latitude", "gender", "interested_in", "age") WHERE "users"."email_verified_at" is not null and "users"."deactivated_at" is null and "users"."suspended_at" is null;--> statement-breakpoint
ANALYZE "users";
