-- GET /api/discover, 50 km (discover/repo.ts findCandidates -> nearest.ts, statements in deck-statements.ts): an ordinary viewer
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [60617,33.475,35.595000000000006,["both","male"],["female"],[],[],"2026-11-25T22:28:20.844Z",50,50]
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
    and not exists (select 1 from swipes s where s.from_user_id = $1::int and s.to_user_id = u.id offset 0)
    and not exists (select 1 from blocks b where b.blocker_id = $1::int and b.blocked_id = u.id offset 0)
    and not exists (select 1 from blocks b2 where b2.blocker_id = u.id and b2.blocked_id = $1::int offset 0) and u.boosted_until > $8::timestamptz and ($9::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $9::float8)
  order by km asc nulls last, u.id limit $10::int;
-- Limit (actual rows=0 loops=1)
--   ->  Sort (actual rows=0 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '33.475'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8341265706209123'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.595000000000006'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 25kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=0 loops=1)
--               Index Cond: (boosted_until > '2026-11-25 22:28:20.844+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.475'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8341265706209123'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.595000000000006'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND (NOT (SubPlan 2)) AND (NOT (SubPlan 3)) AND (NOT (SubPlan 1)))
--               Rows Removed by Filter: 200
--               SubPlan 2
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (never executed)
--                       Index Cond: ((blocker_id = 60617) AND (blocked_id = u.id))
--                       Heap Fetches: 0
--               SubPlan 3
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b2 (never executed)
--                       Index Cond: ((blocker_id = u.id) AND (blocked_id = 60617))
--                       Heap Fetches: 0
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (never executed)
--                       Index Cond: ((from_user_id = 60617) AND (to_user_id = u.id))
--                       Heap Fetches: 0

-- statement 2 (nearestDb: no bitmap scans, no sorts), parameters: [60617,33.475,35.595000000000006,["both","male"],["female"],[],[],"2026-11-25T22:28:20.844Z",35.055918502095494,33.025339817137734,36.13408149790452,33.92466018286227,50,50]
select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km from users u
  where point(u.longitude, u.latitude) <@ box(point($9::float8, $10::float8), point($11::float8, $12::float8)) and u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[]) and lower(u.email) <> all($7::text[])
    and not exists (select 1 from swipes s where s.from_user_id = $1::int and s.to_user_id = u.id offset 0)
    and not exists (select 1 from blocks b where b.blocker_id = $1::int and b.blocked_id = u.id offset 0)
    and not exists (select 1 from blocks b2 where b2.blocker_id = u.id and b2.blocked_id = $1::int offset 0) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $13::float8
  order by point(u.longitude, u.latitude) <-> point($3::float8, $2::float8) limit $14::int;
-- Limit (actual rows=50 loops=1)
--   ->  Index Scan using users_near_idx on users u (actual rows=50 loops=1)
--         Index Cond: (point(longitude, latitude) <@ '(36.13408149790452,33.92466018286227),(35.055918502095494,33.025339817137734)'::box)
--         Order By: (point(longitude, latitude) <-> '(35.595000000000006,33.475)'::point)
--         Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-25 22:28:20.844+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.475'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8341265706209123'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.595000000000006'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND (NOT (SubPlan 2)) AND (NOT (SubPlan 3)) AND (NOT (SubPlan 1)))
--         Rows Removed by Filter: 151
--         SubPlan 2
--           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=50)
--                 Index Cond: ((blocker_id = 60617) AND (blocked_id = u.id))
--                 Heap Fetches: 0
--         SubPlan 3
--           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b2 (actual rows=0 loops=50)
--                 Index Cond: ((blocker_id = u.id) AND (blocked_id = 60617))
--                 Heap Fetches: 0
--         SubPlan 1
--           ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=0 loops=50)
--                 Index Cond: ((from_user_id = 60617) AND (to_user_id = u.id))
--                 Heap Fetches: 0

-- statement 3, parameters: [60617,33.475,35.595000000000006,["both","male"],["female"],[],[],"2026-11-25T22:28:20.844Z",35.48300551233462,33.38158244000741,35.70699448766539,33.56841755999259,35.48300551233462,33.38158244000741,35.70699448766539,33.56841755999259,10.387572967402125,50]
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
    and not exists (select 1 from swipes s where s.from_user_id = $1::int and s.to_user_id = u.id offset 0)
    and not exists (select 1 from blocks b where b.blocker_id = $1::int and b.blocked_id = u.id offset 0)
    and not exists (select 1 from blocks b2 where b2.blocker_id = u.id and b2.blocked_id = $1::int offset 0) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $17::float8
  order by km asc, u.id limit $18::int;
