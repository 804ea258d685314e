-- GET /api/discover, 50 km (discover/repo.ts findCandidates -> nearest.ts): an ordinary viewer
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [6371.0088,33.805,33.805,35.265,60617,"both","male","female",60617,60617,60617,"2026-11-23T11:38:45.030Z",6371.0088,33.805,33.805,35.265,50,6371.0088,33.805,33.805,35.265,50]
select "id", "username", "name", "email", "password_hash", "oidc_subject", "age", "gender", "bio", "location", "city", "country", "latitude", "longitude", "interests", "profile_photo", "photos", "verification_status", "premium_until", "premium_plan", "boosts", "super_likes", "boosted_until", "max_distance", "show_distance", "interested_in", "global_matching", "location_sharing_enabled", "show_on_map", "privacy", "language", "occupation", "education", "zodiac_sign", "height", "relationship_goals", "smoking_habits", "drinking_habits", "core_values", "email_verified_at", "deactivated_at", "deactivation_reason", "suspended_at", "email_digest", "last_active_at", "created_at", (2 * $1::float8 * asin(least(1, sqrt(
    power(sin(radians("latitude" - $2::float8) / 2), 2)
    + cos(radians($3::float8)) * cos(radians("latitude"))
    * power(sin(radians("longitude" - $4::float8) / 2), 2))))) from "users" where (("users"."id" <> $5 and ("users"."email_verified_at" is not null and "users"."deactivated_at" is null and "users"."suspended_at" is null) and "users"."interested_in" in ($6, $7) and "users"."gender" = $8 and not exists (select 1 from swipes s where s.from_user_id = $9 and s.to_user_id = "users"."id") and not exists (select 1 from blocks b where b.blocker_id = $10 and b.blocked_id = "users"."id") and not exists (select 1 from blocks b2 where b2.blocker_id = "users"."id" and b2.blocked_id = $11) and "users"."boosted_until" > $12) and (2 * $13::float8 * asin(least(1, sqrt(
    power(sin(radians("users"."latitude" - $14::float8) / 2), 2)
    + cos(radians($15::float8)) * cos(radians("users"."latitude"))
    * power(sin(radians("users"."longitude" - $16::float8) / 2), 2))))) <= $17::float8) order by (2 * $18::float8 * asin(least(1, sqrt(
    power(sin(radians("users"."latitude" - $19::float8) / 2), 2)
    + cos(radians($20::float8)) * cos(radians("users"."latitude"))
    * power(sin(radians("users"."longitude" - $21::float8) / 2), 2))))) asc nulls last, "users"."id" limit $22;
