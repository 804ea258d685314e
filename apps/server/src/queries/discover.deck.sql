-- GET /api/discover, 50 km (discover/repo.ts findCandidates -> nearest.ts, statements in deck-statements.ts): an ordinary viewer
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [60617,33.545,35.995000000000005,["both","male"],["female"],[],[],"2026-11-28T04:30:30.698Z",50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null]
select u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.city_ar as "cityAr", u.country, u.latitude,
  u.longitude, u.interests, u.profile_photo as "profilePhoto", u.photos, u.verification_status as "verificationStatus",
  u.max_distance as "maxDistance", u.show_distance as "showDistance", u.privacy, u.occupation, u.education,
  u.zodiac_sign as "zodiacSign", u.height, u.relationship_goals as "relationshipGoals",
  u.smoking_habits as "smokingHabits", u.drinking_habits as "drinkingHabits", u.core_values as "coreValues",
  u.religion, u.religious_practice as "religiousPractice", u.sect, u.show_faith as "showFaith", u.marital_history as "maritalHistory",
  u.has_children as "hasChildren", u.wants_children as "wantsChildren", u.education_level as "educationLevel", u.languages,
  u.nationality, u.marriage_timeline as "marriageTimeline", u.height_cm as "heightCm", u.prompts, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km from users u
  where u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and lower(u.email) <> all($7::text[]) and u.id not in (select sr.user_id from staff_roles sr)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like))
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and u.boosted_until > $8::timestamptz and ($9::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $9::float8) and ($11::int is null or u.age >= $11::int) and ($12::int is null or u.age <= $12::int)
    and ($13::int is null or u.height_cm >= $13::int) and ($14::int is null or u.height_cm <= $14::int)
    and (not $15::bool or u.verification_status = 'approved')
    and ($16::text[] is null or u.relationship_goals = any($16::text[])) and ($17::text[] is null or case when u.show_faith then u.religion end = any($17::text[]))
    and ($18::text[] is null or case when u.show_faith then u.religious_practice end = any($18::text[])) and ($19::text[] is null or u.marital_history = any($19::text[]))
    and ($20::text[] is null or u.has_children = any($20::text[])) and ($21::text[] is null or u.wants_children = any($21::text[])) and ($22::text[] is null or u.smoking_habits = any($22::text[]))
    and ($23::text[] is null or u.drinking_habits = any($23::text[])) and ($24::text[] is null or u.education_level = any($24::text[]))
    and ($25::text[] is null or u.languages ?| $25::text[])
  order by km asc nulls last, u.id limit $10::int;
-- Limit (actual rows=0 loops=1)
--   ->  Sort (actual rows=0 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '33.545'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8334520746258233'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.995000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 25kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=0 loops=1)
--               Index Cond: (boosted_until > '2026-11-28 04:30:30.698+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-28 04:30:30.698+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 6)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.545'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8334520746258233'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.995000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--               Rows Removed by Filter: 200
--               SubPlan 1
--                 ->  Seq Scan on staff_roles sr (actual rows=0 loops=1)
--               SubPlan 2
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                       Index Cond: (blocker_id = 60617)
--                       Heap Fetches: 0
--               SubPlan 3
--                 ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                       Index Cond: (blocked_id = 60617)
--               SubPlan 6
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                       Index Cond: (from_user_id = 60617)
--                       Heap Fetches: 0
--               SubPlan 5
--                 ->  Bitmap Heap Scan on swipes l (never executed)
--                       Recheck Cond: (to_user_id = 60617)
--                       Filter: is_like
--                       ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                             Index Cond: ((to_user_id = 60617) AND (is_like = true))

-- statement 2 (nearestDb: no bitmap scans, no sorts), parameters: [60617,33.545,35.995000000000005,["both","male"],["female"],[],[],"2026-11-28T04:30:30.698Z",35.455482221396714,33.095339817137734,36.534517778603295,33.99466018286227,50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null]
select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km, point(u.longitude, u.latitude) <-> point($3::float8, $2::float8) as deg from users u
  where point(u.longitude, u.latitude) <@ box(point($9::float8, $10::float8), point($11::float8, $12::float8)) and u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and lower(u.email) <> all($7::text[]) and u.id not in (select sr.user_id from staff_roles sr)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like))
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $13::float8 and ($15::int is null or u.age >= $15::int) and ($16::int is null or u.age <= $16::int)
    and ($17::int is null or u.height_cm >= $17::int) and ($18::int is null or u.height_cm <= $18::int)
    and (not $19::bool or u.verification_status = 'approved')
    and ($20::text[] is null or u.relationship_goals = any($20::text[])) and ($21::text[] is null or case when u.show_faith then u.religion end = any($21::text[]))
    and ($22::text[] is null or case when u.show_faith then u.religious_practice end = any($22::text[])) and ($23::text[] is null or u.marital_history = any($23::text[]))
    and ($24::text[] is null or u.has_children = any($24::text[])) and ($25::text[] is null or u.wants_children = any($25::text[])) and ($26::text[] is null or u.smoking_habits = any($26::text[]))
    and ($27::text[] is null or u.drinking_habits = any($27::text[])) and ($28::text[] is null or u.education_level = any($28::text[]))
    and ($29::text[] is null or u.languages ?| $29::text[])
  order by point(u.longitude, u.latitude) <-> point($3::float8, $2::float8) limit $14::int;