-- Limit (actual rows=50 loops=1)
--   ->  Sort (actual rows=50 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '33.475'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8341265706209123'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.595000000000006'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 48kB
--         ->  Bitmap Heap Scan on users u (actual rows=55 loops=1)
--               Recheck Cond: ((point(longitude, latitude) <@ '(35.70699448766539,33.56841755999259),(35.48300551233462,33.38158244000741)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL))
--               Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-25 22:28:20.844+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.475'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8341265706209123'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.595000000000006'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '10.387572967402125'::double precision) AND (NOT (SubPlan 2)) AND (NOT (SubPlan 3)) AND (NOT (SubPlan 1)))
--               Rows Removed by Filter: 242
--               Heap Blocks: exact=291
--               ->  Bitmap Index Scan on users_near_idx (actual rows=297 loops=1)
--                     Index Cond: (point(longitude, latitude) <@ '(35.70699448766539,33.56841755999259),(35.48300551233462,33.38158244000741)'::box)
--               SubPlan 2
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=55)
--                       Index Cond: ((blocker_id = 60617) AND (blocked_id = u.id))
--                       Heap Fetches: 0
--               SubPlan 3
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b2 (actual rows=0 loops=55)
--                       Index Cond: ((blocker_id = u.id) AND (blocked_id = 60617))
--                       Heap Fetches: 0
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=0 loops=55)
--                       Index Cond: ((from_user_id = 60617) AND (to_user_id = u.id))
--                       Heap Fetches: 0

-- GET /api/discover, 50 km: a heavy swiper (the 1,000 nearest already swiped)
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [12346,21.505,38.845000000000006,["both","female"],["female"],[],[],"2026-11-25T22:28:20.844Z",50,50]
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
    and not exists (select 1 from swipes s where s.from_user_id = $1::int and s.to_user_id = u.id offset 0)
    and not exists (select 1 from blocks b where b.blocker_id = $1::int and b.blocked_id = u.id offset 0)
    and not exists (select 1 from blocks b2 where b2.blocker_id = u.id and b2.blocked_id = $1::int offset 0) and u.boosted_until > $8::timestamptz and ($9::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $9::float8)
  order by km asc nulls last, u.id limit $10::int;
-- Limit (actual rows=0 loops=1)
--   ->  Sort (actual rows=0 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '21.505'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.930385581173703'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '38.845000000000006'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 25kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=0 loops=1)
--               Index Cond: (boosted_until > '2026-11-25 22:28:20.844+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND (interested_in = ANY ('{both,female}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.505'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.930385581173703'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.845000000000006'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND (NOT (SubPlan 2)) AND (NOT (SubPlan 3)) AND (NOT (SubPlan 1)))
--               Rows Removed by Filter: 200
--               SubPlan 2
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (never executed)
--                       Index Cond: ((blocker_id = 12346) AND (blocked_id = u.id))
--                       Heap Fetches: 0
--               SubPlan 3
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b2 (never executed)
--                       Index Cond: ((blocker_id = u.id) AND (blocked_id = 12346))
--                       Heap Fetches: 0
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (never executed)
--                       Index Cond: ((from_user_id = 12346) AND (to_user_id = u.id))
--                       Heap Fetches: 0

-- statement 2 (nearestDb: no bitmap scans, no sorts), parameters: [12346,21.505,38.845000000000006,["both","female"],["female"],[],[],"2026-11-25T22:28:20.844Z",38.36169403685118,21.055339817137728,39.32830596314883,21.95466018286227,50,50]
select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km from users u
  where point(u.longitude, u.latitude) <@ box(point($9::float8, $10::float8), point($11::float8, $12::float8)) and u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[]) and lower(u.email) <> all($7::text[])
    and not exists (select 1 from swipes s where s.from_user_id = $1::int and s.to_user_id = u.id offset 0)
    and not exists (select 1 from blocks b where b.blocker_id = $1::int and b.blocked_id = u.id offset 0)
    and not exists (select 1 from blocks b2 where b2.blocker_id = u.id and b2.blocked_id = $1::int offset 0) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $13::float8
  order by point(u.longitude, u.latitude) <-> point($3::float8, $2::float8) limit $14::int;
-- Limit (actual rows=26 loops=1)
--   ->  Index Scan using users_near_idx on users u (actual rows=26 loops=1)
--         Index Cond: (point(longitude, latitude) <@ '(39.32830596314883,21.95466018286227),(38.36169403685118,21.055339817137728)'::box)
--         Order By: (point(longitude, latitude) <-> '(38.845000000000006,21.505)'::point)
--         Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 12346) AND (interested_in = ANY ('{both,female}'::text[])) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-25 22:28:20.844+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.505'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.930385581173703'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.845000000000006'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND (NOT (SubPlan 2)) AND (NOT (SubPlan 3)) AND (NOT (SubPlan 1)))
--         Rows Removed by Filter: 4440
--         SubPlan 2
--           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1009)
--                 Index Cond: ((blocker_id = 12346) AND (blocked_id = u.id))
--                 Heap Fetches: 0
--         SubPlan 3
--           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b2 (actual rows=0 loops=1009)
--                 Index Cond: ((blocker_id = u.id) AND (blocked_id = 12346))
--                 Heap Fetches: 0
--         SubPlan 1
--           ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=1 loops=1009)
--                 Index Cond: ((from_user_id = 12346) AND (to_user_id = u.id))
--                 Heap Fetches: 0

