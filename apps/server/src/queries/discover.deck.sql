-- GET /api/discover, 50 km (discover/repo.ts findCandidates -> nearest.ts, statements in deck-statements.ts): an ordinary viewer
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [60617,33.965,35.245000000000005,["both","male"],["female"],[],[],"2026-11-25T22:42:58.404Z",50,50]
select u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.country, u.latitude,
  u.longitude, u.interests, u.profile_photo as "profilePhoto", u.photos, u.verification_status as "verificationStatus",
  u.max_distance as "maxDistance", u.show_distance as "showDistance", u.privacy, u.occupation, u.education,
  u.zodiac_sign as "zodiacSign", u.height, u.relationship_goals as "relationshipGoals",
  u.smoking_habits as "smokingHabits", u.drinking_habits as "drinkingHabits", u.core_values as "coreValues", (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km from users u
  where u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[]) and lower(u.email) <> all($7::text[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int) and u.boosted_until > $8::timestamptz and ($9::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $9::float8)
  order by km asc nulls last, u.id limit $10::int;
-- Limit (actual rows=0 loops=1)
--   ->  Sort (actual rows=0 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '33.965'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8293790093596665'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.245000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 25kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=0 loops=1)
--               Index Cond: (boosted_until > '2026-11-25 22:42:58.404+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.965'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8293790093596665'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.245000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--               Rows Removed by Filter: 200
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                       Index Cond: (from_user_id = 60617)
--                       Heap Fetches: 0
--               SubPlan 2
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                       Index Cond: (blocker_id = 60617)
--                       Heap Fetches: 0
--               SubPlan 3
--                 ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                       Index Cond: (blocked_id = 60617)

-- statement 2 (nearestDb: no bitmap scans, no sorts), parameters: [60617,33.965,35.245000000000005,["both","male"],["female"],[],[],"2026-11-25T22:42:58.404Z",34.70283258048929,33.515339817137736,35.787167419510716,34.41466018286227,50,50]
select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km from users u
  where point(u.longitude, u.latitude) <@ box(point($9::float8, $10::float8), point($11::float8, $12::float8)) and u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[]) and lower(u.email) <> all($7::text[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $13::float8
  order by point(u.longitude, u.latitude) <-> point($3::float8, $2::float8) limit $14::int;
-- Limit (actual rows=50 loops=1)
--   ->  Index Scan using users_near_idx on users u (actual rows=50 loops=1)
--         Index Cond: (point(longitude, latitude) <@ '(35.787167419510716,34.41466018286227),(34.70283258048929,33.515339817137736)'::box)
--         Order By: (point(longitude, latitude) <-> '(35.245000000000005,33.965)'::point)
--         Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-25 22:42:58.404+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.965'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8293790093596665'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.245000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--         Rows Removed by Filter: 125
--         SubPlan 1
--           ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                 Index Cond: (from_user_id = 60617)
--                 Heap Fetches: 0
--         SubPlan 2
--           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                 Index Cond: (blocker_id = 60617)
--                 Heap Fetches: 0
--         SubPlan 3
--           ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                 Index Cond: (blocked_id = 60617)

-- statement 3, parameters: [60617,33.965,35.245000000000005,["both","male"],["female"],[],[],"2026-11-25T22:42:58.404Z",35.143980500724204,33.881216561143056,35.346019499275805,34.04878343885695,35.143980500724204,33.881216561143056,35.346019499275805,34.04878343885695,9.31630609474498,50]
select u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.country, u.latitude,
  u.longitude, u.interests, u.profile_photo as "profilePhoto", u.photos, u.verification_status as "verificationStatus",
  u.max_distance as "maxDistance", u.show_distance as "showDistance", u.privacy, u.occupation, u.education,
  u.zodiac_sign as "zodiacSign", u.height, u.relationship_goals as "relationshipGoals",
  u.smoking_habits as "smokingHabits", u.drinking_habits as "drinkingHabits", u.core_values as "coreValues", (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km from users u
  where (point(u.longitude, u.latitude) <@ box(point($9::float8, $10::float8), point($11::float8, $12::float8)) or point(u.longitude, u.latitude) <@ box(point($13::float8, $14::float8), point($15::float8, $16::float8))) and u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[]) and lower(u.email) <> all($7::text[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $17::float8
  order by km asc, u.id limit $18::int;
-- Limit (actual rows=50 loops=1)
--   ->  Sort (actual rows=50 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '33.965'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8293790093596665'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.245000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 49kB
--         ->  Bitmap Heap Scan on users u (actual rows=55 loops=1)
--               Recheck Cond: ((point(longitude, latitude) <@ '(35.346019499275805,34.04878343885695),(35.143980500724204,33.881216561143056)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL))
--               Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-25 22:42:58.404+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.965'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8293790093596665'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.245000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '9.31630609474498'::double precision))
--               Rows Removed by Filter: 189
--               Heap Blocks: exact=236
--               ->  Bitmap Index Scan on users_near_idx (actual rows=244 loops=1)
--                     Index Cond: (point(longitude, latitude) <@ '(35.346019499275805,34.04878343885695),(35.143980500724204,33.881216561143056)'::box)
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                       Index Cond: (from_user_id = 60617)
--                       Heap Fetches: 0
--               SubPlan 2
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                       Index Cond: (blocker_id = 60617)
--                       Heap Fetches: 0
--               SubPlan 3
--                 ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                       Index Cond: (blocked_id = 60617)

-- GET /api/discover, 50 km: a heavy swiper (the 1,000 nearest already swiped)
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [12346,21.154999999999998,38.615,["both","female"],["female"],[],[],"2026-11-25T22:42:58.404Z",50,50]
select u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.country, u.latitude,
  u.longitude, u.interests, u.profile_photo as "profilePhoto", u.photos, u.verification_status as "verificationStatus",
  u.max_distance as "maxDistance", u.show_distance as "showDistance", u.privacy, u.occupation, u.education,
  u.zodiac_sign as "zodiacSign", u.height, u.relationship_goals as "relationshipGoals",
  u.smoking_habits as "smokingHabits", u.drinking_habits as "drinkingHabits", u.core_values as "coreValues", (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km from users u
  where u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[]) and lower(u.email) <> all($7::text[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int) and u.boosted_until > $8::timestamptz and ($9::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $9::float8)
  order by km asc nulls last, u.id limit $10::int;
-- Limit (actual rows=0 loops=1)
--   ->  Sort (actual rows=0 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '21.154999999999998'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9326075329074127'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '38.615'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 25kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=0 loops=1)
--               Index Cond: (boosted_until > '2026-11-25 22:42:58.404+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND (interested_in = ANY ('{both,female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.154999999999998'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9326075329074127'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.615'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--               Rows Removed by Filter: 200
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=1005 loops=1)
--                       Index Cond: (from_user_id = 12346)
--                       Heap Fetches: 0
--               SubPlan 2
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                       Index Cond: (blocker_id = 12346)
--                       Heap Fetches: 0
--               SubPlan 3
--                 ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                       Index Cond: (blocked_id = 12346)

-- statement 2 (nearestDb: no bitmap scans, no sorts), parameters: [12346,21.154999999999998,38.615,["both","female"],["female"],[],[],"2026-11-25T22:42:58.404Z",38.13284554792385,20.705339817137727,39.097154452076154,21.60466018286227,50,50]
select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km from users u
  where point(u.longitude, u.latitude) <@ box(point($9::float8, $10::float8), point($11::float8, $12::float8)) and u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[]) and lower(u.email) <> all($7::text[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $13::float8
  order by point(u.longitude, u.latitude) <-> point($3::float8, $2::float8) limit $14::int;
-- Limit (actual rows=0 loops=1)
--   ->  Index Scan using users_near_idx on users u (actual rows=0 loops=1)
--         Index Cond: (point(longitude, latitude) <@ '(39.097154452076154,21.60466018286227),(38.13284554792385,20.705339817137727)'::box)
--         Order By: (point(longitude, latitude) <-> '(38.615,21.154999999999998)'::point)
--         Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 12346) AND (interested_in = ANY ('{both,female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-25 22:42:58.404+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.154999999999998'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9326075329074127'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.615'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--         Rows Removed by Filter: 2393
--         SubPlan 1
--           ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=1005 loops=1)
--                 Index Cond: (from_user_id = 12346)
--                 Heap Fetches: 0
--         SubPlan 2
--           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (never executed)
--                 Index Cond: (blocker_id = 12346)
--                 Heap Fetches: 0
--         SubPlan 3
--           ->  Index Scan using blocks_blocked_idx on blocks b2 (never executed)
--                 Index Cond: (blocked_id = 12346)

-- GET /api/discover?globalMatching=true: worldwide
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [60617,33.965,35.245000000000005,["both","male"],["female"],[],[],"2026-11-25T22:42:58.404Z",null,50]
select u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.country, u.latitude,
  u.longitude, u.interests, u.profile_photo as "profilePhoto", u.photos, u.verification_status as "verificationStatus",
  u.max_distance as "maxDistance", u.show_distance as "showDistance", u.privacy, u.occupation, u.education,
  u.zodiac_sign as "zodiacSign", u.height, u.relationship_goals as "relationshipGoals",
  u.smoking_habits as "smokingHabits", u.drinking_habits as "drinkingHabits", u.core_values as "coreValues", (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km from users u
  where u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[]) and lower(u.email) <> all($7::text[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int) and u.boosted_until > $8::timestamptz and ($9::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $9::float8)
  order by km asc nulls last, u.id limit $10::int;
-- Limit (actual rows=50 loops=1)
--   ->  Sort (actual rows=50 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '33.965'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8293790093596665'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.245000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 48kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=54 loops=1)
--               Index Cond: (boosted_until > '2026-11-25 22:42:58.404+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)))
--               Rows Removed by Filter: 146
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                       Index Cond: (from_user_id = 60617)
--                       Heap Fetches: 0
--               SubPlan 2
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                       Index Cond: (blocker_id = 60617)
--                       Heap Fetches: 0
--               SubPlan 3
--                 ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                       Index Cond: (blocked_id = 60617)