-- Limit (actual rows=50 loops=1)
--   ->  Index Scan using users_near_idx on users u (actual rows=50 loops=1)
--         Index Cond: (point(longitude, latitude) <@ '(36.534517778603295,33.99466018286227),(35.455482221396714,33.095339817137734)'::box)
--         Order By: (point(longitude, latitude) <-> '(35.995000000000005,33.545)'::point)
--         Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-28 04:30:30.698+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 6)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-28 04:30:30.698+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.545'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8334520746258233'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.995000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 174
--         SubPlan 1
--           ->  Seq Scan on staff_roles sr (actual rows=0 loops=1)
--         SubPlan 2
--           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                 Index Cond: (blocker_id = 60617)
--                 Heap Fetches: 0
--         SubPlan 3
--           ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                 Index Cond: (blocked_id = 60617)
--         SubPlan 6
--           ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                 Index Cond: (from_user_id = 60617)
--                 Heap Fetches: 0
--         SubPlan 5
--           ->  Index Scan using swipes_to_idx on swipes l (never executed)
--                 Index Cond: ((to_user_id = 60617) AND (is_like = true))

-- statement 3, parameters: [60617,33.545,35.995000000000005,["both","male"],["female"],[],[],"2026-11-28T04:30:30.698Z",35.87132760091341,33.44192500668137,36.1186723990866,33.471175884772656,35.87132760091341,33.61882411522735,36.1186723990866,33.64807499331863,35.87132760091341,33.471175884772656,35.92117588477266,33.61882411522735,36.06882411522735,33.471175884772656,36.1186723990866,33.61882411522735,[60117,95517,89257,84037,90307,90497,27127,92737,7377,89987,83107,93107,42957,6597,92887,5837,16847,29697,12187,72287,85417,97427,11407,87037,63977,81447,92037,23137,31097,16427,6637,34327,18587,92307,86547,75767,46977,47677,61267,36257,99587,76877,8077,64087,6327,42117,25597,52137,66287,44317],11.461432040940913,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null]
select u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.city_ar as "cityAr", u.country, u.latitude,
  u.longitude, u.interests, u.profile_photo as "profilePhoto", u.photos, u.verification_status as "verificationStatus",
  u.max_distance as "maxDistance", u.show_distance as "showDistance", u.privacy, u.occupation, u.education,
  u.zodiac_sign as "zodiacSign", u.height, u.relationship_goals as "relationshipGoals",
  u.smoking_habits as "smokingHabits", u.drinking_habits as "drinkingHabits", u.core_values as "coreValues",
  u.religion, u.religious_practice as "religiousPractice", u.sect, u.show_faith as "showFaith", u.marital_history as "maritalHistory",
  u.has_children as "hasChildren", u.wants_children as "wantsChildren", u.education_level as "educationLevel", u.languages,
  u.nationality, u.marriage_timeline as "marriageTimeline", u.height_cm as "heightCm", u.prompts, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km from users u
  where (u.id = any($25::int[]) or point(u.longitude, u.latitude) <@ box(point($9::float8, $10::float8), point($11::float8, $12::float8)) or point(u.longitude, u.latitude) <@ box(point($13::float8, $14::float8), point($15::float8, $16::float8)) or point(u.longitude, u.latitude) <@ box(point($17::float8, $18::float8), point($19::float8, $20::float8))
      or point(u.longitude, u.latitude) <@ box(point($21::float8, $22::float8), point($23::float8, $24::float8)))
    and u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and lower(u.email) <> all($7::text[]) and u.id not in (select sr.user_id from staff_roles sr)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like))
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $26::float8 and ($28::int is null or u.age >= $28::int) and ($29::int is null or u.age <= $29::int)
    and ($30::int is null or u.height_cm >= $30::int) and ($31::int is null or u.height_cm <= $31::int)
    and (not $32::bool or u.verification_status = 'approved')
    and ($33::text[] is null or u.relationship_goals = any($33::text[])) and ($34::text[] is null or case when u.show_faith then u.religion end = any($34::text[]))
    and ($35::text[] is null or case when u.show_faith then u.religious_practice end = any($35::text[])) and ($36::text[] is null or u.marital_history = any($36::text[]))
    and ($37::text[] is null or u.has_children = any($37::text[])) and ($38::text[] is null or u.wants_children = any($38::text[])) and ($39::text[] is null or u.smoking_habits = any($39::text[]))
    and ($40::text[] is null or u.drinking_habits = any($40::text[])) and ($41::text[] is null or u.education_level = any($41::text[]))
    and ($42::text[] is null or u.languages ?| $42::text[])
  order by km asc, u.id limit $27::int;