-- statement 3, parameters: [12346,21.505,38.845000000000006,["both","female"],["female"],[],[],"2026-11-25T22:28:20.844Z",[24706,31266,39556,98036,33716,13276,74056,16536,71296,27486,98676,84296,20966,90836,14386,67186,26126,45566,66176,66706,54616,11646,84606,16976,33506,31676]]
select u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.country, u.latitude,
  u.longitude, u.interests, u.profile_photo as "profilePhoto", u.photos, u.verification_status as "verificationStatus",
  u.max_distance as "maxDistance", u.show_distance as "showDistance", u.privacy, u.occupation, u.education,
  u.zodiac_sign as "zodiacSign", u.height, u.relationship_goals as "relationshipGoals",
  u.smoking_habits as "smokingHabits", u.drinking_habits as "drinkingHabits", u.core_values as "coreValues", (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km from users u
  where u.id = any($9::int[]) and u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[]) and lower(u.email) <> all($7::text[])
    and not exists (select 1 from swipes s where s.from_user_id = $1::int and s.to_user_id = u.id offset 0)
    and not exists (select 1 from blocks b where b.blocker_id = $1::int and b.blocked_id = u.id offset 0)
    and not exists (select 1 from blocks b2 where b2.blocker_id = u.id and b2.blocked_id = $1::int offset 0) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz)
  order by km asc, u.id;
-- Sort (actual rows=26 loops=1)
--   Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '21.505'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.930385581173703'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '38.845000000000006'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--   Sort Method: quicksort  Memory: 32kB
--   ->  Index Scan using users_pkey on users u (actual rows=26 loops=1)
--         Index Cond: (id = ANY ('{24706,31266,39556,98036,33716,13276,74056,16536,71296,27486,98676,84296,20966,90836,14386,67186,26126,45566,66176,66706,54616,11646,84606,16976,33506,31676}'::integer[]))
--         Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (interested_in = ANY ('{both,female}'::text[])) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-25 22:28:20.844+00'::timestamp with time zone)) AND (NOT (SubPlan 2)) AND (NOT (SubPlan 3)) AND (NOT (SubPlan 1)))
--         SubPlan 2
--           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=26)
--                 Index Cond: ((blocker_id = 12346) AND (blocked_id = u.id))
--                 Heap Fetches: 0
--         SubPlan 3
--           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b2 (actual rows=0 loops=26)
--                 Index Cond: ((blocker_id = u.id) AND (blocked_id = 12346))
--                 Heap Fetches: 0
--         SubPlan 1
--           ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=0 loops=26)
--                 Index Cond: ((from_user_id = 12346) AND (to_user_id = u.id))
--                 Heap Fetches: 0

-- GET /api/discover?globalMatching=true: worldwide
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [60617,33.475,35.595000000000006,["both","male"],["female"],[],[],"2026-11-25T22:28:20.844Z",null,50]
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
    and not exists (select 1 from swipes s where s.from_user_id = $1::int and s.to_user_id = u.id offset 0)
    and not exists (select 1 from blocks b where b.blocker_id = $1::int and b.blocked_id = u.id offset 0)
    and not exists (select 1 from blocks b2 where b2.blocker_id = u.id and b2.blocked_id = $1::int offset 0) and u.boosted_until > $8::timestamptz and ($9::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $9::float8)
  order by km asc nulls last, u.id limit $10::int;
-- Limit (actual rows=50 loops=1)
--   ->  Sort (actual rows=50 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '33.475'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8341265706209123'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.595000000000006'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 48kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=54 loops=1)
--               Index Cond: (boosted_until > '2026-11-25 22:28:20.844+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (SubPlan 2)) AND (NOT (SubPlan 3)) AND (NOT (SubPlan 1)))
--               Rows Removed by Filter: 146
--               SubPlan 2
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=54)
--                       Index Cond: ((blocker_id = 60617) AND (blocked_id = u.id))
--                       Heap Fetches: 0
--               SubPlan 3
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b2 (actual rows=0 loops=54)
--                       Index Cond: ((blocker_id = u.id) AND (blocked_id = 60617))
--                       Heap Fetches: 0
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=0 loops=54)
--                       Index Cond: ((from_user_id = 60617) AND (to_user_id = u.id))
--                       Heap Fetches: 0
