-- GET /api/user and every signed-in call: the session lookup (auth/session.ts userForToken)
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [["fbbe64fa4f53515b564a9499b09822772486f55f55ee4418bb391e9d6a29d221"]]
select "sessions"."id", "sessions"."expires_at", "users"."id", "users"."username", "users"."name", "users"."email", "users"."password_hash", "users"."oidc_issuer", "users"."oidc_subject", "users"."age", "users"."gender", "users"."bio", "users"."location", "users"."city", "users"."country", "users"."latitude", "users"."longitude", "users"."interests", "users"."profile_photo", "users"."photos", "users"."verification_status", "users"."premium_until", "users"."premium_plan", "users"."boosts", "users"."super_likes", "users"."boosted_until", "users"."max_distance", "users"."show_distance", "users"."interested_in", "users"."global_matching", "users"."location_sharing_enabled", "users"."show_on_map", "users"."privacy", "users"."language", "users"."occupation", "users"."education", "users"."zodiac_sign", "users"."height", "users"."relationship_goals", "users"."smoking_habits", "users"."drinking_habits", "users"."core_values", "users"."email_verified_at", "users"."deactivated_at", "users"."deactivation_reason", "users"."suspended_at", "users"."email_digest", "users"."push_settings", "users"."last_active_at", "users"."snoozed_at", "users"."snoozed_until", "users"."created_at" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where "sessions"."id" = any($1::text[]);
-- Nested Loop (actual rows=0 loops=1)
--   ->  Seq Scan on sessions (actual rows=0 loops=1)
--         Filter: (id = ANY ('{fbbe64fa4f53515b564a9499b09822772486f55f55ee4418bb391e9d6a29d221}'::text[]))
--         Rows Removed by Filter: 20
--   ->  Index Scan using users_pkey on users (never executed)
--         Index Cond: (id = sessions.user_id)