-- Limit (actual rows=50 loops=1)
--   ->  Sort (actual rows=50 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '33.545'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8334520746258233'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.995000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 55kB
--         ->  Bitmap Heap Scan on users u (actual rows=57 loops=1)
--               Recheck Cond: ((id = ANY ('{60117,95517,89257,84037,90307,90497,27127,92737,7377,89987,83107,93107,42957,6597,92887,5837,16847,29697,12187,72287,85417,97427,11407,87037,63977,81447,92037,23137,31097,16427,6637,34327,18587,92307,86547,75767,46977,47677,61267,36257,99587,76877,8077,64087,6327,42117,25597,52137,66287,44317}'::integer[])) OR ((point(longitude, latitude) <@ '(36.1186723990866,33.471175884772656),(35.87132760091341,33.44192500668137)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(36.1186723990866,33.64807499331863),(35.87132760091341,33.61882411522735)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.92117588477266,33.61882411522735),(35.87132760091341,33.471175884772656)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(36.1186723990866,33.61882411522735),(36.06882411522735,33.471175884772656)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-28 04:30:30.698+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 6)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-28 04:30:30.698+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.545'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8334520746258233'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.995000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '11.461432040940913'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--               Rows Removed by Filter: 153
--               Heap Blocks: exact=209
--               ->  BitmapOr (actual rows=0 loops=1)
--                     ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                           Index Cond: (id = ANY ('{60117,95517,89257,84037,90307,90497,27127,92737,7377,89987,83107,93107,42957,6597,92887,5837,16847,29697,12187,72287,85417,97427,11407,87037,63977,81447,92037,23137,31097,16427,6637,34327,18587,92307,86547,75767,46977,47677,61267,36257,99587,76877,8077,64087,6327,42117,25597,52137,66287,44317}'::integer[]))
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=58 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(36.1186723990866,33.471175884772656),(35.87132760091341,33.44192500668137)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=47 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(36.1186723990866,33.64807499331863),(35.87132760091341,33.61882411522735)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=40 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(35.92117588477266,33.61882411522735),(35.87132760091341,33.471175884772656)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=35 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(36.1186723990866,33.61882411522735),(36.06882411522735,33.471175884772656)'::box)
--               SubPlan 1
--                 ->  Seq Scan on staff_roles sr (actual rows=0 loops=1)
--               SubPlan 2
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                       Index Cond: (blocker_id = 60617)
--                       Heap Fetches: 0
--               SubPlan 3
--                 ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                       Index Cond: (blocked_id = 60617)
--               SubPlan 6
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                       Index Cond: (from_user_id = 60617)
--                       Heap Fetches: 0
--               SubPlan 5
--                 ->  Bitmap Heap Scan on swipes l (never executed)
--                       Recheck Cond: (to_user_id = 60617)
--                       Filter: is_like
--                       ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                             Index Cond: ((to_user_id = 60617) AND (is_like = true))

-- GET /api/discover, 50 km: a viewer with an age range and strict filters (bench/lib/seed.ts STRICT_FILTERS)
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [8888,32.525000000000006,35.975,["both","male"],["male","female","other"],[],[],"2026-11-28T04:30:30.698Z",50,50,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null]
select u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.city_ar as "cityAr", u.country, u.latitude,
  u.longitude, u.interests, u.profile_photo as "profilePhoto", u.photos, u.verification_status as "verificationStatus",
  u.max_distance as "maxDistance", u.show_distance as "showDistance", u.privacy, u.occupation, u.education,
  u.zodiac_sign as "zodiacSign", u.height, u.relationship_goals as "relationshipGoals",
  u.smoking_habits as "smokingHabits", u.drinking_habits as "drinkingHabits", u.core_values as "coreValues",
  u.religion, u.religious_practice as "religiousPractice", u.sect, u.show_faith as "showFaith", u.marital_history as "maritalHistory",
  u.has_children as "hasChildren", u.wants_children as "wantsChildren", u.education_level as "educationLevel", u.languages,
  u.nationality, u.marriage_timeline as "marriageTimeline", u.height_cm as "heightCm", u.prompts, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km from users u
  where u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and lower(u.email) <> all($7::text[]) and u.id not in (select sr.user_id from staff_roles sr)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like))
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and u.boosted_until > $8::timestamptz and ($9::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $9::float8) and ($11::int is null or u.age >= $11::int) and ($12::int is null or u.age <= $12::int)
    and ($13::int is null or u.height_cm >= $13::int) and ($14::int is null or u.height_cm <= $14::int)
    and (not $15::bool or u.verification_status = 'approved')
    and ($16::text[] is null or u.relationship_goals = any($16::text[])) and ($17::text[] is null or case when u.show_faith then u.religion end = any($17::text[]))
    and ($18::text[] is null or case when u.show_faith then u.religious_practice end = any($18::text[])) and ($19::text[] is null or u.marital_history = any($19::text[]))
    and ($20::text[] is null or u.has_children = any($20::text[])) and ($21::text[] is null or u.wants_children = any($21::text[])) and ($22::text[] is null or u.smoking_habits = any($22::text[]))
    and ($23::text[] is null or u.drinking_habits = any($23::text[])) and ($24::text[] is null or u.education_level = any($24::text[]))
    and ($25::text[] is null or u.languages ?| $25::text[])
  order by km asc nulls last, u.id limit $10::int;
-- Limit (actual rows=0 loops=1)
--   ->  Sort (actual rows=0 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '32.525000000000006'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8431569243545284'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.975'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 25kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=0 loops=1)
--               Index Cond: (boosted_until > '2026-11-28 04:30:30.698+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-28 04:30:30.698+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 6)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '32.525000000000006'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8431569243545284'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.975'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--               Rows Removed by Filter: 200
--               SubPlan 1
--                 ->  Seq Scan on staff_roles sr (actual rows=0 loops=1)
--               SubPlan 2
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                       Index Cond: (blocker_id = 8888)
--                       Heap Fetches: 0
--               SubPlan 3
--                 ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                       Index Cond: (blocked_id = 8888)
--               SubPlan 6
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                       Index Cond: (from_user_id = 8888)
--                       Heap Fetches: 0
--               SubPlan 5
--                 ->  Bitmap Heap Scan on swipes l (never executed)
--                       Recheck Cond: (to_user_id = 8888)
--                       Filter: is_like
--                       ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                             Index Cond: ((to_user_id = 8888) AND (is_like = true))

-- statement 2 (nearestDb: no bitmap scans, no sorts), parameters: [8888,32.525000000000006,35.975,["both","male"],["male","female","other"],[],[],"2026-11-28T04:30:30.698Z",35.44169232405162,32.07533981713774,36.50830767594838,32.97466018286227,50,50,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null]
select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km, point(u.longitude, u.latitude) <-> point($3::float8, $2::float8) as deg from users u
  where point(u.longitude, u.latitude) <@ box(point($9::float8, $10::float8), point($11::float8, $12::float8)) and u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and lower(u.email) <> all($7::text[]) and u.id not in (select sr.user_id from staff_roles sr)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like))
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $13::float8 and ($15::int is null or u.age >= $15::int) and ($16::int is null or u.age <= $16::int)
    and ($17::int is null or u.height_cm >= $17::int) and ($18::int is null or u.height_cm <= $18::int)
    and (not $19::bool or u.verification_status = 'approved')
    and ($20::text[] is null or u.relationship_goals = any($20::text[])) and ($21::text[] is null or case when u.show_faith then u.religion end = any($21::text[]))
    and ($22::text[] is null or case when u.show_faith then u.religious_practice end = any($22::text[])) and ($23::text[] is null or u.marital_history = any($23::text[]))
    and ($24::text[] is null or u.has_children = any($24::text[])) and ($25::text[] is null or u.wants_children = any($25::text[])) and ($26::text[] is null or u.smoking_habits = any($26::text[]))
    and ($27::text[] is null or u.drinking_habits = any($27::text[])) and ($28::text[] is null or u.education_level = any($28::text[]))
    and ($29::text[] is null or u.languages ?| $29::text[])
  order by point(u.longitude, u.latitude) <-> point($3::float8, $2::float8) limit $14::int;
-- Limit (actual rows=50 loops=1)
--   ->  Index Scan using users_near_idx on users u (actual rows=50 loops=1)
--         Index Cond: (point(longitude, latitude) <@ '(36.50830767594838,32.97466018286227),(35.44169232405162,32.07533981713774)'::box)
--         Order By: (point(longitude, latitude) <-> '(35.975,32.525000000000006)'::point)
--         Filter: ((id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-28 04:30:30.698+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 6)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-28 04:30:30.698+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '32.525000000000006'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8431569243545284'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.975'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 556
--         SubPlan 1
--           ->  Seq Scan on staff_roles sr (actual rows=0 loops=1)
--         SubPlan 2
--           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                 Index Cond: (blocker_id = 8888)
--                 Heap Fetches: 0
--         SubPlan 3
--           ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                 Index Cond: (blocked_id = 8888)
--         SubPlan 6
--           ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                 Index Cond: (from_user_id = 8888)
--                 Heap Fetches: 0
--         SubPlan 5
--           ->  Index Scan using swipes_to_idx on swipes l (never executed)
--                 Index Cond: ((to_user_id = 8888) AND (is_like = true))

-- statement 3, parameters: [8888,32.525000000000006,35.975,["both","male"],["male","female","other"],[],[],"2026-11-28T04:30:30.698Z",35.7241905354493,32.313528458355734,36.2258094645507,32.36975825319264,35.7241905354493,32.68024174680737,36.2258094645507,32.73647154164428,35.7241905354493,32.36975825319264,35.81975825319264,32.68024174680737,36.130241746807364,32.36975825319264,36.2258094645507,32.68024174680737,[47728,33238,17228,47178,96488,82848,25478,81568,5878,35398,43538,28618,77708,23448,72078,71358,62978,43578,65178,23878,87458,70638,92758,65138,31078,63828,75548,73358,95638,24298,30188,14548,14388,84908,68188,10658,67038,74538,40988,13928,38108,1388,44298,73388,79968,57088,4438,44888,3458,15368],23.514594929049153,50,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null]
select u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.city_ar as "cityAr", u.country, u.latitude,
  u.longitude, u.interests, u.profile_photo as "profilePhoto", u.photos, u.verification_status as "verificationStatus",
  u.max_distance as "maxDistance", u.show_distance as "showDistance", u.privacy, u.occupation, u.education,
  u.zodiac_sign as "zodiacSign", u.height, u.relationship_goals as "relationshipGoals",
  u.smoking_habits as "smokingHabits", u.drinking_habits as "drinkingHabits", u.core_values as "coreValues",
  u.religion, u.religious_practice as "religiousPractice", u.sect, u.show_faith as "showFaith", u.marital_history as "maritalHistory",
  u.has_children as "hasChildren", u.wants_children as "wantsChildren", u.education_level as "educationLevel", u.languages,
  u.nationality, u.marriage_timeline as "marriageTimeline", u.height_cm as "heightCm", u.prompts, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km from users u
  where (u.id = any($25::int[]) or point(u.longitude, u.latitude) <@ box(point($9::float8, $10::float8), point($11::float8, $12::float8)) or point(u.longitude, u.latitude) <@ box(point($13::float8, $14::float8), point($15::float8, $16::float8)) or point(u.longitude, u.latitude) <@ box(point($17::float8, $18::float8), point($19::float8, $20::float8))
      or point(u.longitude, u.latitude) <@ box(point($21::float8, $22::float8), point($23::float8, $24::float8)))
    and u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and lower(u.email) <> all($7::text[]) and u.id not in (select sr.user_id from staff_roles sr)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like))
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $26::float8 and ($28::int is null or u.age >= $28::int) and ($29::int is null or u.age <= $29::int)
    and ($30::int is null or u.height_cm >= $30::int) and ($31::int is null or u.height_cm <= $31::int)
    and (not $32::bool or u.verification_status = 'approved')
    and ($33::text[] is null or u.relationship_goals = any($33::text[])) and ($34::text[] is null or case when u.show_faith then u.religion end = any($34::text[]))
    and ($35::text[] is null or case when u.show_faith then u.religious_practice end = any($35::text[])) and ($36::text[] is null or u.marital_history = any($36::text[]))
    and ($37::text[] is null or u.has_children = any($37::text[])) and ($38::text[] is null or u.wants_children = any($38::text[])) and ($39::text[] is null or u.smoking_habits = any($39::text[]))
    and ($40::text[] is null or u.drinking_habits = any($40::text[])) and ($41::text[] is null or u.education_level = any($41::text[]))
    and ($42::text[] is null or u.languages ?| $42::text[])
  order by km asc, u.id limit $27::int;
