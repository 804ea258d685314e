-- GET /api/discover, 50 km (discover/repo.ts findCandidates -> nearest.ts, statements in deck-statements.ts): an ordinary viewer
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1 (nearestDb: no bitmap scans, no sorts), parameters: [60617,33.925000000000004,35.355000000000004,["both","male"],["female"],[],[],"2026-12-02T04:57:56.740Z",34.813087304296154,33.47533981713774,35.896912695703854,34.37466018286227,50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and u.age > 0
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
    and ($30::jsonb is null or not exists (
      select 1 from jsonb_each($30::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
  order by point(u.longitude, u.latitude) <-> point($3::float8, $2::float8) limit $14::int;
-- Limit (actual rows=50 loops=1)
--   ->  Index Scan using users_near_idx on users u (actual rows=50 loops=1)
--         Index Cond: (point(longitude, latitude) <@ '(35.896912695703854,34.37466018286227),(34.813087304296154,33.47533981713774)'::box)
--         Order By: (point(longitude, latitude) <-> '(35.355000000000004,33.925000000000004)'::point)
--         Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-02 04:57:56.74+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-02 04:57:56.74+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.925000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8297688438783134'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 147
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

-- statement 2, parameters: [60617,33.925000000000004,35.355000000000004,["both","male"],["female"],[],[],"2026-12-02T04:57:56.740Z",50,50,10.176444274131656,[40407,71307,3757,25337,41137,74057,56597,10527,74477,59827,43267,11227,47217,14357,58967,22167,60267,64617,81817,38517,37367,7217,97737,38317,74557,98767,65487,55947,55857,78957,12357,45907,58227,94057,97237,91097,34447,78897,33937,38767,56167,99957,13487,7357,52997,75067,29407,16427,26877,59477],35.24470560322778,33.83348116333966,35.46529439677223,33.85829167974608,35.24470560322778,33.99170832025393,35.46529439677223,34.016518836660346,35.24470560322778,33.85829167974608,35.28829167974608,33.99170832025393,35.42170832025393,33.85829167974608,35.46529439677223,33.99170832025393,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
with boosted as (
    select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km, true as boosted from users u
    where u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and lower(u.email) <> all($7::text[]) and u.id not in (select sr.user_id from staff_roles sr)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like))
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.age > 0
    and u.id <> all($6::int[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and u.boosted_until > $8::timestamptz and ($10::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $10::float8)
      and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
    and ($31::int is null or u.height_cm >= $31::int) and ($32::int is null or u.height_cm <= $32::int)
    and (not $33::bool or u.verification_status = 'approved')
    and ($34::text[] is null or u.relationship_goals = any($34::text[])) and ($35::text[] is null or case when u.show_faith then u.religion end = any($35::text[]))
    and ($36::text[] is null or case when u.show_faith then u.religious_practice end = any($36::text[])) and ($37::text[] is null or u.marital_history = any($37::text[]))
    and ($38::text[] is null or u.has_children = any($38::text[])) and ($39::text[] is null or u.wants_children = any($39::text[])) and ($40::text[] is null or u.smoking_habits = any($40::text[]))
    and ($41::text[] is null or u.drinking_habits = any($41::text[])) and ($42::text[] is null or u.education_level = any($42::text[]))
    and ($43::text[] is null or u.languages ?| $43::text[])
    and ($44::jsonb is null or not exists (
      select 1 from jsonb_each($44::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
    order by km asc nulls last, u.id limit $9::int
  ), near as (
    select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km, false as boosted from users u
    where (u.id = any($12::int[]) or point(u.longitude, u.latitude) <@ box(point($13::float8, $14::float8), point($15::float8, $16::float8)) or point(u.longitude, u.latitude) <@ box(point($17::float8, $18::float8), point($19::float8, $20::float8)) or point(u.longitude, u.latitude) <@ box(point($21::float8, $22::float8), point($23::float8, $24::float8))
        or point(u.longitude, u.latitude) <@ box(point($25::float8, $26::float8), point($27::float8, $28::float8)))
      and u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and lower(u.email) <> all($7::text[]) and u.id not in (select sr.user_id from staff_roles sr)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like))
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.age > 0
    and u.id <> all($6::int[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $11::float8 and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
    and ($31::int is null or u.height_cm >= $31::int) and ($32::int is null or u.height_cm <= $32::int)
    and (not $33::bool or u.verification_status = 'approved')
    and ($34::text[] is null or u.relationship_goals = any($34::text[])) and ($35::text[] is null or case when u.show_faith then u.religion end = any($35::text[]))
    and ($36::text[] is null or case when u.show_faith then u.religious_practice end = any($36::text[])) and ($37::text[] is null or u.marital_history = any($37::text[]))
    and ($38::text[] is null or u.has_children = any($38::text[])) and ($39::text[] is null or u.wants_children = any($39::text[])) and ($40::text[] is null or u.smoking_habits = any($40::text[]))
    and ($41::text[] is null or u.drinking_habits = any($41::text[])) and ($42::text[] is null or u.education_level = any($42::text[]))
    and ($43::text[] is null or u.languages ?| $43::text[])
    and ($44::jsonb is null or not exists (
      select 1 from jsonb_each($44::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
    order by km asc, u.id limit $9::int
  ), picked as (
    select * from boosted union all select * from near
    order by boosted desc, km asc nulls last, id limit $9::int
  )
  select u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.city_ar as "cityAr", u.country, u.latitude,
  u.longitude, u.interests, u.profile_photo as "profilePhoto", u.photos, u.verification_status as "verificationStatus",
  u.max_distance as "maxDistance", u.show_distance as "showDistance", u.privacy, u.occupation, u.education,
  u.zodiac_sign as "zodiacSign", u.height, u.relationship_goals as "relationshipGoals",
  u.smoking_habits as "smokingHabits", u.drinking_habits as "drinkingHabits", u.core_values as "coreValues",
  u.religion, u.religious_practice as "religiousPractice", u.sect, u.show_faith as "showFaith", u.marital_history as "maritalHistory",
  u.has_children as "hasChildren", u.wants_children as "wantsChildren", u.education_level as "educationLevel", u.languages,
  u.nationality, u.marriage_timeline as "marriageTimeline", u.height_cm as "heightCm", u.prompts, p.km, p.boosted from picked p join users u on u.id = p.id
  order by p.boosted desc, p.km asc nulls last, u.id;
-- Nested Loop (actual rows=50 loops=1)
--   ->  Limit (actual rows=50 loops=1)
--         ->  Sort (actual rows=50 loops=1)
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '33.925000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8297688438783134'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 28kB
--               ->  Append (actual rows=50 loops=1)
--                     ->  Limit (actual rows=0 loops=1)
--                           ->  Sort (actual rows=0 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '33.925000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8297688438783134'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 25kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=0 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-02 04:57:56.74+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-02 04:57:56.74+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.925000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8297688438783134'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--                                       Rows Removed by Filter: 200
--                                       SubPlan 1
--                                         ->  Seq Scan on staff_roles sr (actual rows=0 loops=1)
--                                       SubPlan 2
--                                         ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                                               Index Cond: (blocker_id = 60617)
--                                               Heap Fetches: 0
--                                       SubPlan 3
--                                         ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                                               Index Cond: (blocked_id = 60617)
--                                       SubPlan 6
--                                         ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                                               Index Cond: (from_user_id = 60617)
--                                               Heap Fetches: 0
--                                       SubPlan 5
--                                         ->  Bitmap Heap Scan on swipes l (never executed)
--                                               Recheck Cond: (to_user_id = 60617)
--                                               Filter: is_like
--                                               ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                     Index Cond: ((to_user_id = 60617) AND (is_like = true))
--                     ->  Limit (actual rows=50 loops=1)
--                           ->  Sort (actual rows=50 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '33.925000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8297688438783134'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '35.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: quicksort  Memory: 29kB
--                                 ->  Bitmap Heap Scan on users u_2 (actual rows=56 loops=1)
--                                       Recheck Cond: ((id = ANY ('{40407,71307,3757,25337,41137,74057,56597,10527,74477,59827,43267,11227,47217,14357,58967,22167,60267,64617,81817,38517,37367,7217,97737,38317,74557,98767,65487,55947,55857,78957,12357,45907,58227,94057,97237,91097,34447,78897,33937,38767,56167,99957,13487,7357,52997,75067,29407,16427,26877,59477}'::integer[])) OR ((point(longitude, latitude) <@ '(35.46529439677223,33.85829167974608),(35.24470560322778,33.83348116333966)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.46529439677223,34.016518836660346),(35.24470560322778,33.99170832025393)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.28829167974608,33.99170832025393),(35.24470560322778,33.85829167974608)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.46529439677223,33.99170832025393),(35.42170832025393,33.85829167974608)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-02 04:57:56.74+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 7)) AND (NOT (hashed SubPlan 8)) AND (NOT (hashed SubPlan 9)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 12)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-02 04:57:56.74+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.925000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8297688438783134'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '10.176444274131656'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 11)))
--                                       Rows Removed by Filter: 161
--                                       Heap Blocks: exact=217
--                                       ->  BitmapOr (actual rows=0 loops=1)
--                                             ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                                                   Index Cond: (id = ANY ('{40407,71307,3757,25337,41137,74057,56597,10527,74477,59827,43267,11227,47217,14357,58967,22167,60267,64617,81817,38517,37367,7217,97737,38317,74557,98767,65487,55947,55857,78957,12357,45907,58227,94057,97237,91097,34447,78897,33937,38767,56167,99957,13487,7357,52997,75067,29407,16427,26877,59477}'::integer[]))
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=54 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.46529439677223,33.85829167974608),(35.24470560322778,33.83348116333966)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=51 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.46529439677223,34.016518836660346),(35.24470560322778,33.99170832025393)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=46 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.28829167974608,33.99170832025393),(35.24470560322778,33.85829167974608)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=42 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.46529439677223,33.99170832025393),(35.42170832025393,33.85829167974608)'::box)
--                                       SubPlan 7
--                                         ->  Seq Scan on staff_roles sr_1 (actual rows=0 loops=1)
--                                       SubPlan 8
--                                         ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_1 (actual rows=0 loops=1)
--                                               Index Cond: (blocker_id = 60617)
--                                               Heap Fetches: 0
--                                       SubPlan 9
--                                         ->  Index Scan using blocks_blocked_idx on blocks b2_1 (actual rows=0 loops=1)
--                                               Index Cond: (blocked_id = 60617)
--                                       SubPlan 12
--                                         ->  Index Only Scan using swipes_pair_unique on swipes s_1 (actual rows=5 loops=1)
--                                               Index Cond: (from_user_id = 60617)
--                                               Heap Fetches: 0
--                                       SubPlan 11
--                                         ->  Bitmap Heap Scan on swipes l_1 (never executed)
--                                               Recheck Cond: (to_user_id = 60617)
--                                               Filter: is_like
--                                               ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                     Index Cond: ((to_user_id = 60617) AND (is_like = true))
--   ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--         Index Cond: (id = u_1.id)

-- GET /api/discover, 50 km: a viewer with an age range and strict filters (bench/lib/seed.ts STRICT_FILTERS)
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1 (nearestDb: no bitmap scans, no sorts), parameters: [8888,31.735,35.775000000000006,["both","male"],["male","female","other"],[],[],"2026-12-02T04:57:56.740Z",35.24629070261292,31.28533981713773,36.303709297387094,32.18466018286227,50,50,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null,"{\"smoking-self\":{\"a\":[\"no\",\"sometimes\"],\"f\":false}}"]
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
    and u.age > 0
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
    and ($30::jsonb is null or not exists (
      select 1 from jsonb_each($30::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
  order by point(u.longitude, u.latitude) <-> point($3::float8, $2::float8) limit $14::int;
-- Limit (actual rows=50 loops=1)
--   ->  Index Scan using users_near_idx on users u (actual rows=50 loops=1)
--         Index Cond: (point(longitude, latitude) <@ '(36.303709297387094,32.18466018286227),(35.24629070261292,31.28533981713773)'::box)
--         Order By: (point(longitude, latitude) <-> '(35.775000000000006,31.735)'::point)
--         Filter: ((id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-02 04:57:56.74+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-02 04:57:56.74+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '31.735'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8504899583359415'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.775000000000006'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND (NOT (SubPlan 7)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 770
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
--         SubPlan 7
--           ->  Function Scan on jsonb_each m (actual rows=0 loops=66)
--                 Filter: ((u.answers ? q) AND (u.show_faith OR (NOT ((r ->> 'f'::text))::boolean)) AND (NOT ((r -> 'a'::text) ? ((u.answers -> q) ->> 'c'::text))))
--                 Rows Removed by Filter: 1
--         SubPlan 5
--           ->  Index Scan using swipes_to_idx on swipes l (never executed)
--                 Index Cond: ((to_user_id = 8888) AND (is_like = true))

-- statement 2, parameters: [8888,31.735,35.775000000000006,["both","male"],["male","female","other"],[],[],"2026-12-02T04:57:56.740Z",50,50,21.31709528849173,[73778,37128,60098,42008,24558,37848,88768,76528,54538,38998,1978,29638,63178,55818,22988,99958,96818,60988,50018,45868,29598,14548,10068,45048,93218,83138,5188,48058,668,35228,88348,43148,56238,53228,47728,36118,97928,61838,50608,28028,76238,33368,2698,57218,6168,59968,16088,34678,29048,36668],35.54958979418121,31.54329102011603,36.0004102058188,31.597704697959838,35.54958979418121,31.87229530204016,36.0004102058188,31.92670897988397,35.54958979418121,31.597704697959838,35.63770469795984,31.87229530204016,35.91229530204017,31.597704697959838,36.0004102058188,31.87229530204016,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null,"{\"smoking-self\":{\"a\":[\"no\",\"sometimes\"],\"f\":false}}"]
with boosted as (
    select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km, true as boosted from users u
    where u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and lower(u.email) <> all($7::text[]) and u.id not in (select sr.user_id from staff_roles sr)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like))
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.age > 0
    and u.id <> all($6::int[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and u.boosted_until > $8::timestamptz and ($10::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $10::float8)
      and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
    and ($31::int is null or u.height_cm >= $31::int) and ($32::int is null or u.height_cm <= $32::int)
    and (not $33::bool or u.verification_status = 'approved')
    and ($34::text[] is null or u.relationship_goals = any($34::text[])) and ($35::text[] is null or case when u.show_faith then u.religion end = any($35::text[]))
    and ($36::text[] is null or case when u.show_faith then u.religious_practice end = any($36::text[])) and ($37::text[] is null or u.marital_history = any($37::text[]))
    and ($38::text[] is null or u.has_children = any($38::text[])) and ($39::text[] is null or u.wants_children = any($39::text[])) and ($40::text[] is null or u.smoking_habits = any($40::text[]))
    and ($41::text[] is null or u.drinking_habits = any($41::text[])) and ($42::text[] is null or u.education_level = any($42::text[]))
    and ($43::text[] is null or u.languages ?| $43::text[])
    and ($44::jsonb is null or not exists (
      select 1 from jsonb_each($44::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
    order by km asc nulls last, u.id limit $9::int
  ), near as (
    select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km, false as boosted from users u
    where (u.id = any($12::int[]) or point(u.longitude, u.latitude) <@ box(point($13::float8, $14::float8), point($15::float8, $16::float8)) or point(u.longitude, u.latitude) <@ box(point($17::float8, $18::float8), point($19::float8, $20::float8)) or point(u.longitude, u.latitude) <@ box(point($21::float8, $22::float8), point($23::float8, $24::float8))
        or point(u.longitude, u.latitude) <@ box(point($25::float8, $26::float8), point($27::float8, $28::float8)))
      and u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and lower(u.email) <> all($7::text[]) and u.id not in (select sr.user_id from staff_roles sr)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like))
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.age > 0
    and u.id <> all($6::int[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $11::float8 and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
    and ($31::int is null or u.height_cm >= $31::int) and ($32::int is null or u.height_cm <= $32::int)
    and (not $33::bool or u.verification_status = 'approved')
    and ($34::text[] is null or u.relationship_goals = any($34::text[])) and ($35::text[] is null or case when u.show_faith then u.religion end = any($35::text[]))
    and ($36::text[] is null or case when u.show_faith then u.religious_practice end = any($36::text[])) and ($37::text[] is null or u.marital_history = any($37::text[]))
    and ($38::text[] is null or u.has_children = any($38::text[])) and ($39::text[] is null or u.wants_children = any($39::text[])) and ($40::text[] is null or u.smoking_habits = any($40::text[]))
    and ($41::text[] is null or u.drinking_habits = any($41::text[])) and ($42::text[] is null or u.education_level = any($42::text[]))
    and ($43::text[] is null or u.languages ?| $43::text[])
    and ($44::jsonb is null or not exists (
      select 1 from jsonb_each($44::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
    order by km asc, u.id limit $9::int
  ), picked as (
    select * from boosted union all select * from near
    order by boosted desc, km asc nulls last, id limit $9::int
  )
  select u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.city_ar as "cityAr", u.country, u.latitude,
  u.longitude, u.interests, u.profile_photo as "profilePhoto", u.photos, u.verification_status as "verificationStatus",
  u.max_distance as "maxDistance", u.show_distance as "showDistance", u.privacy, u.occupation, u.education,
  u.zodiac_sign as "zodiacSign", u.height, u.relationship_goals as "relationshipGoals",
  u.smoking_habits as "smokingHabits", u.drinking_habits as "drinkingHabits", u.core_values as "coreValues",
  u.religion, u.religious_practice as "religiousPractice", u.sect, u.show_faith as "showFaith", u.marital_history as "maritalHistory",
  u.has_children as "hasChildren", u.wants_children as "wantsChildren", u.education_level as "educationLevel", u.languages,
  u.nationality, u.marriage_timeline as "marriageTimeline", u.height_cm as "heightCm", u.prompts, p.km, p.boosted from picked p join users u on u.id = p.id
  order by p.boosted desc, p.km asc nulls last, u.id;
-- Nested Loop (actual rows=50 loops=1)
--   ->  Limit (actual rows=50 loops=1)
--         ->  Sort (actual rows=50 loops=1)
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '31.735'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8504899583359415'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.775000000000006'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 28kB
--               ->  Append (actual rows=50 loops=1)
--                     ->  Limit (actual rows=0 loops=1)
--                           ->  Sort (actual rows=0 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '31.735'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8504899583359415'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.775000000000006'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 25kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=0 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-02 04:57:56.74+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-02 04:57:56.74+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '31.735'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8504899583359415'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.775000000000006'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND (NOT (SubPlan 7)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--                                       Rows Removed by Filter: 200
--                                       SubPlan 1
--                                         ->  Seq Scan on staff_roles sr (actual rows=0 loops=1)
--                                       SubPlan 2
--                                         ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                                               Index Cond: (blocker_id = 8888)
--                                               Heap Fetches: 0
--                                       SubPlan 3
--                                         ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                                               Index Cond: (blocked_id = 8888)
--                                       SubPlan 6
--                                         ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                                               Index Cond: (from_user_id = 8888)
--                                               Heap Fetches: 0
--                                       SubPlan 7
--                                         ->  Function Scan on jsonb_each m (never executed)
--                                               Filter: ((u_1.answers ? q) AND (u_1.show_faith OR (NOT ((r ->> 'f'::text))::boolean)) AND (NOT ((r -> 'a'::text) ? ((u_1.answers -> q) ->> 'c'::text))))
--                                       SubPlan 5
--                                         ->  Bitmap Heap Scan on swipes l (never executed)
--                                               Recheck Cond: (to_user_id = 8888)
--                                               Filter: is_like
--                                               ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                     Index Cond: ((to_user_id = 8888) AND (is_like = true))
--                     ->  Limit (actual rows=50 loops=1)
--                           ->  Sort (actual rows=50 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '31.735'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8504899583359415'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '35.775000000000006'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: quicksort  Memory: 29kB
--                                 ->  Bitmap Heap Scan on users u_2 (actual rows=56 loops=1)
--                                       Recheck Cond: ((id = ANY ('{73778,37128,60098,42008,24558,37848,88768,76528,54538,38998,1978,29638,63178,55818,22988,99958,96818,60988,50018,45868,29598,14548,10068,45048,93218,83138,5188,48058,668,35228,88348,43148,56238,53228,47728,36118,97928,61838,50608,28028,76238,33368,2698,57218,6168,59968,16088,34678,29048,36668}'::integer[])) OR ((point(longitude, latitude) <@ '(36.0004102058188,31.597704697959838),(35.54958979418121,31.54329102011603)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(36.0004102058188,31.92670897988397),(35.54958979418121,31.87229530204016)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.63770469795984,31.87229530204016),(35.54958979418121,31.597704697959838)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(36.0004102058188,31.87229530204016),(35.91229530204017,31.597704697959838)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-02 04:57:56.74+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 8)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 13)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-02 04:57:56.74+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '31.735'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8504899583359415'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.775000000000006'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '21.31709528849173'::double precision) AND (NOT (SubPlan 14)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 12)))
--                                       Rows Removed by Filter: 686
--                                       Heap Blocks: exact=742
--                                       ->  BitmapOr (actual rows=0 loops=1)
--                                             ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                                                   Index Cond: (id = ANY ('{73778,37128,60098,42008,24558,37848,88768,76528,54538,38998,1978,29638,63178,55818,22988,99958,96818,60988,50018,45868,29598,14548,10068,45048,93218,83138,5188,48058,668,35228,88348,43148,56238,53228,47728,36118,97928,61838,50608,28028,76238,33368,2698,57218,6168,59968,16088,34678,29048,36668}'::integer[]))
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=172 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(36.0004102058188,31.597704697959838),(35.54958979418121,31.54329102011603)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=192 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(36.0004102058188,31.92670897988397),(35.54958979418121,31.87229530204016)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=169 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.63770469795984,31.87229530204016),(35.54958979418121,31.597704697959838)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=177 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(36.0004102058188,31.87229530204016),(35.91229530204017,31.597704697959838)'::box)
--                                       SubPlan 8
--                                         ->  Seq Scan on staff_roles sr_1 (actual rows=0 loops=1)
--                                       SubPlan 9
--                                         ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_1 (actual rows=0 loops=1)
--                                               Index Cond: (blocker_id = 8888)
--                                               Heap Fetches: 0
--                                       SubPlan 10
--                                         ->  Index Scan using blocks_blocked_idx on blocks b2_1 (actual rows=0 loops=1)
--                                               Index Cond: (blocked_id = 8888)
--                                       SubPlan 13
--                                         ->  Index Only Scan using swipes_pair_unique on swipes s_1 (actual rows=5 loops=1)
--                                               Index Cond: (from_user_id = 8888)
--                                               Heap Fetches: 0
--                                       SubPlan 14
--                                         ->  Function Scan on jsonb_each m_1 (actual rows=0 loops=66)
--                                               Filter: ((u_2.answers ? q) AND (u_2.show_faith OR (NOT ((r ->> 'f'::text))::boolean)) AND (NOT ((r -> 'a'::text) ? ((u_2.answers -> q) ->> 'c'::text))))
--                                               Rows Removed by Filter: 1
--                                       SubPlan 12
--                                         ->  Bitmap Heap Scan on swipes l_1 (never executed)
--                                               Recheck Cond: (to_user_id = 8888)
--                                               Filter: is_like
--                                               ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                     Index Cond: ((to_user_id = 8888) AND (is_like = true))
--   ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--         Index Cond: (id = u_1.id)

-- GET /api/discover, 50 km: a heavy swiper (the 1,000 nearest already swiped)
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1 (nearestDb: no bitmap scans, no sorts), parameters: [12346,21.855,38.985,["both","female"],["female"],[],[],"2026-12-02T04:57:56.740Z",38.500518889951195,21.40533981713773,39.469481110048804,22.30466018286227,50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and u.age > 0
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
    and ($30::jsonb is null or not exists (
      select 1 from jsonb_each($30::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
  order by point(u.longitude, u.latitude) <-> point($3::float8, $2::float8) limit $14::int;
-- Limit (actual rows=15 loops=1)
--   ->  Index Scan using users_near_idx on users u (actual rows=15 loops=1)
--         Index Cond: (point(longitude, latitude) <@ '(39.469481110048804,22.30466018286227),(38.500518889951195,21.40533981713773)'::box)
--         Order By: (point(longitude, latitude) <-> '(38.985,21.855)'::point)
--         Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-02 04:57:56.74+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-02 04:57:56.74+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.855'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9281289116201981'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.985'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 4184
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

-- statement 2, parameters: [12346,21.855,38.985,["both","female"],["female"],[],[],"2026-12-02T04:57:56.740Z",50,50,50,[75106,15456,54986,89916,90606,55126,13086,6546,95896,2986,67126,73146,75616,31846,31226],1000,1000,1000,1000,1000,1000,1000,1000,1000,1000,1000,1000,1000,1000,1000,1000,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
with boosted as (
    select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km, true as boosted from users u
    where u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and lower(u.email) <> all($7::text[]) and u.id not in (select sr.user_id from staff_roles sr)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like))
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.age > 0
    and u.id <> all($6::int[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and u.boosted_until > $8::timestamptz and ($10::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $10::float8)
      and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
    and ($31::int is null or u.height_cm >= $31::int) and ($32::int is null or u.height_cm <= $32::int)
    and (not $33::bool or u.verification_status = 'approved')
    and ($34::text[] is null or u.relationship_goals = any($34::text[])) and ($35::text[] is null or case when u.show_faith then u.religion end = any($35::text[]))
    and ($36::text[] is null or case when u.show_faith then u.religious_practice end = any($36::text[])) and ($37::text[] is null or u.marital_history = any($37::text[]))
    and ($38::text[] is null or u.has_children = any($38::text[])) and ($39::text[] is null or u.wants_children = any($39::text[])) and ($40::text[] is null or u.smoking_habits = any($40::text[]))
    and ($41::text[] is null or u.drinking_habits = any($41::text[])) and ($42::text[] is null or u.education_level = any($42::text[]))
    and ($43::text[] is null or u.languages ?| $43::text[])
    and ($44::jsonb is null or not exists (
      select 1 from jsonb_each($44::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
    order by km asc nulls last, u.id limit $9::int
  ), near as (
    select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km, false as boosted from users u
    where (u.id = any($12::int[]) or point(u.longitude, u.latitude) <@ box(point($13::float8, $14::float8), point($15::float8, $16::float8)) or point(u.longitude, u.latitude) <@ box(point($17::float8, $18::float8), point($19::float8, $20::float8)) or point(u.longitude, u.latitude) <@ box(point($21::float8, $22::float8), point($23::float8, $24::float8))
        or point(u.longitude, u.latitude) <@ box(point($25::float8, $26::float8), point($27::float8, $28::float8)))
      and u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and lower(u.email) <> all($7::text[]) and u.id not in (select sr.user_id from staff_roles sr)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like))
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.age > 0
    and u.id <> all($6::int[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $11::float8 and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
    and ($31::int is null or u.height_cm >= $31::int) and ($32::int is null or u.height_cm <= $32::int)
    and (not $33::bool or u.verification_status = 'approved')
    and ($34::text[] is null or u.relationship_goals = any($34::text[])) and ($35::text[] is null or case when u.show_faith then u.religion end = any($35::text[]))
    and ($36::text[] is null or case when u.show_faith then u.religious_practice end = any($36::text[])) and ($37::text[] is null or u.marital_history = any($37::text[]))
    and ($38::text[] is null or u.has_children = any($38::text[])) and ($39::text[] is null or u.wants_children = any($39::text[])) and ($40::text[] is null or u.smoking_habits = any($40::text[]))
    and ($41::text[] is null or u.drinking_habits = any($41::text[])) and ($42::text[] is null or u.education_level = any($42::text[]))
    and ($43::text[] is null or u.languages ?| $43::text[])
    and ($44::jsonb is null or not exists (
      select 1 from jsonb_each($44::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
    order by km asc, u.id limit $9::int
  ), picked as (
    select * from boosted union all select * from near
    order by boosted desc, km asc nulls last, id limit $9::int
  )
  select u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.city_ar as "cityAr", u.country, u.latitude,
  u.longitude, u.interests, u.profile_photo as "profilePhoto", u.photos, u.verification_status as "verificationStatus",
  u.max_distance as "maxDistance", u.show_distance as "showDistance", u.privacy, u.occupation, u.education,
  u.zodiac_sign as "zodiacSign", u.height, u.relationship_goals as "relationshipGoals",
  u.smoking_habits as "smokingHabits", u.drinking_habits as "drinkingHabits", u.core_values as "coreValues",
  u.religion, u.religious_practice as "religiousPractice", u.sect, u.show_faith as "showFaith", u.marital_history as "maritalHistory",
  u.has_children as "hasChildren", u.wants_children as "wantsChildren", u.education_level as "educationLevel", u.languages,
  u.nationality, u.marriage_timeline as "marriageTimeline", u.height_cm as "heightCm", u.prompts, p.km, p.boosted from picked p join users u on u.id = p.id
  order by p.boosted desc, p.km asc nulls last, u.id;
-- Nested Loop (actual rows=15 loops=1)
--   ->  Limit (actual rows=15 loops=1)
--         ->  Sort (actual rows=15 loops=1)
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '21.855'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9281289116201981'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '38.985'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 26kB
--               ->  Append (actual rows=15 loops=1)
--                     ->  Limit (actual rows=0 loops=1)
--                           ->  Sort (actual rows=0 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '21.855'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9281289116201981'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '38.985'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 25kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=0 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-02 04:57:56.74+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-02 04:57:56.74+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.855'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9281289116201981'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.985'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--                                       Rows Removed by Filter: 200
--                                       SubPlan 1
--                                         ->  Seq Scan on staff_roles sr (actual rows=0 loops=1)
--                                       SubPlan 2
--                                         ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                                               Index Cond: (blocker_id = 12346)
--                                               Heap Fetches: 0
--                                       SubPlan 3
--                                         ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                                               Index Cond: (blocked_id = 12346)
--                                       SubPlan 6
--                                         ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=1005 loops=1)
--                                               Index Cond: (from_user_id = 12346)
--                                               Heap Fetches: 0
--                                       SubPlan 5
--                                         ->  Bitmap Heap Scan on swipes l (never executed)
--                                               Recheck Cond: (to_user_id = 12346)
--                                               Filter: is_like
--                                               ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                     Index Cond: ((to_user_id = 12346) AND (is_like = true))
--                     ->  Limit (actual rows=15 loops=1)
--                           ->  Sort (actual rows=15 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '21.855'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9281289116201981'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '38.985'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: quicksort  Memory: 26kB
--                                 ->  Bitmap Heap Scan on users u_2 (actual rows=15 loops=1)
--                                       Recheck Cond: ((id = ANY ('{75106,15456,54986,89916,90606,55126,13086,6546,95896,2986,67126,73146,75616,31846,31226}'::integer[])) OR ((point(longitude, latitude) <@ '(1000,1000),(1000,1000)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(1000,1000),(1000,1000)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(1000,1000),(1000,1000)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(1000,1000),(1000,1000)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-02 04:57:56.74+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 7)) AND (NOT (hashed SubPlan 8)) AND (NOT (hashed SubPlan 9)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 12)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-02 04:57:56.74+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.855'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9281289116201981'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.985'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 11)))
--                                       Heap Blocks: exact=15
--                                       ->  BitmapOr (actual rows=0 loops=1)
--                                             ->  Bitmap Index Scan on users_pkey (actual rows=15 loops=1)
--                                                   Index Cond: (id = ANY ('{75106,15456,54986,89916,90606,55126,13086,6546,95896,2986,67126,73146,75616,31846,31226}'::integer[]))
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=0 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(1000,1000),(1000,1000)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=0 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(1000,1000),(1000,1000)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=0 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(1000,1000),(1000,1000)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=0 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(1000,1000),(1000,1000)'::box)
--                                       SubPlan 7
--                                         ->  Seq Scan on staff_roles sr_1 (actual rows=0 loops=1)
--                                       SubPlan 8
--                                         ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_1 (actual rows=0 loops=1)
--                                               Index Cond: (blocker_id = 12346)
--                                               Heap Fetches: 0
--                                       SubPlan 9
--                                         ->  Index Scan using blocks_blocked_idx on blocks b2_1 (actual rows=0 loops=1)
--                                               Index Cond: (blocked_id = 12346)
--                                       SubPlan 12
--                                         ->  Index Only Scan using swipes_pair_unique on swipes s_1 (actual rows=1005 loops=1)
--                                               Index Cond: (from_user_id = 12346)
--                                               Heap Fetches: 0
--                                       SubPlan 11
--                                         ->  Bitmap Heap Scan on swipes l_1 (never executed)
--                                               Recheck Cond: (to_user_id = 12346)
--                                               Filter: is_like
--                                               ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                     Index Cond: ((to_user_id = 12346) AND (is_like = true))
--   ->  Index Scan using users_pkey on users u (actual rows=1 loops=15)
--         Index Cond: (id = u_1.id)

-- GET /api/discover?globalMatching=true: worldwide
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1 (nearestDb: no bitmap scans, no sorts), parameters: [60617,33.925000000000004,35.355000000000004,["both","male"],["female"],[],[],"2026-12-02T04:57:56.740Z",32.10299460883444,31.22703890782639,38.607005391165565,36.62296109217362,300,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and u.age > 0
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
    and ($30::jsonb is null or not exists (
      select 1 from jsonb_each($30::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
  order by point(u.longitude, u.latitude) <-> point($3::float8, $2::float8) limit $14::int;
-- Limit (actual rows=50 loops=1)
--   ->  Index Scan using users_near_idx on users u (actual rows=50 loops=1)
--         Index Cond: (point(longitude, latitude) <@ '(38.607005391165565,36.62296109217362),(32.10299460883444,31.22703890782639)'::box)
--         Order By: (point(longitude, latitude) <-> '(35.355000000000004,33.925000000000004)'::point)
--         Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-02 04:57:56.74+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-02 04:57:56.74+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.925000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8297688438783134'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '300'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 147
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

-- statement 2, parameters: [60617,33.925000000000004,35.355000000000004,["both","male"],["female"],[],[],"2026-12-02T04:57:56.740Z",50,null,10.176444274131656,[40407,71307,3757,25337,41137,74057,56597,10527,74477,59827,43267,11227,47217,14357,58967,60267,22167,64617,38517,81817,37367,7217,97737,38317,74557,98767,65487,55947,55857,78957,12357,58227,45907,94057,91097,97237,78897,33937,34447,38767,99957,56167,13487,52997,7357,75067,29407,16427,26877,59477],35.24470560322778,33.83348116333966,35.46529439677223,33.85829167974608,35.24470560322778,33.99170832025393,35.46529439677223,34.016518836660346,35.24470560322778,33.85829167974608,35.28829167974608,33.99170832025393,35.42170832025393,33.85829167974608,35.46529439677223,33.99170832025393,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
with boosted as (
    select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km, true as boosted from users u
    where u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and lower(u.email) <> all($7::text[]) and u.id not in (select sr.user_id from staff_roles sr)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like))
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.age > 0
    and u.id <> all($6::int[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and u.boosted_until > $8::timestamptz and ($10::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $10::float8)
      and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
    and ($31::int is null or u.height_cm >= $31::int) and ($32::int is null or u.height_cm <= $32::int)
    and (not $33::bool or u.verification_status = 'approved')
    and ($34::text[] is null or u.relationship_goals = any($34::text[])) and ($35::text[] is null or case when u.show_faith then u.religion end = any($35::text[]))
    and ($36::text[] is null or case when u.show_faith then u.religious_practice end = any($36::text[])) and ($37::text[] is null or u.marital_history = any($37::text[]))
    and ($38::text[] is null or u.has_children = any($38::text[])) and ($39::text[] is null or u.wants_children = any($39::text[])) and ($40::text[] is null or u.smoking_habits = any($40::text[]))
    and ($41::text[] is null or u.drinking_habits = any($41::text[])) and ($42::text[] is null or u.education_level = any($42::text[]))
    and ($43::text[] is null or u.languages ?| $43::text[])
    and ($44::jsonb is null or not exists (
      select 1 from jsonb_each($44::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
    order by km asc nulls last, u.id limit $9::int
  ), near as (
    select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km, false as boosted from users u
    where (u.id = any($12::int[]) or point(u.longitude, u.latitude) <@ box(point($13::float8, $14::float8), point($15::float8, $16::float8)) or point(u.longitude, u.latitude) <@ box(point($17::float8, $18::float8), point($19::float8, $20::float8)) or point(u.longitude, u.latitude) <@ box(point($21::float8, $22::float8), point($23::float8, $24::float8))
        or point(u.longitude, u.latitude) <@ box(point($25::float8, $26::float8), point($27::float8, $28::float8)))
      and u.id <> $1::int
    and u.email_verified_at is not null and u.deactivated_at is null and u.suspended_at is null
    and (u.snoozed_at is null or u.snoozed_until <= $8::timestamptz)
    and lower(u.email) <> all($7::text[]) and u.id not in (select sr.user_id from staff_roles sr)
    and u.id not in (select b.blocked_id from blocks b where b.blocker_id = $1::int)
    and u.id not in (select b2.blocker_id from blocks b2 where b2.blocked_id = $1::int)
    and (coalesce(u.privacy->>'incognito', 'false') <> 'true'
      or exists (select 1 from swipes l where l.from_user_id = u.id and l.to_user_id = $1::int and l.is_like))
    and u.interested_in = any($4::text[]) and u.gender = any($5::text[])
    and u.age > 0
    and u.id <> all($6::int[])
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $11::float8 and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
    and ($31::int is null or u.height_cm >= $31::int) and ($32::int is null or u.height_cm <= $32::int)
    and (not $33::bool or u.verification_status = 'approved')
    and ($34::text[] is null or u.relationship_goals = any($34::text[])) and ($35::text[] is null or case when u.show_faith then u.religion end = any($35::text[]))
    and ($36::text[] is null or case when u.show_faith then u.religious_practice end = any($36::text[])) and ($37::text[] is null or u.marital_history = any($37::text[]))
    and ($38::text[] is null or u.has_children = any($38::text[])) and ($39::text[] is null or u.wants_children = any($39::text[])) and ($40::text[] is null or u.smoking_habits = any($40::text[]))
    and ($41::text[] is null or u.drinking_habits = any($41::text[])) and ($42::text[] is null or u.education_level = any($42::text[]))
    and ($43::text[] is null or u.languages ?| $43::text[])
    and ($44::jsonb is null or not exists (
      select 1 from jsonb_each($44::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
    order by km asc, u.id limit $9::int
  ), picked as (
    select * from boosted union all select * from near
    order by boosted desc, km asc nulls last, id limit $9::int
  )
  select u.id, u.username, u.name, u.age, u.gender, u.bio, u.location, u.city, u.city_ar as "cityAr", u.country, u.latitude,
  u.longitude, u.interests, u.profile_photo as "profilePhoto", u.photos, u.verification_status as "verificationStatus",
  u.max_distance as "maxDistance", u.show_distance as "showDistance", u.privacy, u.occupation, u.education,
  u.zodiac_sign as "zodiacSign", u.height, u.relationship_goals as "relationshipGoals",
  u.smoking_habits as "smokingHabits", u.drinking_habits as "drinkingHabits", u.core_values as "coreValues",
  u.religion, u.religious_practice as "religiousPractice", u.sect, u.show_faith as "showFaith", u.marital_history as "maritalHistory",
  u.has_children as "hasChildren", u.wants_children as "wantsChildren", u.education_level as "educationLevel", u.languages,
  u.nationality, u.marriage_timeline as "marriageTimeline", u.height_cm as "heightCm", u.prompts, p.km, p.boosted from picked p join users u on u.id = p.id
  order by p.boosted desc, p.km asc nulls last, u.id;
-- Nested Loop (actual rows=50 loops=1)
--   ->  Limit (actual rows=50 loops=1)
--         ->  Sort (actual rows=50 loops=1)
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '33.925000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8297688438783134'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 32kB
--               ->  Append (actual rows=100 loops=1)
--                     ->  Limit (actual rows=50 loops=1)
--                           ->  Sort (actual rows=50 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '33.925000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8297688438783134'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 29kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=54 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-02 04:57:56.74+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-02 04:57:56.74+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--                                       Rows Removed by Filter: 146
--                                       SubPlan 1
--                                         ->  Seq Scan on staff_roles sr (actual rows=0 loops=1)
--                                       SubPlan 2
--                                         ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                                               Index Cond: (blocker_id = 60617)
--                                               Heap Fetches: 0
--                                       SubPlan 3
--                                         ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                                               Index Cond: (blocked_id = 60617)
--                                       SubPlan 6
--                                         ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                                               Index Cond: (from_user_id = 60617)
--                                               Heap Fetches: 0
--                                       SubPlan 5
--                                         ->  Bitmap Heap Scan on swipes l (never executed)
--                                               Recheck Cond: (to_user_id = 60617)
--                                               Filter: is_like
--                                               ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                     Index Cond: ((to_user_id = 60617) AND (is_like = true))
--                     ->  Limit (actual rows=50 loops=1)
--                           ->  Sort (actual rows=50 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '33.925000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8297688438783134'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '35.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: quicksort  Memory: 29kB
--                                 ->  Bitmap Heap Scan on users u_2 (actual rows=56 loops=1)
--                                       Recheck Cond: ((id = ANY ('{40407,71307,3757,25337,41137,74057,56597,10527,74477,59827,43267,11227,47217,14357,58967,60267,22167,64617,38517,81817,37367,7217,97737,38317,74557,98767,65487,55947,55857,78957,12357,58227,45907,94057,91097,97237,78897,33937,34447,38767,99957,56167,13487,52997,7357,75067,29407,16427,26877,59477}'::integer[])) OR ((point(longitude, latitude) <@ '(35.46529439677223,33.85829167974608),(35.24470560322778,33.83348116333966)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.46529439677223,34.016518836660346),(35.24470560322778,33.99170832025393)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.28829167974608,33.99170832025393),(35.24470560322778,33.85829167974608)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.46529439677223,33.99170832025393),(35.42170832025393,33.85829167974608)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-02 04:57:56.74+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 7)) AND (NOT (hashed SubPlan 8)) AND (NOT (hashed SubPlan 9)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 12)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-02 04:57:56.74+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.925000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8297688438783134'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '10.176444274131656'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 11)))
--                                       Rows Removed by Filter: 161
--                                       Heap Blocks: exact=217
--                                       ->  BitmapOr (actual rows=0 loops=1)
--                                             ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                                                   Index Cond: (id = ANY ('{40407,71307,3757,25337,41137,74057,56597,10527,74477,59827,43267,11227,47217,14357,58967,60267,22167,64617,38517,81817,37367,7217,97737,38317,74557,98767,65487,55947,55857,78957,12357,58227,45907,94057,91097,97237,78897,33937,34447,38767,99957,56167,13487,52997,7357,75067,29407,16427,26877,59477}'::integer[]))
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=54 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.46529439677223,33.85829167974608),(35.24470560322778,33.83348116333966)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=51 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.46529439677223,34.016518836660346),(35.24470560322778,33.99170832025393)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=46 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.28829167974608,33.99170832025393),(35.24470560322778,33.85829167974608)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=42 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.46529439677223,33.99170832025393),(35.42170832025393,33.85829167974608)'::box)
--                                       SubPlan 7
--                                         ->  Seq Scan on staff_roles sr_1 (actual rows=0 loops=1)
--                                       SubPlan 8
--                                         ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_1 (actual rows=0 loops=1)
--                                               Index Cond: (blocker_id = 60617)
--                                               Heap Fetches: 0
--                                       SubPlan 9
--                                         ->  Index Scan using blocks_blocked_idx on blocks b2_1 (actual rows=0 loops=1)
--                                               Index Cond: (blocked_id = 60617)
--                                       SubPlan 12
--                                         ->  Index Only Scan using swipes_pair_unique on swipes s_1 (actual rows=5 loops=1)
--                                               Index Cond: (from_user_id = 60617)
--                                               Heap Fetches: 0
--                                       SubPlan 11
--                                         ->  Bitmap Heap Scan on swipes l_1 (never executed)
--                                               Recheck Cond: (to_user_id = 60617)
--                                               Filter: is_like
--                                               ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                     Index Cond: ((to_user_id = 60617) AND (is_like = true))
--   ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--         Index Cond: (id = u_1.id)
