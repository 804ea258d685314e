-- GET /api/discover, 50 km (discover/repo.ts findCandidates -> nearest.ts, statements in deck-statements.ts): an ordinary viewer
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [60617,34.415,35.125,["both","male"],["female"],[],[],"2026-11-26T11:25:50.980Z",50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null]
select u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.country, u.latitude,
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
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[]) and lower(u.email) <> all($7::text[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like)) and u.boosted_until > $8::timestamptz and ($9::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '34.415'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8249655619881677'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.125'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 25kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=0 loops=1)
--               Index Cond: (boosted_until > '2026-11-26 11:25:50.98+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-26 11:25:50.98+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.415'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8249655619881677'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.125'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--               SubPlan 5
--                 ->  Bitmap Heap Scan on swipes l (never executed)
--                       Recheck Cond: (to_user_id = 60617)
--                       Filter: is_like
--                       ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                             Index Cond: ((to_user_id = 60617) AND (is_like = true))

-- statement 2 (nearestDb: no bitmap scans, no sorts), parameters: [60617,34.415,35.125,["both","male"],["female"],[],[],"2026-11-26T11:25:50.980Z",34.57993197533217,33.96533981713773,35.67006802466783,34.864660182862266,50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null]
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
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like)) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
--         Index Cond: (point(longitude, latitude) <@ '(35.67006802466783,34.864660182862266),(34.57993197533217,33.96533981713773)'::box)
--         Order By: (point(longitude, latitude) <-> '(35.125,34.415)'::point)
--         Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-26 11:25:50.98+00'::timestamp with time zone)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-26 11:25:50.98+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.415'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8249655619881677'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.125'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 127
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
--         SubPlan 5
--           ->  Index Scan using swipes_to_idx on swipes l (never executed)
--                 Index Cond: ((to_user_id = 60617) AND (is_like = true))