-- Limit (actual rows=0 loops=1)
--   ->  Result (actual rows=0 loops=1)
--         ->  Sort (actual rows=0 loops=1)
--               Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((users.latitude - '33.805'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8309359201597112'::double precision * cos(radians(users.latitude))) * power(sin((radians((users.longitude - '35.265'::double precision)) / '2'::double precision)), '2'::double precision)))))))), users.id
--               Sort Method: quicksort  Memory: 25kB
--               ->  Nested Loop Anti Join (actual rows=0 loops=1)
--                     Join Filter: (b2.blocker_id = users.id)
--                     ->  Nested Loop Anti Join (actual rows=0 loops=1)
--                           Join Filter: (b.blocked_id = users.id)
--                           ->  Hash Anti Join (actual rows=0 loops=1)
--                                 Hash Cond: (users.id = s.to_user_id)
--                                 ->  Index Scan using users_boosted_idx on users (actual rows=0 loops=1)
--                                       Index Cond: (boosted_until > '2026-11-23 11:38:45.03+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND (gender = 'female'::text) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.805'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8309359201597112'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.265'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--                                       Rows Removed by Filter: 200
--                                 ->  Hash (never executed)
--                                       ->  Index Only Scan using swipes_pair_unique on swipes s (never executed)
--                                             Index Cond: (from_user_id = 60617)
--                                             Heap Fetches: 0
--                           ->  Materialize (never executed)
--                                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (never executed)
--                                       Index Cond: (blocker_id = 60617)
--                                       Heap Fetches: 0
--                     ->  Materialize (never executed)
--                           ->  Index Scan using blocks_blocked_idx on blocks b2 (never executed)
--                                 Index Cond: (blocked_id = 60617)

-- statement 2 (nearestDb: no bitmap scans, no sorts), parameters: [6371.0088,33.805,33.805,35.265,34.72384846079123,33.35533981713773,35.80615153920877,34.25466018286227,60617,"both","male","female",60617,60617,60617,"2026-11-23T11:38:45.030Z",6371.0088,33.805,33.805,35.265,50,35.265,33.805,50]
select "id", (2 * $1::float8 * asin(least(1, sqrt(
    power(sin(radians("latitude" - $2::float8) / 2), 2)
    + cos(radians($3::float8)) * cos(radians("latitude"))
    * power(sin(radians("longitude" - $4::float8) / 2), 2))))) from "users" where (point("users"."longitude", "users"."latitude") <@ box(point($5::float8, $6::float8), point($7::float8, $8::float8)) and ("users"."id" <> $9 and ("users"."email_verified_at" is not null and "users"."deactivated_at" is null and "users"."suspended_at" is null) and "users"."interested_in" in ($10, $11) and "users"."gender" = $12 and not exists (select 1 from swipes s where s.from_user_id = $13 and s.to_user_id = "users"."id") and not exists (select 1 from blocks b where b.blocker_id = $14 and b.blocked_id = "users"."id") and not exists (select 1 from blocks b2 where b2.blocker_id = "users"."id" and b2.blocked_id = $15) and ("users"."boosted_until" is null or "users"."boosted_until" <= $16)) and (2 * $17::float8 * asin(least(1, sqrt(
    power(sin(radians("users"."latitude" - $18::float8) / 2), 2)
    + cos(radians($19::float8)) * cos(radians("users"."latitude"))
    * power(sin(radians("users"."longitude" - $20::float8) / 2), 2))))) <= $21::float8) order by point("users"."longitude", "users"."latitude") <-> point($22::float8, $23::float8) limit $24;
-- Limit (actual rows=50 loops=1)
--   ->  Nested Loop Anti Join (actual rows=50 loops=1)
--         Join Filter: (b2.blocker_id = users.id)
--         ->  Nested Loop Anti Join (actual rows=50 loops=1)
--               Join Filter: (b.blocked_id = users.id)
--               ->  Nested Loop Anti Join (actual rows=50 loops=1)
--                     Join Filter: (s.to_user_id = users.id)
--                     Rows Removed by Join Filter: 250
--                     ->  Index Scan using users_near_idx on users (actual rows=50 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(35.80615153920877,34.25466018286227),(34.72384846079123,33.35533981713773)'::box)
--                           Order By: (point(longitude, latitude) <-> '(35.265,33.805)'::point)
--                           Filter: ((id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-23 11:38:45.03+00'::timestamp with time zone)) AND (gender = 'female'::text) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.805'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8309359201597112'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.265'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--                           Rows Removed by Filter: 104
--                     ->  Materialize (actual rows=5 loops=50)
--                           ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                                 Index Cond: (from_user_id = 60617)
--                                 Heap Fetches: 0
--               ->  Materialize (actual rows=0 loops=50)
--                     ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                           Index Cond: (blocker_id = 60617)
--                           Heap Fetches: 0
--         ->  Materialize (actual rows=0 loops=50)
--               ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                     Index Cond: (blocked_id = 60617)

-- statement 3, parameters: [6371.0088,33.805,33.805,35.265,35.171736474307004,33.72750399688518,35.358263525693,33.88249600311482,60617,"both","male","female",60617,60617,60617,"2026-11-23T11:38:45.030Z",6371.0088,33.805,33.805,35.265,8.617174172935224,6371.0088,33.805,33.805,35.265,50]
select "id", "username", "name", "email", "password_hash", "oidc_subject", "age", "gender", "bio", "location", "city", "country", "latitude", "longitude", "interests", "profile_photo", "photos", "verification_status", "premium_until", "premium_plan", "boosts", "super_likes", "boosted_until", "max_distance", "show_distance", "interested_in", "global_matching", "location_sharing_enabled", "show_on_map", "privacy", "language", "occupation", "education", "zodiac_sign", "height", "relationship_goals", "smoking_habits", "drinking_habits", "core_values", "email_verified_at", "deactivated_at", "deactivation_reason", "suspended_at", "email_digest", "last_active_at", "created_at", (2 * $1::float8 * asin(least(1, sqrt(
    power(sin(radians("latitude" - $2::float8) / 2), 2)
    + cos(radians($3::float8)) * cos(radians("latitude"))
    * power(sin(radians("longitude" - $4::float8) / 2), 2))))) from "users" where (point("users"."longitude", "users"."latitude") <@ box(point($5::float8, $6::float8), point($7::float8, $8::float8)) and ("users"."id" <> $9 and ("users"."email_verified_at" is not null and "users"."deactivated_at" is null and "users"."suspended_at" is null) and "users"."interested_in" in ($10, $11) and "users"."gender" = $12 and not exists (select 1 from swipes s where s.from_user_id = $13 and s.to_user_id = "users"."id") and not exists (select 1 from blocks b where b.blocker_id = $14 and b.blocked_id = "users"."id") and not exists (select 1 from blocks b2 where b2.blocker_id = "users"."id" and b2.blocked_id = $15) and ("users"."boosted_until" is null or "users"."boosted_until" <= $16)) and (2 * $17::float8 * asin(least(1, sqrt(
    power(sin(radians("users"."latitude" - $18::float8) / 2), 2)
    + cos(radians($19::float8)) * cos(radians("users"."latitude"))
    * power(sin(radians("users"."longitude" - $20::float8) / 2), 2))))) <= $21::float8) order by (2 * $22::float8 * asin(least(1, sqrt(
    power(sin(radians("users"."latitude" - $23::float8) / 2), 2)
    + cos(radians($24::float8)) * cos(radians("users"."latitude"))
    * power(sin(radians("users"."longitude" - $25::float8) / 2), 2))))) asc, "users"."id" asc limit $26;
-- Limit (actual rows=50 loops=1)
--   ->  Result (actual rows=50 loops=1)
--         ->  Sort (actual rows=50 loops=1)
--               Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((users.latitude - '33.805'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8309359201597112'::double precision * cos(radians(users.latitude))) * power(sin((radians((users.longitude - '35.265'::double precision)) / '2'::double precision)), '2'::double precision)))))))), users.id
--               Sort Method: quicksort  Memory: 51kB
--               ->  Nested Loop Anti Join (actual rows=52 loops=1)
--                     Join Filter: (b2.blocker_id = users.id)
--                     ->  Nested Loop Anti Join (actual rows=52 loops=1)
--                           Join Filter: (b.blocked_id = users.id)
--                           ->  Nested Loop Anti Join (actual rows=52 loops=1)
--                                 Join Filter: (s.to_user_id = users.id)
--                                 Rows Removed by Join Filter: 260
--                                 ->  Bitmap Heap Scan on users (actual rows=52 loops=1)
--                                       Recheck Cond: ((point(longitude, latitude) <@ '(35.358263525693,33.88249600311482),(35.171736474307004,33.72750399688518)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL))
--                                       Filter: ((id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-23 11:38:45.03+00'::timestamp with time zone)) AND (gender = 'female'::text) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.805'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8309359201597112'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.265'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '8.617174172935224'::double precision))
--                                       Rows Removed by Filter: 155
--                                       Heap Blocks: exact=206
--                                       ->  Bitmap Index Scan on users_near_idx (actual rows=207 loops=1)
--                                             Index Cond: (point(longitude, latitude) <@ '(35.358263525693,33.88249600311482),(35.171736474307004,33.72750399688518)'::box)
--                                 ->  Materialize (actual rows=5 loops=52)
--                                       ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                                             Index Cond: (from_user_id = 60617)
--                                             Heap Fetches: 0
--                           ->  Materialize (actual rows=0 loops=52)
--                                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                                       Index Cond: (blocker_id = 60617)
--                                       Heap Fetches: 0
--                     ->  Materialize (actual rows=0 loops=52)
--                           ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                                 Index Cond: (blocked_id = 60617)

-- GET /api/discover, 50 km: a heavy swiper (the 1,000 nearest already swiped)
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [6371.0088,21.615,21.615,39.135000000000005,12346,"both","female","female",12346,12346,12346,"2026-11-23T11:38:45.030Z",6371.0088,21.615,21.615,39.135000000000005,50,6371.0088,21.615,21.615,39.135000000000005,50]
select "id", "username", "name", "email", "password_hash", "oidc_subject", "age", "gender", "bio", "location", "city", "country", "latitude", "longitude", "interests", "profile_photo", "photos", "verification_status", "premium_until", "premium_plan", "boosts", "super_likes", "boosted_until", "max_distance", "show_distance", "interested_in", "global_matching", "location_sharing_enabled", "show_on_map", "privacy", "language", "occupation", "education", "zodiac_sign", "height", "relationship_goals", "smoking_habits", "drinking_habits", "core_values", "email_verified_at", "deactivated_at", "deactivation_reason", "suspended_at", "email_digest", "last_active_at", "created_at", (2 * $1::float8 * asin(least(1, sqrt(
    power(sin(radians("latitude" - $2::float8) / 2), 2)
    + cos(radians($3::float8)) * cos(radians("latitude"))
    * power(sin(radians("longitude" - $4::float8) / 2), 2))))) from "users" where (("users"."id" <> $5 and ("users"."email_verified_at" is not null and "users"."deactivated_at" is null and "users"."suspended_at" is null) and "users"."interested_in" in ($6, $7) and "users"."gender" = $8 and not exists (select 1 from swipes s where s.from_user_id = $9 and s.to_user_id = "users"."id") and not exists (select 1 from blocks b where b.blocker_id = $10 and b.blocked_id = "users"."id") and not exists (select 1 from blocks b2 where b2.blocker_id = "users"."id" and b2.blocked_id = $11) and "users"."boosted_until" > $12) and (2 * $13::float8 * asin(least(1, sqrt(
    power(sin(radians("users"."latitude" - $14::float8) / 2), 2)
    + cos(radians($15::float8)) * cos(radians("users"."latitude"))
    * power(sin(radians("users"."longitude" - $16::float8) / 2), 2))))) <= $17::float8) order by (2 * $18::float8 * asin(least(1, sqrt(
    power(sin(radians("users"."latitude" - $19::float8) / 2), 2)
    + cos(radians($20::float8)) * cos(radians("users"."latitude"))
    * power(sin(radians("users"."longitude" - $21::float8) / 2), 2))))) asc nulls last, "users"."id" limit $22;
-- Limit (actual rows=0 loops=1)
--   ->  Result (actual rows=0 loops=1)
--         ->  Sort (actual rows=0 loops=1)
--               Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((users.latitude - '21.615'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.929680079243888'::double precision * cos(radians(users.latitude))) * power(sin((radians((users.longitude - '39.135000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), users.id
--               Sort Method: quicksort  Memory: 25kB
--               ->  Nested Loop Anti Join (actual rows=0 loops=1)
--                     Join Filter: (b2.blocker_id = users.id)
--                     ->  Nested Loop Anti Join (actual rows=0 loops=1)
--                           Join Filter: (b.blocked_id = users.id)
--                           ->  Hash Anti Join (actual rows=0 loops=1)
--                                 Hash Cond: (users.id = s.to_user_id)
--                                 ->  Index Scan using users_boosted_idx on users (actual rows=0 loops=1)
--                                       Index Cond: (boosted_until > '2026-11-23 11:38:45.03+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 12346) AND (interested_in = ANY ('{both,female}'::text[])) AND (gender = 'female'::text) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.615'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.929680079243888'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.135000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--                                       Rows Removed by Filter: 200
--                                 ->  Hash (never executed)
--                                       ->  Index Only Scan using swipes_pair_unique on swipes s (never executed)
--                                             Index Cond: (from_user_id = 12346)
--                                             Heap Fetches: 0
--                           ->  Materialize (never executed)
--                                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (never executed)
--                                       Index Cond: (blocker_id = 12346)
--                                       Heap Fetches: 0
--                     ->  Materialize (never executed)
--                           ->  Index Scan using blocks_blocked_idx on blocks b2 (never executed)
--                                 Index Cond: (blocked_id = 12346)

-- statement 2 (nearestDb: no bitmap scans, no sorts), parameters: [6371.0088,21.615,21.615,39.135000000000005,38.651327264029824,21.165339817137728,39.618672735970186,22.06466018286227,12346,"both","female","female",12346,12346,12346,"2026-11-23T11:38:45.030Z",6371.0088,21.615,21.615,39.135000000000005,50,39.135000000000005,21.615,50]
select "id", (2 * $1::float8 * asin(least(1, sqrt(
    power(sin(radians("latitude" - $2::float8) / 2), 2)
    + cos(radians($3::float8)) * cos(radians("latitude"))
    * power(sin(radians("longitude" - $4::float8) / 2), 2))))) from "users" where (point("users"."longitude", "users"."latitude") <@ box(point($5::float8, $6::float8), point($7::float8, $8::float8)) and ("users"."id" <> $9 and ("users"."email_verified_at" is not null and "users"."deactivated_at" is null and "users"."suspended_at" is null) and "users"."interested_in" in ($10, $11) and "users"."gender" = $12 and not exists (select 1 from swipes s where s.from_user_id = $13 and s.to_user_id = "users"."id") and not exists (select 1 from blocks b where b.blocker_id = $14 and b.blocked_id = "users"."id") and not exists (select 1 from blocks b2 where b2.blocker_id = "users"."id" and b2.blocked_id = $15) and ("users"."boosted_until" is null or "users"."boosted_until" <= $16)) and (2 * $17::float8 * asin(least(1, sqrt(
    power(sin(radians("users"."latitude" - $18::float8) / 2), 2)
    + cos(radians($19::float8)) * cos(radians("users"."latitude"))
    * power(sin(radians("users"."longitude" - $20::float8) / 2), 2))))) <= $21::float8) order by point("users"."longitude", "users"."latitude") <-> point($22::float8, $23::float8) limit $24;
-- Limit (actual rows=50 loops=1)
--   ->  Nested Loop Anti Join (actual rows=50 loops=1)
--         Join Filter: (b2.blocker_id = users.id)
--         ->  Nested Loop Anti Join (actual rows=50 loops=1)
--               Join Filter: (b.blocked_id = users.id)
--               ->  Nested Loop Anti Join (actual rows=50 loops=1)
--                     ->  Index Scan using users_near_idx on users (actual rows=1050 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(39.618672735970186,22.06466018286227),(38.651327264029824,21.165339817137728)'::box)
--                           Order By: (point(longitude, latitude) <-> '(39.135000000000005,21.615)'::point)
--                           Filter: ((id <> 12346) AND (interested_in = ANY ('{both,female}'::text[])) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-23 11:38:45.03+00'::timestamp with time zone)) AND (gender = 'female'::text) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.615'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.929680079243888'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.135000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--                           Rows Removed by Filter: 2861
--                     ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=1 loops=1050)
--                           Index Cond: ((from_user_id = 12346) AND (to_user_id = users.id))
--                           Heap Fetches: 0
--               ->  Materialize (actual rows=0 loops=50)
--                     ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                           Index Cond: (blocker_id = 12346)
--                           Heap Fetches: 0
--         ->  Materialize (actual rows=0 loops=50)
--               ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                     Index Cond: (blocked_id = 12346)

-- statement 3, parameters: [6371.0088,21.615,21.615,39.135000000000005,38.68145859051727,21.19335218395281,39.58854140948274,22.036647816047186,12346,"both","female","female",12346,12346,12346,"2026-11-23T11:38:45.030Z",6371.0088,21.615,21.615,39.135000000000005,46.88516262446571,6371.0088,21.615,21.615,39.135000000000005,50]
select "id", "username", "name", "email", "password_hash", "oidc_subject", "age", "gender", "bio", "location", "city", "country", "latitude", "longitude", "interests", "profile_photo", "photos", "verification_status", "premium_until", "premium_plan", "boosts", "super_likes", "boosted_until", "max_distance", "show_distance", "interested_in", "global_matching", "location_sharing_enabled", "show_on_map", "privacy", "language", "occupation", "education", "zodiac_sign", "height", "relationship_goals", "smoking_habits", "drinking_habits", "core_values", "email_verified_at", "deactivated_at", "deactivation_reason", "suspended_at", "email_digest", "last_active_at", "created_at", (2 * $1::float8 * asin(least(1, sqrt(
    power(sin(radians("latitude" - $2::float8) / 2), 2)
    + cos(radians($3::float8)) * cos(radians("latitude"))
    * power(sin(radians("longitude" - $4::float8) / 2), 2))))) from "users" where (point("users"."longitude", "users"."latitude") <@ box(point($5::float8, $6::float8), point($7::float8, $8::float8)) and ("users"."id" <> $9 and ("users"."email_verified_at" is not null and "users"."deactivated_at" is null and "users"."suspended_at" is null) and "users"."interested_in" in ($10, $11) and "users"."gender" = $12 and not exists (select 1 from swipes s where s.from_user_id = $13 and s.to_user_id = "users"."id") and not exists (select 1 from blocks b where b.blocker_id = $14 and b.blocked_id = "users"."id") and not exists (select 1 from blocks b2 where b2.blocker_id = "users"."id" and b2.blocked_id = $15) and ("users"."boosted_until" is null or "users"."boosted_until" <= $16)) and (2 * $17::float8 * asin(least(1, sqrt(
    power(sin(radians("users"."latitude" - $18::float8) / 2), 2)
    + cos(radians($19::float8)) * cos(radians("users"."latitude"))
    * power(sin(radians("users"."longitude" - $20::float8) / 2), 2))))) <= $21::float8) order by (2 * $22::float8 * asin(least(1, sqrt(
    power(sin(radians("users"."latitude" - $23::float8) / 2), 2)
    + cos(radians($24::float8)) * cos(radians("users"."latitude"))
    * power(sin(radians("users"."longitude" - $25::float8) / 2), 2))))) asc, "users"."id" asc limit $26;
-- Limit (actual rows=50 loops=1)
--   ->  Result (actual rows=50 loops=1)
--         ->  Sort (actual rows=50 loops=1)
--               Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((users.latitude - '21.615'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.929680079243888'::double precision * cos(radians(users.latitude))) * power(sin((radians((users.longitude - '39.135000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), users.id
--               Sort Method: top-N heapsort  Memory: 66kB
--               ->  Nested Loop Anti Join (actual rows=106 loops=1)
--                     Join Filter: (b2.blocker_id = users.id)
--                     ->  Nested Loop Anti Join (actual rows=106 loops=1)
--                           Join Filter: (b.blocked_id = users.id)
--                           ->  Nested Loop Anti Join (actual rows=106 loops=1)
--                                 ->  Bitmap Heap Scan on users (actual rows=1106 loops=1)
--                                       Recheck Cond: ((point(longitude, latitude) <@ '(39.58854140948274,22.036647816047186),(38.68145859051727,21.19335218395281)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL))
--                                       Filter: ((id <> 12346) AND (interested_in = ANY ('{both,female}'::text[])) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-23 11:38:45.03+00'::timestamp with time zone)) AND (gender = 'female'::text) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.615'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.929680079243888'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.135000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '46.88516262446571'::double precision))
--                                       Rows Removed by Filter: 4294
--                                       Heap Blocks: exact=3621
--                                       ->  Bitmap Index Scan on users_near_idx (actual rows=5400 loops=1)
--                                             Index Cond: (point(longitude, latitude) <@ '(39.58854140948274,22.036647816047186),(38.68145859051727,21.19335218395281)'::box)
--                                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=1 loops=1106)
--                                       Index Cond: ((from_user_id = 12346) AND (to_user_id = users.id))
--                                       Heap Fetches: 0
--                           ->  Materialize (actual rows=0 loops=106)
--                                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                                       Index Cond: (blocker_id = 12346)
--                                       Heap Fetches: 0
--                     ->  Materialize (actual rows=0 loops=106)
--                           ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                                 Index Cond: (blocked_id = 12346)

-- GET /api/discover?globalMatching=true: worldwide
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [6371.0088,33.805,33.805,35.265,60617,"both","male","female",60617,60617,60617,"2026-11-23T11:38:45.030Z",6371.0088,33.805,33.805,35.265,50]
select "id", "username", "name", "email", "password_hash", "oidc_subject", "age", "gender", "bio", "location", "city", "country", "latitude", "longitude", "interests", "profile_photo", "photos", "verification_status", "premium_until", "premium_plan", "boosts", "super_likes", "boosted_until", "max_distance", "show_distance", "interested_in", "global_matching", "location_sharing_enabled", "show_on_map", "privacy", "language", "occupation", "education", "zodiac_sign", "height", "relationship_goals", "smoking_habits", "drinking_habits", "core_values", "email_verified_at", "deactivated_at", "deactivation_reason", "suspended_at", "email_digest", "last_active_at", "created_at", (2 * $1::float8 * asin(least(1, sqrt(
    power(sin(radians("latitude" - $2::float8) / 2), 2)
    + cos(radians($3::float8)) * cos(radians("latitude"))
    * power(sin(radians("longitude" - $4::float8) / 2), 2))))) from "users" where ("users"."id" <> $5 and ("users"."email_verified_at" is not null and "users"."deactivated_at" is null and "users"."suspended_at" is null) and "users"."interested_in" in ($6, $7) and "users"."gender" = $8 and not exists (select 1 from swipes s where s.from_user_id = $9 and s.to_user_id = "users"."id") and not exists (select 1 from blocks b where b.blocker_id = $10 and b.blocked_id = "users"."id") and not exists (select 1 from blocks b2 where b2.blocker_id = "users"."id" and b2.blocked_id = $11) and "users"."boosted_until" > $12) order by (2 * $13::float8 * asin(least(1, sqrt(
    power(sin(radians("users"."latitude" - $14::float8) / 2), 2)
    + cos(radians($15::float8)) * cos(radians("users"."latitude"))
    * power(sin(radians("users"."longitude" - $16::float8) / 2), 2))))) asc nulls last, "users"."id" limit $17;
-- Limit (actual rows=50 loops=1)
--   ->  Result (actual rows=50 loops=1)
--         ->  Sort (actual rows=50 loops=1)
--               Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((users.latitude - '33.805'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8309359201597112'::double precision * cos(radians(users.latitude))) * power(sin((radians((users.longitude - '35.265'::double precision)) / '2'::double precision)), '2'::double precision)))))))), users.id
--               Sort Method: quicksort  Memory: 52kB
--               ->  Nested Loop Anti Join (actual rows=54 loops=1)
--                     Join Filter: (b2.blocker_id = users.id)
--                     ->  Nested Loop Anti Join (actual rows=54 loops=1)
--                           Join Filter: (b.blocked_id = users.id)
--                           ->  Hash Anti Join (actual rows=54 loops=1)
--                                 Hash Cond: (users.id = s.to_user_id)
--                                 ->  Index Scan using users_boosted_idx on users (actual rows=54 loops=1)
--                                       Index Cond: (boosted_until > '2026-11-23 11:38:45.03+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND (gender = 'female'::text))
--                                       Rows Removed by Filter: 146
--                                 ->  Hash (actual rows=5 loops=1)
--                                       Buckets: 1024  Batches: 1  Memory Usage: 9kB
--                                       ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                                             Index Cond: (from_user_id = 60617)
--                                             Heap Fetches: 0
--                           ->  Materialize (actual rows=0 loops=54)
--                                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                                       Index Cond: (blocker_id = 60617)
--                                       Heap Fetches: 0
--                     ->  Materialize (actual rows=0 loops=54)
--                           ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                                 Index Cond: (blocked_id = 60617)
