-- GET /api/discover, 50 km (discover/repo.ts findCandidates -> nearest.ts, statements in deck-statements.ts): an ordinary viewer
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [60617,34.025000000000006,35.865,["both","male"],["female"],[],[],"2026-11-25T22:50:22.749Z",50,50]
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
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '34.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8287934997112743'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.865'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 25kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=0 loops=1)
--               Index Cond: (boosted_until > '2026-11-25 22:50:22.749+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8287934997112743'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.865'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
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

-- statement 2 (nearestDb: no bitmap scans, no sorts), parameters: [60617,34.025000000000006,35.865,["both","male"],["female"],[],[],"2026-11-25T22:50:22.749Z",35.322449549324325,33.57533981713774,36.40755045067568,34.47466018286227,50,50]
select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km, point(u.longitude, u.latitude) <-> point($3::float8, $2::float8) as deg from users u
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
--         Index Cond: (point(longitude, latitude) <@ '(36.40755045067568,34.47466018286227),(35.322449549324325,33.57533981713774)'::box)
--         Order By: (point(longitude, latitude) <-> '(35.865,34.025000000000006)'::point)
--         Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-25 22:50:22.749+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8287934997112743'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.865'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--         Rows Removed by Filter: 115
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

-- statement 3, parameters: [60617,34.025000000000006,35.865,["both","male"],["female"],[],[],"2026-11-25T22:50:22.749Z",35.75458391057639,33.93348788038602,35.97541608942361,33.95829167974608,35.75458391057639,34.09170832025393,35.97541608942361,34.11651211961399,35.75458391057639,33.95829167974608,35.79829167974608,34.09170832025393,35.931708320253925,33.95829167974608,35.97541608942361,34.09170832025393,[50347,55037,8837,88297,75277,6017,70647,18397,2007,37677,35967,60297,56067,43227,18077,75997,54357,23687,88847,93867,19457,59297,19037,75707,31607,23377,58327,13797,80207,52997,64847,87697,4847,60387,65587,35617,90907,61187,93637,41827,34977,50937,33687,20007,70607,22247,34137,56657,47407,6107],10.17569737162347,50]
select u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.country, u.latitude,
  u.longitude, u.interests, u.profile_photo as "profilePhoto", u.photos, u.verification_status as "verificationStatus",
  u.max_distance as "maxDistance", u.show_distance as "showDistance", u.privacy, u.occupation, u.education,
  u.zodiac_sign as "zodiacSign", u.height, u.relationship_goals as "relationshipGoals",
  u.smoking_habits as "smokingHabits", u.drinking_habits as "drinkingHabits", u.core_values as "coreValues", (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km from users u
  where (u.id = any($25::int[]) or point(u.longitude, u.latitude) <@ box(point($9::float8, $10::float8), point($11::float8, $12::float8)) or point(u.longitude, u.latitude) <@ box(point($13::float8, $14::float8), point($15::float8, $16::float8)) or point(u.longitude, u.latitude) <@ box(point($17::float8, $18::float8), point($19::float8, $20::float8))
      or point(u.longitude, u.latitude) <@ box(point($21::float8, $22::float8), point($23::float8, $24::float8)))
    and u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[]) and lower(u.email) <> all($7::text[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $26::float8
  order by km asc, u.id limit $27::int;
-- Limit (actual rows=50 loops=1)
--   ->  Sort (actual rows=50 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '34.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8287934997112743'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.865'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 48kB
--         ->  Bitmap Heap Scan on users u (actual rows=55 loops=1)
--               Recheck Cond: ((id = ANY ('{50347,55037,8837,88297,75277,6017,70647,18397,2007,37677,35967,60297,56067,43227,18077,75997,54357,23687,88847,93867,19457,59297,19037,75707,31607,23377,58327,13797,80207,52997,64847,87697,4847,60387,65587,35617,90907,61187,93637,41827,34977,50937,33687,20007,70607,22247,34137,56657,47407,6107}'::integer[])) OR ((point(longitude, latitude) <@ '(35.97541608942361,33.95829167974608),(35.75458391057639,33.93348788038602)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.97541608942361,34.11651211961399),(35.75458391057639,34.09170832025393)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.79829167974608,34.09170832025393),(35.75458391057639,33.95829167974608)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.97541608942361,34.09170832025393),(35.931708320253925,33.95829167974608)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-25 22:50:22.749+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8287934997112743'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.865'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '10.17569737162347'::double precision))
--               Rows Removed by Filter: 146
--               Heap Blocks: exact=199
--               ->  BitmapOr (actual rows=0 loops=1)
--                     ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                           Index Cond: (id = ANY ('{50347,55037,8837,88297,75277,6017,70647,18397,2007,37677,35967,60297,56067,43227,18077,75997,54357,23687,88847,93867,19457,59297,19037,75707,31607,23377,58327,13797,80207,52997,64847,87697,4847,60387,65587,35617,90907,61187,93637,41827,34977,50937,33687,20007,70607,22247,34137,56657,47407,6107}'::integer[]))
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=40 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(35.97541608942361,33.95829167974608),(35.75458391057639,33.93348788038602)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=56 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(35.97541608942361,34.11651211961399),(35.75458391057639,34.09170832025393)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=42 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(35.79829167974608,34.09170832025393),(35.75458391057639,33.95829167974608)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=36 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(35.97541608942361,34.09170832025393),(35.931708320253925,33.95829167974608)'::box)
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

-- statement 1, parameters: [12346,21.555,39.225,["both","female"],["female"],[],[],"2026-11-25T22:50:22.749Z",50,50]
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
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '21.555'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9300653234396813'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '39.225'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 25kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=0 loops=1)
--               Index Cond: (boosted_until > '2026-11-25 22:50:22.749+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND (interested_in = ANY ('{both,female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.555'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9300653234396813'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.225'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
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

-- statement 2 (nearestDb: no bitmap scans, no sorts), parameters: [12346,21.555,39.225,["both","female"],["female"],[],[],"2026-11-25T22:50:22.749Z",38.741527611825425,21.10533981713773,39.70847238817458,22.00466018286227,50,50]
select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km, point(u.longitude, u.latitude) <-> point($3::float8, $2::float8) as deg from users u
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
--         Index Cond: (point(longitude, latitude) <@ '(39.70847238817458,22.00466018286227),(38.741527611825425,21.10533981713773)'::box)
--         Order By: (point(longitude, latitude) <-> '(39.225,21.555)'::point)
--         Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 12346) AND (interested_in = ANY ('{both,female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-25 22:50:22.749+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.555'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9300653234396813'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.225'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--         Rows Removed by Filter: 3885
--         SubPlan 1
--           ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=1005 loops=1)
--                 Index Cond: (from_user_id = 12346)
--                 Heap Fetches: 0
--         SubPlan 2
--           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                 Index Cond: (blocker_id = 12346)
--                 Heap Fetches: 0
--         SubPlan 3
--           ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                 Index Cond: (blocked_id = 12346)

-- statement 3, parameters: [12346,21.555,39.225,["both","female"],["female"],[],[],"2026-11-25T22:50:22.749Z",38.77341818386984,21.134999998999998,39.67658181613016,21.258015152198634,38.77341818386984,21.851984847801365,39.67658181613016,21.975000001,38.77341818386984,21.258015152198634,38.92801515219863,21.851984847801365,39.52198484780137,21.258015152198634,39.67658181613016,21.851984847801365,[87356,67486,88756,69276,38406,5236,8706,76296,80716,83166,26866,23496,96756,48136,75406,56686,75656,47396,51036,42396,4986,55166,46386,64346,1666,72696,82136,3666,74646,38016,32666,70366,61796,55436,82756,47476,91186,97316,45746,13396,27296,70056,69676,22136,26726,7056,68226,45586,32376,806],46.701933698084005,50]
select u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.country, u.latitude,
  u.longitude, u.interests, u.profile_photo as "profilePhoto", u.photos, u.verification_status as "verificationStatus",
  u.max_distance as "maxDistance", u.show_distance as "showDistance", u.privacy, u.occupation, u.education,
  u.zodiac_sign as "zodiacSign", u.height, u.relationship_goals as "relationshipGoals",
  u.smoking_habits as "smokingHabits", u.drinking_habits as "drinkingHabits", u.core_values as "coreValues", (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km from users u
  where (u.id = any($25::int[]) or point(u.longitude, u.latitude) <@ box(point($9::float8, $10::float8), point($11::float8, $12::float8)) or point(u.longitude, u.latitude) <@ box(point($13::float8, $14::float8), point($15::float8, $16::float8)) or point(u.longitude, u.latitude) <@ box(point($17::float8, $18::float8), point($19::float8, $20::float8))
      or point(u.longitude, u.latitude) <@ box(point($21::float8, $22::float8), point($23::float8, $24::float8)))
    and u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[]) and lower(u.email) <> all($7::text[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $26::float8
  order by km asc, u.id limit $27::int;
-- Limit (actual rows=50 loops=1)
--   ->  Sort (actual rows=50 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '21.555'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9300653234396813'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '39.225'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: top-N heapsort  Memory: 62kB
--         ->  Bitmap Heap Scan on users u (actual rows=120 loops=1)
--               Recheck Cond: ((id = ANY ('{87356,67486,88756,69276,38406,5236,8706,76296,80716,83166,26866,23496,96756,48136,75406,56686,75656,47396,51036,42396,4986,55166,46386,64346,1666,72696,82136,3666,74646,38016,32666,70366,61796,55436,82756,47476,91186,97316,45746,13396,27296,70056,69676,22136,26726,7056,68226,45586,32376,806}'::integer[])) OR ((point(longitude, latitude) <@ '(39.67658181613016,21.258015152198634),(38.77341818386984,21.134999998999998)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(39.67658181613016,21.975000001),(38.77341818386984,21.851984847801365)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(38.92801515219863,21.851984847801365),(38.77341818386984,21.258015152198634)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(39.67658181613016,21.851984847801365),(39.52198484780137,21.258015152198634)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND (interested_in = ANY ('{both,female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-25 22:50:22.749+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.555'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9300653234396813'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.225'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '46.701933698084005'::double precision))
--               Rows Removed by Filter: 2844
--               Heap Blocks: exact=2436
--               ->  BitmapOr (actual rows=0 loops=1)
--                     ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                           Index Cond: (id = ANY ('{87356,67486,88756,69276,38406,5236,8706,76296,80716,83166,26866,23496,96756,48136,75406,56686,75656,47396,51036,42396,4986,55166,46386,64346,1666,72696,82136,3666,74646,38016,32666,70366,61796,55436,82756,47476,91186,97316,45746,13396,27296,70056,69676,22136,26726,7056,68226,45586,32376,806}'::integer[]))
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=821 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(39.67658181613016,21.258015152198634),(38.77341818386984,21.134999998999998)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=833 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(39.67658181613016,21.975000001),(38.77341818386984,21.851984847801365)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=673 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(38.92801515219863,21.851984847801365),(38.77341818386984,21.258015152198634)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=637 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(39.67658181613016,21.851984847801365),(39.52198484780137,21.258015152198634)'::box)
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

-- GET /api/discover?globalMatching=true: worldwide
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [60617,34.025000000000006,35.865,["both","male"],["female"],[],[],"2026-11-25T22:50:22.749Z",null,50]
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
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '34.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8287934997112743'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.865'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 48kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=54 loops=1)
--               Index Cond: (boosted_until > '2026-11-25 22:50:22.749+00'::timestamp with time zone)
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
