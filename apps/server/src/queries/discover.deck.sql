-- GET /api/discover, 50 km (discover/repo.ts findCandidates -> nearest.ts, statements in deck-statements.ts): an ordinary viewer
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [60617,34.225,34.975,["both","male"],["female"],[],[],"2026-11-28T04:01:30.820Z",50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and ($26::jsonb is null or not exists (
      select 1 from jsonb_each($26::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
  order by km asc nulls last, u.id limit $10::int;
-- Limit (actual rows=0 loops=1)
--   ->  Sort (actual rows=0 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '34.225'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8268352404097544'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '34.975'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 25kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=0 loops=1)
--               Index Cond: (boosted_until > '2026-11-28 04:01:30.82+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-28 04:01:30.82+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.225'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8268352404097544'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '34.975'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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

-- statement 2 (nearestDb: no bitmap scans, no sorts), parameters: [60617,34.225,34.975,["both","male"],["female"],[],[],"2026-11-28T04:01:30.820Z",34.43116454563481,33.775339817137734,35.518835454365195,34.67466018286227,50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and ($30::jsonb is null or not exists (
      select 1 from jsonb_each($30::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
  order by point(u.longitude, u.latitude) <-> point($3::float8, $2::float8) limit $14::int;
-- Limit (actual rows=50 loops=1)
--   ->  Index Scan using users_near_idx on users u (actual rows=50 loops=1)
--         Index Cond: (point(longitude, latitude) <@ '(35.518835454365195,34.67466018286227),(34.43116454563481,33.775339817137734)'::box)
--         Order By: (point(longitude, latitude) <-> '(34.975,34.225)'::point)
--         Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-28 04:01:30.82+00'::timestamp with time zone)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-28 04:01:30.82+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.225'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8268352404097544'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '34.975'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 120
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

-- statement 3, parameters: [60617,34.225,34.975,["both","male"],["female"],[],[],"2026-11-28T04:01:30.820Z",34.87772963364704,34.14457344530011,35.07227036635296,34.16669048110986,34.87772963364704,34.28330951889014,35.07227036635296,34.30542655469989,34.87772963364704,34.16669048110986,34.91669048110986,34.28330951889014,35.03330951889014,34.16669048110986,35.07227036635296,34.28330951889014,[38457,44707,45777,68297,18347,90867,14207,77167,35557,35707,34817,78737,81117,13447,68387,30247,10627,2607,83507,97207,47347,4577,45247,24307,15467,7877,6737,47197,69557,14907,82227,89257,61907,77327,95907,45267,5197,4607,33807,55447,96517,55797,64707,64767,90187,60957,66167,68857,83997,24407],8.94303709156658,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and ($43::jsonb is null or not exists (
      select 1 from jsonb_each($43::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
  order by km asc, u.id limit $27::int;
-- Limit (actual rows=50 loops=1)
--   ->  Sort (actual rows=50 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '34.225'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8268352404097544'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '34.975'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 55kB
--         ->  Bitmap Heap Scan on users u (actual rows=54 loops=1)
--               Recheck Cond: ((id = ANY ('{38457,44707,45777,68297,18347,90867,14207,77167,35557,35707,34817,78737,81117,13447,68387,30247,10627,2607,83507,97207,47347,4577,45247,24307,15467,7877,6737,47197,69557,14907,82227,89257,61907,77327,95907,45267,5197,4607,33807,55447,96517,55797,64707,64767,90187,60957,66167,68857,83997,24407}'::integer[])) OR ((point(longitude, latitude) <@ '(35.07227036635296,34.16669048110986),(34.87772963364704,34.14457344530011)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.07227036635296,34.30542655469989),(34.87772963364704,34.28330951889014)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(34.91669048110986,34.28330951889014),(34.87772963364704,34.16669048110986)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.07227036635296,34.28330951889014),(35.03330951889014,34.16669048110986)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-28 04:01:30.82+00'::timestamp with time zone)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-28 04:01:30.82+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.225'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8268352404097544'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '34.975'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '8.94303709156658'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--               Rows Removed by Filter: 97
--               Heap Blocks: exact=149
--               ->  BitmapOr (actual rows=0 loops=1)
--                     ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                           Index Cond: (id = ANY ('{38457,44707,45777,68297,18347,90867,14207,77167,35557,35707,34817,78737,81117,13447,68387,30247,10627,2607,83507,97207,47347,4577,45247,24307,15467,7877,6737,47197,69557,14907,82227,89257,61907,77327,95907,45267,5197,4607,33807,55447,96517,55797,64707,64767,90187,60957,66167,68857,83997,24407}'::integer[]))
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=28 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(35.07227036635296,34.16669048110986),(34.87772963364704,34.14457344530011)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=39 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(35.07227036635296,34.30542655469989),(34.87772963364704,34.28330951889014)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=23 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(34.91669048110986,34.28330951889014),(34.87772963364704,34.16669048110986)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=35 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(35.07227036635296,34.28330951889014),(35.03330951889014,34.16669048110986)'::box)
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

-- statement 1, parameters: [8888,31.825,35.975,["both","male"],["male","female","other"],[],[],"2026-11-28T04:01:30.820Z",50,50,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null,null]
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
    and ($26::jsonb is null or not exists (
      select 1 from jsonb_each($26::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
  order by km asc nulls last, u.id limit $10::int;
-- Limit (actual rows=0 loops=1)
--   ->  Sort (actual rows=0 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '31.825'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8496626842492767'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.975'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 25kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=0 loops=1)
--               Index Cond: (boosted_until > '2026-11-28 04:01:30.82+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-28 04:01:30.82+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '31.825'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8496626842492767'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.975'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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

-- statement 2 (nearestDb: no bitmap scans, no sorts), parameters: [8888,31.825,35.975,["both","male"],["male","female","other"],[],[],"2026-11-28T04:01:30.820Z",35.44577591016459,31.37533981713773,36.50422408983541,32.27466018286226,50,50,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null,null]
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
    and ($30::jsonb is null or not exists (
      select 1 from jsonb_each($30::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
  order by point(u.longitude, u.latitude) <-> point($3::float8, $2::float8) limit $14::int;
-- Limit (actual rows=50 loops=1)
--   ->  Index Scan using users_near_idx on users u (actual rows=50 loops=1)
--         Index Cond: (point(longitude, latitude) <@ '(36.50422408983541,32.27466018286226),(35.44577591016459,31.37533981713773)'::box)
--         Order By: (point(longitude, latitude) <-> '(35.975,31.825)'::point)
--         Filter: ((id <> 8888) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-28 04:01:30.82+00'::timestamp with time zone)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-28 04:01:30.82+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '31.825'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8496626842492767'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.975'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 489
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

-- statement 3, parameters: [8888,31.825,35.975,["both","male"],["male","female","other"],[],[],"2026-11-28T04:01:30.820Z",35.79733183264567,31.674042055142507,36.152668167354335,31.71799532731184,35.79733183264567,31.93200467268816,36.152668167354335,31.97595794485749,35.79733183264567,31.71799532731184,35.867995327311846,31.93200467268816,36.08200467268816,31.71799532731184,36.152668167354335,31.93200467268816,[2898,95378,52348,47768,94958,80718,37818,21418,75548,23748,46618,25448,84118,53358,83268,6468,99408,53098,43408,94198,43448,48778,2698,96658,28748,17098,74108,93518,20108,80428,2308,50478,73358,92798,82718,15988,24428,97928,62428,58268,15268,8758,90338,29928,95218,68478,77838,62388,44718,83398],16.78578067912311,50,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null,null]
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
    and ($43::jsonb is null or not exists (
      select 1 from jsonb_each($43::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
  order by km asc, u.id limit $27::int;
-- Limit (actual rows=50 loops=1)
--   ->  Sort (actual rows=50 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '31.825'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8496626842492767'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.975'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 53kB
--         ->  Bitmap Heap Scan on users u (actual rows=55 loops=1)
--               Recheck Cond: ((id = ANY ('{2898,95378,52348,47768,94958,80718,37818,21418,75548,23748,46618,25448,84118,53358,83268,6468,99408,53098,43408,94198,43448,48778,2698,96658,28748,17098,74108,93518,20108,80428,2308,50478,73358,92798,82718,15988,24428,97928,62428,58268,15268,8758,90338,29928,95218,68478,77838,62388,44718,83398}'::integer[])) OR ((point(longitude, latitude) <@ '(36.152668167354335,31.71799532731184),(35.79733183264567,31.674042055142507)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(36.152668167354335,31.97595794485749),(35.79733183264567,31.93200467268816)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.867995327311846,31.93200467268816),(35.79733183264567,31.71799532731184)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(36.152668167354335,31.93200467268816),(36.08200467268816,31.71799532731184)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-28 04:01:30.82+00'::timestamp with time zone)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-28 04:01:30.82+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '31.825'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8496626842492767'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.975'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '16.78578067912311'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--               Rows Removed by Filter: 434
--               Heap Blocks: exact=478
--               ->  BitmapOr (actual rows=0 loops=1)
--                     ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                           Index Cond: (id = ANY ('{2898,95378,52348,47768,94958,80718,37818,21418,75548,23748,46618,25448,84118,53358,83268,6468,99408,53098,43408,94198,43448,48778,2698,96658,28748,17098,74108,93518,20108,80428,2308,50478,73358,92798,82718,15988,24428,97928,62428,58268,15268,8758,90338,29928,95218,68478,77838,62388,44718,83398}'::integer[]))
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=138 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(36.152668167354335,31.71799532731184),(35.79733183264567,31.674042055142507)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=138 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(36.152668167354335,31.97595794485749),(35.79733183264567,31.93200467268816)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=93 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(35.867995327311846,31.93200467268816),(35.79733183264567,31.71799532731184)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=86 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(36.152668167354335,31.93200467268816),(36.08200467268816,31.71799532731184)'::box)
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

-- statement 1, parameters: [12346,21.855,38.855000000000004,["both","female"],["female"],[],[],"2026-11-28T04:01:30.820Z",50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and ($26::jsonb is null or not exists (
      select 1 from jsonb_each($26::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
  order by km asc nulls last, u.id limit $10::int;
-- Limit (actual rows=0 loops=1)
--   ->  Sort (actual rows=0 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '21.855'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9281289116201981'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '38.855000000000004'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 25kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=0 loops=1)
--               Index Cond: (boosted_until > '2026-11-28 04:01:30.82+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND (interested_in = ANY ('{both,female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-28 04:01:30.82+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.855'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9281289116201981'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.855000000000004'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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

-- statement 2 (nearestDb: no bitmap scans, no sorts), parameters: [12346,21.855,38.855000000000004,["both","female"],["female"],[],[],"2026-11-28T04:01:30.820Z",38.3705188899512,21.40533981713773,39.33948111004881,22.30466018286227,50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and ($30::jsonb is null or not exists (
      select 1 from jsonb_each($30::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
  order by point(u.longitude, u.latitude) <-> point($3::float8, $2::float8) limit $14::int;
-- Limit (actual rows=0 loops=1)
--   ->  Index Scan using users_near_idx on users u (actual rows=0 loops=1)
--         Index Cond: (point(longitude, latitude) <@ '(39.33948111004881,22.30466018286227),(38.3705188899512,21.40533981713773)'::box)
--         Order By: (point(longitude, latitude) <-> '(38.855000000000004,21.855)'::point)
--         Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 12346) AND (interested_in = ANY ('{both,female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-28 04:01:30.82+00'::timestamp with time zone)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-28 04:01:30.82+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.855'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9281289116201981'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.855000000000004'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 3466
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

-- statement 1, parameters: [60617,34.225,34.975,["both","male"],["female"],[],[],"2026-11-28T04:01:30.820Z",null,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and ($26::jsonb is null or not exists (
      select 1 from jsonb_each($26::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
  order by km asc nulls last, u.id limit $10::int;
-- Limit (actual rows=50 loops=1)
--   ->  Sort (actual rows=50 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '34.225'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8268352404097544'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '34.975'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 52kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=54 loops=1)
--               Index Cond: (boosted_until > '2026-11-28 04:01:30.82+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-28 04:01:30.82+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
