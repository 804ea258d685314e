-- GET /api/discover, 50 km (discover/repo.ts findCandidates -> nearest.ts, statements in deck-statements.ts): an ordinary viewer
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [60617,34.285000000000004,35.445,["both","male"],["female"],[],[],"2026-11-26T12:20:40.239Z",50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null]
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
  order by km asc nulls last, u.id limit $10::int;
-- Limit (actual rows=0 loops=1)
--   ->  Sort (actual rows=0 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '34.285000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8262457969587572'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.445'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 25kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=0 loops=1)
--               Index Cond: (boosted_until > '2026-11-26 12:20:40.239+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-26 12:20:40.239+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.285000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8262457969587572'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.445'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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

-- statement 2 (nearestDb: no bitmap scans, no sorts), parameters: [60617,34.285000000000004,35.445,["both","male"],["female"],[],[],"2026-11-26T12:20:40.239Z",34.90077656195616,33.835339817137736,35.989223438043844,34.73466018286227,50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null]
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
--         Index Cond: (point(longitude, latitude) <@ '(35.989223438043844,34.73466018286227),(34.90077656195616,33.835339817137736)'::box)
--         Order By: (point(longitude, latitude) <-> '(35.445,34.285000000000004)'::point)
--         Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-26 12:20:40.239+00'::timestamp with time zone)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-26 12:20:40.239+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.285000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8262457969587572'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.445'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 185
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

-- statement 3, parameters: [60617,34.285000000000004,35.445,["both","male"],["female"],[],[],"2026-11-26T12:20:40.239Z",35.322331189181355,34.18364543503971,35.567668810818645,34.21219890118,35.322331189181355,34.357801098820005,35.567668810818645,34.3863545649603,35.322331189181355,34.21219890118,35.37219890118,34.357801098820005,35.51780109882,34.21219890118,35.567668810818645,34.357801098820005,[97407,52897,44157,35107,59187,84167,65877,55837,12497,48987,22967,29817,63617,88477,9677,58617,92447,80827,34467,48517,93577,60647,79987,61167,51627,74307,56927,66017,5157,96747,69497,67967,3887,99177,73857,58817,19057,93107,52177,3267,15917,26707,94387,80647,8017,31897,63287,84307,35577,42117],11.27012887160064,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null]
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
  order by km asc, u.id limit $27::int;
-- Limit (actual rows=50 loops=1)
--   ->  Sort (actual rows=50 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '34.285000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8262457969587572'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.445'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 55kB
--         ->  Bitmap Heap Scan on users u (actual rows=55 loops=1)
--               Recheck Cond: ((id = ANY ('{97407,52897,44157,35107,59187,84167,65877,55837,12497,48987,22967,29817,63617,88477,9677,58617,92447,80827,34467,48517,93577,60647,79987,61167,51627,74307,56927,66017,5157,96747,69497,67967,3887,99177,73857,58817,19057,93107,52177,3267,15917,26707,94387,80647,8017,31897,63287,84307,35577,42117}'::integer[])) OR ((point(longitude, latitude) <@ '(35.567668810818645,34.21219890118),(35.322331189181355,34.18364543503971)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.567668810818645,34.3863545649603),(35.322331189181355,34.357801098820005)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.37219890118,34.357801098820005),(35.322331189181355,34.21219890118)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.567668810818645,34.357801098820005),(35.51780109882,34.21219890118)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-26 12:20:40.239+00'::timestamp with time zone)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-26 12:20:40.239+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.285000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8262457969587572'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.445'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '11.27012887160064'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--               Rows Removed by Filter: 183
--               Heap Blocks: exact=237
--               ->  BitmapOr (actual rows=0 loops=1)
--                     ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                           Index Cond: (id = ANY ('{97407,52897,44157,35107,59187,84167,65877,55837,12497,48987,22967,29817,63617,88477,9677,58617,92447,80827,34467,48517,93577,60647,79987,61167,51627,74307,56927,66017,5157,96747,69497,67967,3887,99177,73857,58817,19057,93107,52177,3267,15917,26707,94387,80647,8017,31897,63287,84307,35577,42117}'::integer[]))
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=60 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(35.567668810818645,34.21219890118),(35.322331189181355,34.18364543503971)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=56 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(35.567668810818645,34.3863545649603),(35.322331189181355,34.357801098820005)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=45 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(35.37219890118,34.357801098820005),(35.322331189181355,34.21219890118)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=47 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(35.567668810818645,34.357801098820005),(35.51780109882,34.21219890118)'::box)
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

-- statement 1, parameters: [8888,31.395,36.005,["both","male"],["male","female","other"],[],[],"2026-11-26T12:20:40.239Z",50,50,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null]
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
  order by km asc nulls last, u.id limit $10::int;
-- Limit (actual rows=0 loops=1)
--   ->  Sort (actual rows=0 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '31.395'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8535962606927403'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '36.005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 25kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=0 loops=1)
--               Index Cond: (boosted_until > '2026-11-26 12:20:40.239+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-26 12:20:40.239+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '31.395'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8535962606927403'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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

-- statement 2 (nearestDb: no bitmap scans, no sorts), parameters: [8888,31.395,36.005,["both","male"],["male","female","other"],[],[],"2026-11-26T12:20:40.239Z",35.47821477066678,30.94533981713773,36.531785229333224,31.84466018286227,50,50,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null]
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
--         Index Cond: (point(longitude, latitude) <@ '(36.531785229333224,31.84466018286227),(35.47821477066678,30.94533981713773)'::box)
--         Order By: (point(longitude, latitude) <-> '(36.005,31.395)'::point)
--         Filter: ((id <> 8888) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-26 12:20:40.239+00'::timestamp with time zone)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-26 12:20:40.239+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '31.395'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8535962606927403'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 668
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

-- statement 3, parameters: [8888,31.395,36.005,["both","male"],["male","female","other"],[],[],"2026-11-26T12:20:40.239Z",35.74247265792956,31.1709078551218,36.267527342070444,31.232211794201792,35.74247265792956,31.557788205798207,36.267527342070444,31.6190921448782,35.74247265792956,31.232211794201792,35.842211794201795,31.557788205798207,36.16778820579821,31.232211794201792,36.267527342070444,31.557788205798207,[28358,68018,33238,16808,148,95048,42138,90208,25188,99438,40698,19848,5058,79148,81568,8068,25738,59838,20308,57548,7868,708,57418,23318,24558,87588,70898,78398,74828,66448,86148,85038,18118,31498,50218,1258,22568,68148,89878,42858,47598,94198,54538,36928,45608,82028,52348,52938,19128,40528],24.917943918240752,50,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null]
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
  order by km asc, u.id limit $27::int;
-- Limit (actual rows=50 loops=1)
--   ->  Sort (actual rows=50 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '31.395'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8535962606927403'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '36.005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 53kB
--         ->  Bitmap Heap Scan on users u (actual rows=55 loops=1)
--               Recheck Cond: ((id = ANY ('{28358,68018,33238,16808,148,95048,42138,90208,25188,99438,40698,19848,5058,79148,81568,8068,25738,59838,20308,57548,7868,708,57418,23318,24558,87588,70898,78398,74828,66448,86148,85038,18118,31498,50218,1258,22568,68148,89878,42858,47598,94198,54538,36928,45608,82028,52348,52938,19128,40528}'::integer[])) OR ((point(longitude, latitude) <@ '(36.267527342070444,31.232211794201792),(35.74247265792956,31.1709078551218)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(36.267527342070444,31.6190921448782),(35.74247265792956,31.557788205798207)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.842211794201795,31.557788205798207),(35.74247265792956,31.232211794201792)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(36.267527342070444,31.557788205798207),(36.16778820579821,31.232211794201792)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-26 12:20:40.239+00'::timestamp with time zone)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-26 12:20:40.239+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '31.395'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8535962606927403'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '24.917943918240752'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--               Rows Removed by Filter: 526
--               Heap Blocks: exact=571
--               ->  BitmapOr (actual rows=0 loops=1)
--                     ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                           Index Cond: (id = ANY ('{28358,68018,33238,16808,148,95048,42138,90208,25188,99438,40698,19848,5058,79148,81568,8068,25738,59838,20308,57548,7868,708,57418,23318,24558,87588,70898,78398,74828,66448,86148,85038,18118,31498,50218,1258,22568,68148,89878,42858,47598,94198,54538,36928,45608,82028,52348,52938,19128,40528}'::integer[]))
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=0 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(36.267527342070444,31.232211794201792),(35.74247265792956,31.1709078551218)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=232 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(36.267527342070444,31.6190921448782),(35.74247265792956,31.557788205798207)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=165 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(35.842211794201795,31.557788205798207),(35.74247265792956,31.232211794201792)'::box)
--                     ->  Bitmap Index Scan on users_near_idx (actual rows=162 loops=1)
--                           Index Cond: (point(longitude, latitude) <@ '(36.267527342070444,31.557788205798207),(36.16778820579821,31.232211794201792)'::box)
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

-- statement 1, parameters: [12346,21.805,39.495000000000005,["both","female"],["female"],[],[],"2026-11-26T12:20:40.239Z",50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null]
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
  order by km asc nulls last, u.id limit $10::int;
-- Limit (actual rows=0 loops=1)
--   ->  Sort (actual rows=0 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '21.805'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9284534153882109'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '39.495000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 25kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=0 loops=1)
--               Index Cond: (boosted_until > '2026-11-26 12:20:40.239+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND (interested_in = ANY ('{both,female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-26 12:20:40.239+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.805'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9284534153882109'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.495000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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

-- statement 2 (nearestDb: no bitmap scans, no sorts), parameters: [12346,21.805,39.495000000000005,["both","female"],["female"],[],[],"2026-11-26T12:20:40.239Z",39.01068822498509,21.35533981713773,39.97931177501492,22.25466018286227,50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null]
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
-- Limit (actual rows=1 loops=1)
--   ->  Index Scan using users_near_idx on users u (actual rows=1 loops=1)
--         Index Cond: (point(longitude, latitude) <@ '(39.97931177501492,22.25466018286227),(39.01068822498509,21.35533981713773)'::box)
--         Order By: (point(longitude, latitude) <-> '(39.495000000000005,21.805)'::point)
--         Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 12346) AND (interested_in = ANY ('{both,female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-26 12:20:40.239+00'::timestamp with time zone)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-26 12:20:40.239+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.805'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9284534153882109'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.495000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 4087
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

-- statement 3, parameters: [12346,21.805,39.495000000000005,["both","female"],["female"],[],[],"2026-11-26T12:20:40.239Z",[65456],null,null,null,null,false,null,null,null,null,null,null,null,null,null,null]
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
  where u.id = any($9::int[]) and u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.id <> all($6::int[]) and lower(u.email) <> all($7::text[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like)) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and ($10::int is null or u.age >= $10::int) and ($11::int is null or u.age <= $11::int)
    and ($12::int is null or u.height_cm >= $12::int) and ($13::int is null or u.height_cm <= $13::int)
    and (not $14::bool or u.verification_status = 'approved')
    and ($15::text[] is null or u.relationship_goals = any($15::text[])) and ($16::text[] is null or case when u.show_faith then u.religion end = any($16::text[]))
    and ($17::text[] is null or case when u.show_faith then u.religious_practice end = any($17::text[])) and ($18::text[] is null or u.marital_history = any($18::text[]))
    and ($19::text[] is null or u.has_children = any($19::text[])) and ($20::text[] is null or u.wants_children = any($20::text[])) and ($21::text[] is null or u.smoking_habits = any($21::text[]))
    and ($22::text[] is null or u.drinking_habits = any($22::text[])) and ($23::text[] is null or u.education_level = any($23::text[]))
    and ($24::text[] is null or u.languages ?| $24::text[])
  order by km asc, u.id;
-- Sort (actual rows=1 loops=1)
--   Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '21.805'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9284534153882109'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '39.495000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--   Sort Method: quicksort  Memory: 25kB
--   ->  Index Scan using users_pkey on users u (actual rows=1 loops=1)
--         Index Cond: (id = ANY ('{65456}'::integer[]))
--         Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (interested_in = ANY ('{both,female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-26 12:20:40.239+00'::timestamp with time zone)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-11-26 12:20:40.239+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--           ->  Bitmap Heap Scan on swipes l (never executed)
--                 Recheck Cond: (to_user_id = 12346)
--                 Filter: is_like
--                 ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                       Index Cond: ((to_user_id = 12346) AND (is_like = true))

-- GET /api/discover?globalMatching=true: worldwide
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [60617,34.285000000000004,35.445,["both","male"],["female"],[],[],"2026-11-26T12:20:40.239Z",null,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null]
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
  order by km asc nulls last, u.id limit $10::int;
-- Limit (actual rows=50 loops=1)
--   ->  Sort (actual rows=50 loops=1)
--         Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u.latitude - '34.285000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8262457969587572'::double precision * cos(radians(u.latitude))) * power(sin((radians((u.longitude - '35.445'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u.id
--         Sort Method: quicksort  Memory: 52kB
--         ->  Index Scan using users_boosted_idx on users u (actual rows=54 loops=1)
--               Index Cond: (boosted_until > '2026-11-26 12:20:40.239+00'::timestamp with time zone)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND (interested_in = ANY ('{both,male}'::text[])) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-11-26 12:20:40.239+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