-- Limit (actual rows=50 loops=1)
--   ->  Sort (actual rows=50 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '32.525000000000006'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8431569243545284'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.975'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 54kB
--         ->  Bitmap Heap Scan on users u (actual rows=58 loops=1)
--               Recheck Cond: ((id = ANY ('{47728,33238,17228,47178,96488,82848,25478,81568,5878,35398,43538,28618,77708,23448,72078,71358,62978,43578,65178,23878,87458,70638,92758,65138,31078,63828,75548,73358,95638,24298,30188,14548,14388,84908,68188,10658,67038,74538,40988,13928,38108,1388,44298,73388,79968,57088,4438,44888,3458,15368}'::integer[])) OR ((point(longitude, latitude) <@ '(36.2258094645507,32.36975825319264),(35.7241905354493,32.313528458355734)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(36.2258094645507,32.73647154164428),(35.7241905354493,32.68024174680737)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.81975825319264,32.68024174680737),(35.7241905354493,32.36975825319264)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(36.2258094645507,32.68024174680737),(36.130241746807364,32.36975825319264)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-28 04:30:30.698+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 6)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-28 04:30:30.698+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '32.525000000000006'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8431569243545284'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.975'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '23.514594929049153'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--               Rows Removed by Filter: 440
--               Heap Blocks: exact=490
--               ->  BitmapOr (actual rows=0 loops=1)
--                     ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                           Index Cond: (id = ANY ('{47728,33238,17228,47178,96488,82848,25478,81568,5878,35398,43538,28618,77708,23448,72078,71358,62978,43578,65178,23878,87458,70638,92758,65138,31078,63828,75548,73358,95638,24298,30188,14548,14388,84908,68188,10658,67038,74538,40988,13928,38108,1388,44298,73388,79968,57088,4438,44888,3458,15368}'::integer[]))
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=213 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(36.2258094645507,32.36975825319264),(35.7241905354493,32.313528458355734)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=0 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(36.2258094645507,32.73647154164428),(35.7241905354493,32.68024174680737)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=123 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(35.81975825319264,32.68024174680737),(35.7241905354493,32.36975825319264)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=131 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(36.2258094645507,32.68024174680737),(36.130241746807364,32.36975825319264)'::box)
--               SubPlan 1
--                 ->  Seq Scan on staff_roles sr (actual rows=0 loops=1)
--               SubPlan 2
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                       Index Cond: (blocker_id = 8888)
--                       Heap Fetches: 0
--               SubPlan 3
--                 ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                       Index Cond: (blocked_id = 8888)
--               SubPlan 6
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                       Index Cond: (from_user_id = 8888)
--                       Heap Fetches: 0
--               SubPlan 5
--                 ->  Bitmap Heap Scan on swipes l (never executed)
--                       Recheck Cond: (to_user_id = 8888)
--                       Filter: is_like
--                       ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                             Index Cond: ((to_user_id = 8888) AND (is_like = true))

-- GET /api/discover, 50 km: a heavy swiper (the 1,000 nearest already swiped)
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [12346,21.035,38.985,["both","female"],["female"],[],[],"2026-11-28T04:30:30.698Z",50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null]
select u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.city_ar as "cityAr", u.country, u.latitude,
  u.longitude, u.interests, u.profile_photo as "profilePhoto", u.photos, u.verification_status as "verificationStatus",
  u.max_distance as "maxDistance", u.show_distance as "showDistance", u.privacy, u.occupation, u.education,
  u.zodiac_sign as "zodiacSign", u.height, u.relationship_goals as "relationshipGoals",
  u.smoking_habits as "smokingHabits", u.drinking_habits as "drinkingHabits", u.core_values as "coreValues",
  u.religion, u.religious_practice as "religiousPractice", u.sect, u.show_faith as "showFaith", u.marital_history as "maritalHistory",
  u.has_children as "hasChildren", u.wants_children as "wantsChildren", u.education_level as "educationLevel", u.languages,
  u.nationality, u.marriage_timeline as "marriageTimeline", u.height_cm as "heightCm", u.prompts, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km from users u
  where u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and lower(u.email) <> all($7::text[]) and u.id not in (select sr.user_id from staff_roles sr)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like))
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and u.boosted_until > $8::timestamptz and ($9::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $9::float8) and ($11::int is null or u.age >= $11::int) and ($12::int is null or u.age <= $12::int)
    and ($13::int is null or u.height_cm >= $13::int) and ($14::int is null or u.height_cm <= $14::int)
    and (not $15::bool or u.verification_status = 'approved')
    and ($16::text[] is null or u.relationship_goals = any($16::text[])) and ($17::text[] is null or case when u.show_faith then u.religion end = any($17::text[]))
    and ($18::text[] is null or case when u.show_faith then u.religious_practice end = any($18::text[])) and ($19::text[] is null or u.marital_history = any($19::text[]))
    and ($20::text[] is null or u.has_children = any($20::text[])) and ($21::text[] is null or u.wants_children = any($21::text[])) and ($22::text[] is null or u.smoking_habits = any($22::text[]))
    and ($23::text[] is null or u.drinking_habits = any($23::text[])) and ($24::text[] is null or u.education_level = any($24::text[]))
    and ($25::text[] is null or u.languages ?| $25::text[])
  order by km asc nulls last, u.id limit $10::int;
-- Limit (actual rows=0 loops=1)
--   ->  Sort (actual rows=0 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '21.035'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9333613378022334'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '38.985'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 25kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=0 loops=1)
--               Index Cond: (boosted_until > '2026-11-28 04:30:30.698+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-28 04:30:30.698+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,female}'::text[])) AND (NOT (hashed SubPlan 6)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.035'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9333613378022334'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.985'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--               Rows Removed by Filter: 200
--               SubPlan 1
--                 ->  Seq Scan on staff_roles sr (actual rows=0 loops=1)
--               SubPlan 2
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                       Index Cond: (blocker_id = 12346)
--                       Heap Fetches: 0
--               SubPlan 3
--                 ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                       Index Cond: (blocked_id = 12346)
--               SubPlan 6
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=1005 loops=1)
--                       Index Cond: (from_user_id = 12346)
--                       Heap Fetches: 0
--               SubPlan 5
--                 ->  Bitmap Heap Scan on swipes l (never executed)
--                       Recheck Cond: (to_user_id = 12346)
--                       Filter: is_like
--                       ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                             Index Cond: ((to_user_id = 12346) AND (is_like = true))

-- statement 2 (nearestDb: no bitmap scans, no sorts), parameters: [12346,21.035,38.985,["both","female"],["female"],[],[],"2026-11-28T04:30:30.698Z",38.50323495654803,20.58533981713773,39.46676504345197,21.48466018286227,50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null]
select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km, point(u.longitude, u.latitude) <-> point($3::float8, $2::float8) as deg from users u
  where point(u.longitude, u.latitude) <@ box(point($9::float8, $10::float8), point($11::float8, $12::float8)) and u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and lower(u.email) <> all($7::text[]) and u.id not in (select sr.user_id from staff_roles sr)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like))
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $13::float8 and ($15::int is null or u.age >= $15::int) and ($16::int is null or u.age <= $16::int)
    and ($17::int is null or u.height_cm >= $17::int) and ($18::int is null or u.height_cm <= $18::int)
    and (not $19::bool or u.verification_status = 'approved')
    and ($20::text[] is null or u.relationship_goals = any($20::text[])) and ($21::text[] is null or case when u.show_faith then u.religion end = any($21::text[]))
    and ($22::text[] is null or case when u.show_faith then u.religious_practice end = any($22::text[])) and ($23::text[] is null or u.marital_history = any($23::text[]))
    and ($24::text[] is null or u.has_children = any($24::text[])) and ($25::text[] is null or u.wants_children = any($25::text[])) and ($26::text[] is null or u.smoking_habits = any($26::text[]))
    and ($27::text[] is null or u.drinking_habits = any($27::text[])) and ($28::text[] is null or u.education_level = any($28::text[]))
    and ($29::text[] is null or u.languages ?| $29::text[])
  order by point(u.longitude, u.latitude) <-> point($3::float8, $2::float8) limit $14::int;