-- statement 3, parameters: [60617,34.415,35.125,["both","male"],["female"],[],[],"2026-11-26T11:25:50.980Z",35.02598337061169,34.33331470350346,35.22401662938831,34.354172374757844,35.02598337061169,34.475827625242154,35.22401662938831,34.49668529649654,35.02598337061169,34.354172374757844,35.064172374757845,34.475827625242154,35.185827625242155,34.354172374757844,35.22401662938831,34.475827625242154,[44137,37147,45267,81447,85457,39607,54417,20317,59047,56887,59027,52647,65217,92447,36417,53327,55777,45597,80497,1037,57507,88537,81137,11947,79427,22717,76037,70487,63117,95497,68217,59337,39627,14597,22497,93247,80067,8327,68657,5297,66407,26797,56907,5977,65037,48187,20027,4277,53227,81427],9.083002986637768,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null]
select u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.country, u.latitude,
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
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[]) and lower(u.email) <> all($7::text[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like)) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '34.415'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8249655619881677'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.125'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 54kB
--         ->  Bitmap Heap Scan on users u (actual rows=53 loops=1)
--               Recheck Cond: ((id = ANY ('{44137,37147,45267,81447,85457,39607,54417,20317,59047,56887,59027,52647,65217,92447,36417,53327,55777,45597,80497,1037,57507,88537,81137,11947,79427,22717,76037,70487,63117,95497,68217,59337,39627,14597,22497,93247,80067,8327,68657,5297,66407,26797,56907,5977,65037,48187,20027,4277,53227,81427}'::integer[])) OR ((point(longitude, latitude) <@ '(35.22401662938831,34.354172374757844),(35.02598337061169,34.33331470350346)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.22401662938831,34.49668529649654),(35.02598337061169,34.475827625242154)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.064172374757845,34.475827625242154),(35.02598337061169,34.354172374757844)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.22401662938831,34.475827625242154),(35.185827625242155,34.354172374757844)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-26 11:25:50.98+00'::timestamp with time zone)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-26 11:25:50.98+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.415'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8249655619881677'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.125'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '9.083002986637768'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--               Rows Removed by Filter: 65
--               Heap Blocks: exact=117
--               ->  BitmapOr (actual rows=0 loops=1)
--                     ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                           Index Cond: (id = ANY ('{44137,37147,45267,81447,85457,39607,54417,20317,59047,56887,59027,52647,65217,92447,36417,53327,55777,45597,80497,1037,57507,88537,81137,11947,79427,22717,76037,70487,63117,95497,68217,59337,39627,14597,22497,93247,80067,8327,68657,5297,66407,26797,56907,5977,65037,48187,20027,4277,53227,81427}'::integer[]))
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=26 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(35.22401662938831,34.354172374757844),(35.02598337061169,34.33331470350346)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=16 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(35.22401662938831,34.49668529649654),(35.02598337061169,34.475827625242154)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=21 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(35.064172374757845,34.475827625242154),(35.02598337061169,34.354172374757844)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=22 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(35.22401662938831,34.475827625242154),(35.185827625242155,34.354172374757844)'::box)
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
--               SubPlan 5
--                 ->  Bitmap Heap Scan on swipes l (never executed)
--                       Recheck Cond: (to_user_id = 60617)
--                       Filter: is_like
--                       ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                             Index Cond: ((to_user_id = 60617) AND (is_like = true))

-- GET /api/discover, 50 km: a viewer with an age range and strict filters (bench/lib/seed.ts STRICT_FILTERS)
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [8888,32.035000000000004,35.825,["both","male"],["male","female","other"],[],[],"2026-11-26T11:25:50.980Z",50,50,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null]
select u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.country, u.latitude,
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
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[]) and lower(u.email) <> all($7::text[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like)) and u.boosted_until > $8::timestamptz and ($9::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '32.035000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8477242286917301'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.825'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 25kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=0 loops=1)
--               Index Cond: (boosted_until > '2026-11-26 11:25:50.98+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-26 11:25:50.98+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '32.035000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8477242286917301'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.825'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--               Rows Removed by Filter: 200
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                       Index Cond: (from_user_id = 8888)
--                       Heap Fetches: 0
--               SubPlan 2
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                       Index Cond: (blocker_id = 8888)
--                       Heap Fetches: 0
--               SubPlan 3
--                 ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                       Index Cond: (blocked_id = 8888)
--               SubPlan 5
--                 ->  Bitmap Heap Scan on swipes l (never executed)
--                       Recheck Cond: (to_user_id = 8888)
--                       Filter: is_like
--                       ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                             Index Cond: ((to_user_id = 8888) AND (is_like = true))

-- statement 2 (nearestDb: no bitmap scans, no sorts), parameters: [8888,32.035000000000004,35.825,["both","male"],["male","female","other"],[],[],"2026-11-26T11:25:50.980Z",35.29456572102828,31.585339817137733,36.35543427897173,32.48466018286227,50,50,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null]
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
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like)) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
--         Index Cond: (point(longitude, latitude) <@ '(36.35543427897173,32.48466018286227),(35.29456572102828,31.585339817137733)'::box)
--         Order By: (point(longitude, latitude) <-> '(35.825,32.035000000000004)'::point)
--         Filter: ((id <> 8888) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-26 11:25:50.98+00'::timestamp with time zone)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-26 11:25:50.98+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '32.035000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8477242286917301'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.825'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 616
--         SubPlan 1
--           ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                 Index Cond: (from_user_id = 8888)
--                 Heap Fetches: 0
--         SubPlan 2
--           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                 Index Cond: (blocker_id = 8888)
--                 Heap Fetches: 0
--         SubPlan 3
--           ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                 Index Cond: (blocked_id = 8888)
--         SubPlan 5
--           ->  Index Scan using swipes_to_idx on swipes l (never executed)
--                 Index Cond: ((to_user_id = 8888) AND (is_like = true))

-- statement 3, parameters: [8888,32.035000000000004,35.825,["both","male"],["male","female","other"],[],[],"2026-11-26T11:25:50.980Z",35.63688758428495,31.875532627936632,36.01311241571506,31.914791847318497,35.63688758428495,32.15520815268151,36.01311241571506,32.19446737206337,35.63688758428495,31.914791847318497,35.704791847318496,32.15520815268151,35.94520815268151,31.914791847318497,36.01311241571506,32.15520815268151,[36118,55778,18,45048,17358,37128,82678,69328,81828,4988,82718,51328,52768,66908,5778,57258,12388,24468,92078,97378,62718,2148,44168,53098,52808,39288,97928,66448,33368,46288,65308,70638,96488,42858,80428,5058,31078,16508,73098,81278,23448,22008,40528,49168,28288,1978,83008,31928,99958,53788],17.731987120022055,50,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null]
select u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.country, u.latitude,
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
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[]) and lower(u.email) <> all($7::text[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like)) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '32.035000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8477242286917301'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.825'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 52kB
--         ->  Bitmap Heap Scan on users u (actual rows=53 loops=1)
--               Recheck Cond: ((id = ANY ('{36118,55778,18,45048,17358,37128,82678,69328,81828,4988,82718,51328,52768,66908,5778,57258,12388,24468,92078,97378,62718,2148,44168,53098,52808,39288,97928,66448,33368,46288,65308,70638,96488,42858,80428,5058,31078,16508,73098,81278,23448,22008,40528,49168,28288,1978,83008,31928,99958,53788}'::integer[])) OR ((point(longitude, latitude) <@ '(36.01311241571506,31.914791847318497),(35.63688758428495,31.875532627936632)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(36.01311241571506,32.19446737206337),(35.63688758428495,32.15520815268151)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.704791847318496,32.15520815268151),(35.63688758428495,31.914791847318497)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(36.01311241571506,32.15520815268151),(35.94520815268151,31.914791847318497)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-26 11:25:50.98+00'::timestamp with time zone)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-26 11:25:50.98+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '32.035000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8477242286917301'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.825'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '17.731987120022055'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--               Rows Removed by Filter: 341
--               Heap Blocks: exact=387
--               ->  BitmapOr (actual rows=0 loops=1)
--                     ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                           Index Cond: (id = ANY ('{36118,55778,18,45048,17358,37128,82678,69328,81828,4988,82718,51328,52768,66908,5778,57258,12388,24468,92078,97378,62718,2148,44168,53098,52808,39288,97928,66448,33368,46288,65308,70638,96488,42858,80428,5058,31078,16508,73098,81278,23448,22008,40528,49168,28288,1978,83008,31928,99958,53788}'::integer[]))
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=79 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(36.01311241571506,31.914791847318497),(35.63688758428495,31.875532627936632)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=68 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(36.01311241571506,32.19446737206337),(35.63688758428495,32.15520815268151)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=116 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(35.704791847318496,32.15520815268151),(35.63688758428495,31.914791847318497)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=93 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(36.01311241571506,32.15520815268151),(35.94520815268151,31.914791847318497)'::box)
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                       Index Cond: (from_user_id = 8888)
--                       Heap Fetches: 0
--               SubPlan 2
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                       Index Cond: (blocker_id = 8888)
--                       Heap Fetches: 0
--               SubPlan 3
--                 ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                       Index Cond: (blocked_id = 8888)
--               SubPlan 5
--                 ->  Bitmap Heap Scan on swipes l (never executed)
--                       Recheck Cond: (to_user_id = 8888)
--                       Filter: is_like
--                       ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                             Index Cond: ((to_user_id = 8888) AND (is_like = true))

-- GET /api/discover, 50 km: a heavy swiper (the 1,000 nearest already swiped)
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [12346,21.075,39.455000000000005,["both","female"],["female"],[],[],"2026-11-26T11:25:50.980Z",50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null]
select u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.country, u.latitude,
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
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[]) and lower(u.email) <> all($7::text[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like)) and u.boosted_until > $8::timestamptz and ($9::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '21.075'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9331105242498721'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '39.455000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 25kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=0 loops=1)
--               Index Cond: (boosted_until > '2026-11-26 11:25:50.98+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND (interested_in = ANY ('{both,female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-26 11:25:50.98+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.075'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9331105242498721'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.455000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--               SubPlan 5
--                 ->  Bitmap Heap Scan on swipes l (never executed)
--                       Recheck Cond: (to_user_id = 12346)
--                       Filter: is_like
--                       ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                             Index Cond: ((to_user_id = 12346) AND (is_like = true))

-- statement 2 (nearestDb: no bitmap scans, no sorts), parameters: [12346,21.075,39.455000000000005,["both","female"],["female"],[],[],"2026-11-26T11:25:50.980Z",38.97310545843665,20.62533981713773,39.93689454156336,21.52466018286227,50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null]
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
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like)) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
--         Index Cond: (point(longitude, latitude) <@ '(39.93689454156336,21.52466018286227),(38.97310545843665,20.62533981713773)'::box)
--         Order By: (point(longitude, latitude) <-> '(39.455000000000005,21.075)'::point)
--         Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 12346) AND (interested_in = ANY ('{both,female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-26 11:25:50.98+00'::timestamp with time zone)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-26 11:25:50.98+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.075'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9331105242498721'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.455000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 3610
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
--         SubPlan 5
--           ->  Index Scan using swipes_to_idx on swipes l (never executed)
--                 Index Cond: ((to_user_id = 12346) AND (is_like = true))

-- GET /api/discover?globalMatching=true: worldwide
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [60617,34.415,35.125,["both","male"],["female"],[],[],"2026-11-26T11:25:50.980Z",null,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null]
select u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.country, u.latitude,
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
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[]) and lower(u.email) <> all($7::text[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like)) and u.boosted_until > $8::timestamptz and ($9::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '34.415'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8249655619881677'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.125'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 52kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=54 loops=1)
--               Index Cond: (boosted_until > '2026-11-26 11:25:50.98+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-26 11:25:50.98+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--               SubPlan 5
--                 ->  Bitmap Heap Scan on swipes l (never executed)
--                       Recheck Cond: (to_user_id = 60617)
--                       Filter: is_like
--                       ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                             Index Cond: ((to_user_id = 60617) AND (is_like = true))