-- Limit (actual rows=0 loops=1)
--   ->  Index Scan using users_near_idx on users u (actual rows=0 loops=1)
--         Index Cond: (point(longitude, latitude) <@ '(39.46676504345197,21.48466018286227),(38.50323495654803,20.58533981713773)'::box)
--         Order By: (point(longitude, latitude) <-> '(38.985,21.035)'::point)
--         Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-28 04:30:30.698+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,female}'::text[])) AND (NOT (hashed SubPlan 6)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-28 04:30:30.698+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.035'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9333613378022334'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.985'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 3522
--         SubPlan 1
--           ->  Seq Scan on staff_roles sr (actual rows=0 loops=1)
--         SubPlan 2
--           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                 Index Cond: (blocker_id = 12346)
--                 Heap Fetches: 0
--         SubPlan 3
--           ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                 Index Cond: (blocked_id = 12346)
--         SubPlan 6
--           ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=1005 loops=1)
--                 Index Cond: (from_user_id = 12346)
--                 Heap Fetches: 0
--         SubPlan 5
--           ->  Index Scan using swipes_to_idx on swipes l (never executed)
--                 Index Cond: ((to_user_id = 12346) AND (is_like = true))

-- GET /api/discover?globalMatching=true: worldwide
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [60617,33.545,35.995000000000005,["both","male"],["female"],[],[],"2026-11-28T04:30:30.698Z",null,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null]
select u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.city_ar as "cityAr", u.country, u.latitude,
  u.longitude, u.interests, u.profile_photo as "profilePhoto", u.photos, u.verification_status as "verificationStatus",
  u.max_distance as "maxDistance", u.show_distance as "showDistance", u.privacy, u.occupation, u.education,
  u.zodiac_sign as "zodiacSign", u.height, u.relationship_goals as "relationshipGoals",
  u.smoking_habits as "smokingHabits", u.drinking_habits as "drinkingHabits", u.core_values as "coreValues",
  u.religion, u.religious_practice as "religiousPractice", u.sect, u.show_faith as "showFaith", u.marital_history as "maritalHistory",
  u.has_children as "hasChildren", u.wants_children as "wantsChildren", u.education_level as "educationLevel", u.languages,
  u.nationality, u.marriage_timeline as "marriageTimeline", u.height_cm as "heightCm", u.prompts, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km from users u
  where u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and lower(u.email) <> all($7::text[]) and u.id not in (select sr.user_id from staff_roles sr)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like))
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and u.boosted_until > $8::timestamptz and ($9::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $9::float8) and ($11::int is null or u.age >= $11::int) and ($12::int is null or u.age <= $12::int)
    and ($13::int is null or u.height_cm >= $13::int) and ($14::int is null or u.height_cm <= $14::int)
    and (not $15::bool or u.verification_status = 'approved')
    and ($16::text[] is null or u.relationship_goals = any($16::text[])) and ($17::text[] is null or case when u.show_faith then u.religion end = any($17::text[]))
    and ($18::text[] is null or case when u.show_faith then u.religious_practice end = any($18::text[])) and ($19::text[] is null or u.marital_history = any($19::text[]))
    and ($20::text[] is null or u.has_children = any($20::text[])) and ($21::text[] is null or u.wants_children = any($21::text[])) and ($22::text[] is null or u.smoking_habits = any($22::text[]))
    and ($23::text[] is null or u.drinking_habits = any($23::text[])) and ($24::text[] is null or u.education_level = any($24::text[]))
    and ($25::text[] is null or u.languages ?| $25::text[])
  order by km asc nulls last, u.id limit $10::int;
-- Limit (actual rows=50 loops=1)
--   ->  Sort (actual rows=50 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '33.545'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8334520746258233'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.995000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 52kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=54 loops=1)
--               Index Cond: (boosted_until > '2026-11-28 04:30:30.698+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-28 04:30:30.698+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 6)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--               Rows Removed by Filter: 146
--               SubPlan 1
--                 ->  Seq Scan on staff_roles sr (actual rows=0 loops=1)
--               SubPlan 2
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                       Index Cond: (blocker_id = 60617)
--                       Heap Fetches: 0
--               SubPlan 3
--                 ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                       Index Cond: (blocked_id = 60617)
--               SubPlan 6
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                       Index Cond: (from_user_id = 60617)
--                       Heap Fetches: 0
--               SubPlan 5
--                 ->  Bitmap Heap Scan on swipes l (never executed)
--                       Recheck Cond: (to_user_id = 60617)
--                       Filter: is_like
--                       ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                             Index Cond: ((to_user_id = 60617) AND (is_like = true))
