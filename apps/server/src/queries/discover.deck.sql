-- GET /api/discover, 50 km (discover/repo.ts findCandidates -> nearest.ts, statements in deck-statements.ts): an ordinary viewer
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1 (nearestDb: no bitmap scans, no sorts), parameters: [60617,33.555,35.825,["both","male"],["female"],[],[],"2026-12-03T14:39:37.585Z",35.28541977215781,33.10533981713773,36.3645802278422,34.00466018286227,50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
--         Index Cond: (point(longitude, latitude) <@ '(36.3645802278422,34.00466018286227),(35.28541977215781,33.10533981713773)'::box)
--         Order By: (point(longitude, latitude) <-> '(35.825,33.555)'::point)
--         Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:39:37.585+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-03 14:39:37.585+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.555'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8333556164779959'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.825'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 179
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
--         SubPlan 7
--           ->  Seq Scan on member_reviews r (actual rows=0 loops=1)
--                 Filter: (state = ANY ('{held,pending}'::text[]))
--         SubPlan 5
--           ->  Index Scan using swipes_to_idx on swipes l (never executed)
--                 Index Cond: ((to_user_id = 60617) AND (is_like = true))

-- statement 2, parameters: [60617,33.555,35.825,["both","male"],["female"],[],[],"2026-12-03T14:39:37.585Z",50,50,11.158097189226394,[59437,49857,65217,27167,18397,19717,71387,74617,64437,87347,12027,94177,43517,74967,43927,42797,68657,31317,45287,42627,63447,4027,82517,79697,40827,93357,21427,10627,45927,1947,3207,93047,29057,99757,82727,70137,64907,26507,77327,28587,24737,80647,7997,39747,5917,2667,7357,61577,32167,54647],35.704586743469235,33.45465295877312,35.94541325653077,33.4839366480533,35.704586743469235,33.6260633519467,35.94541325653077,33.65534704122688,35.704586743469235,33.4839366480533,35.753936648053305,33.6260633519467,35.8960633519467,33.4839366480533,35.94541325653077,33.6260633519467,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and u.boosted_until > $8::timestamptz and ($10::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
  u.longitude, u.profile_photo as "profilePhoto", u.photos, u.verification_status as "verificationStatus",
  u.max_distance as "maxDistance", u.show_distance as "showDistance", u.privacy, u.prompts, u.occupation, u.zodiac_sign as "zodiacSign", u.height_cm as "heightCm", u.education_level as "educationLevel", u.languages, u.nationality, u.interests, u.core_values as "coreValues", u.smoking_habits as "smokingHabits", u.drinking_habits as "drinkingHabits", u.relationship_goals as "relationshipGoals", u.marriage_timeline as "marriageTimeline", u.religion, u.religious_practice as "religiousPractice", u.sect, u.show_faith as "showFaith", u.marital_history as "maritalHistory", u.has_children as "hasChildren", u.wants_children as "wantsChildren",
  u.answers, u.travel, u.boosted_until as "boostedUntil", p.km, p.boosted from picked p join users u on u.id = p.id
  order by p.boosted desc, p.km asc nulls last, u.id;
-- Nested Loop (actual rows=50 loops=1)
--   ->  Limit (actual rows=50 loops=1)
--         ->  Sort (actual rows=50 loops=1)
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '33.555'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8333556164779959'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.825'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 28kB
--               ->  Append (actual rows=50 loops=1)
--                     ->  Limit (actual rows=0 loops=1)
--                           ->  Sort (actual rows=0 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '33.555'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8333556164779959'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.825'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 25kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=0 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-03 14:39:37.585+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:39:37.585+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.555'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8333556164779959'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.825'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--                                       SubPlan 7
--                                         ->  Seq Scan on member_reviews r (actual rows=0 loops=1)
--                                               Filter: (state = ANY ('{held,pending}'::text[]))
--                                       SubPlan 5
--                                         ->  Bitmap Heap Scan on swipes l (never executed)
--                                               Recheck Cond: (to_user_id = 60617)
--                                               Filter: is_like
--                                               ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                     Index Cond: ((to_user_id = 60617) AND (is_like = true))
--                     ->  Limit (actual rows=50 loops=1)
--                           ->  Sort (actual rows=50 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '33.555'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8333556164779959'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '35.825'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: quicksort  Memory: 29kB
--                                 ->  Bitmap Heap Scan on users u_2 (actual rows=60 loops=1)
--                                       Recheck Cond: ((id = ANY ('{59437,49857,65217,27167,18397,19717,71387,74617,64437,87347,12027,94177,43517,74967,43927,42797,68657,31317,45287,42627,63447,4027,82517,79697,40827,93357,21427,10627,45927,1947,3207,93047,29057,99757,82727,70137,64907,26507,77327,28587,24737,80647,7997,39747,5917,2667,7357,61577,32167,54647}'::integer[])) OR ((point(longitude, latitude) <@ '(35.94541325653077,33.4839366480533),(35.704586743469235,33.45465295877312)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.94541325653077,33.65534704122688),(35.704586743469235,33.6260633519467)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.753936648053305,33.6260633519467),(35.704586743469235,33.4839366480533)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.94541325653077,33.6260633519467),(35.8960633519467,33.4839366480533)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:39:37.585+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 8)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 13)) AND (NOT (hashed SubPlan 14)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-03 14:39:37.585+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.555'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8333556164779959'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.825'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '11.158097189226394'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 12)))
--                                       Rows Removed by Filter: 181
--                                       Heap Blocks: exact=241
--                                       ->  BitmapOr (actual rows=0 loops=1)
--                                             ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                                                   Index Cond: (id = ANY ('{59437,49857,65217,27167,18397,19717,71387,74617,64437,87347,12027,94177,43517,74967,43927,42797,68657,31317,45287,42627,63447,4027,82517,79697,40827,93357,21427,10627,45927,1947,3207,93047,29057,99757,82727,70137,64907,26507,77327,28587,24737,80647,7997,39747,5917,2667,7357,61577,32167,54647}'::integer[]))
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=56 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.94541325653077,33.4839366480533),(35.704586743469235,33.45465295877312)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=48 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.94541325653077,33.65534704122688),(35.704586743469235,33.6260633519467)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=52 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.753936648053305,33.6260633519467),(35.704586743469235,33.4839366480533)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=55 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.94541325653077,33.6260633519467),(35.8960633519467,33.4839366480533)'::box)
--                                       SubPlan 8
--                                         ->  Seq Scan on staff_roles sr_1 (actual rows=0 loops=1)
--                                       SubPlan 9
--                                         ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_1 (actual rows=0 loops=1)
--                                               Index Cond: (blocker_id = 60617)
--                                               Heap Fetches: 0
--                                       SubPlan 10
--                                         ->  Index Scan using blocks_blocked_idx on blocks b2_1 (actual rows=0 loops=1)
--                                               Index Cond: (blocked_id = 60617)
--                                       SubPlan 13
--                                         ->  Index Only Scan using swipes_pair_unique on swipes s_1 (actual rows=5 loops=1)
--                                               Index Cond: (from_user_id = 60617)
--                                               Heap Fetches: 0
--                                       SubPlan 14
--                                         ->  Seq Scan on member_reviews r_1 (actual rows=0 loops=1)
--                                               Filter: (state = ANY ('{held,pending}'::text[]))
--                                       SubPlan 12
--                                         ->  Bitmap Heap Scan on swipes l_1 (never executed)
--                                               Recheck Cond: (to_user_id = 60617)
--                                               Filter: is_like
--                                               ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                     Index Cond: ((to_user_id = 60617) AND (is_like = true))
--   ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--         Index Cond: (id = u_1.id)

-- GET /api/discover, 50 km: a viewer with an age range and strict filters (bench/lib/seed.ts STRICT_FILTERS)
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1 (nearestDb: no bitmap scans, no sorts), parameters: [8888,32.005,36.245000000000005,["both","male"],["male","female","other"],[],[],"2026-12-03T14:39:37.585Z",35.714739380318406,31.55533981713773,36.7752606196816,32.45466018286227,50,50,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null,"{\"smoking-self\":{\"a\":[\"no\",\"sometimes\"],\"f\":false}}"]
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
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
--         Index Cond: (point(longitude, latitude) <@ '(36.7752606196816,32.45466018286227),(35.714739380318406,31.55533981713773)'::box)
--         Order By: (point(longitude, latitude) <-> '(36.245000000000005,32.005)'::point)
--         Filter: ((id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:39:37.585+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-03 14:39:37.585+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '32.005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8480018487477038'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.245000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND (NOT (SubPlan 8)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 866
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
--           ->  Seq Scan on member_reviews r (actual rows=0 loops=1)
--                 Filter: (state = ANY ('{held,pending}'::text[]))
--         SubPlan 8
--           ->  Function Scan on jsonb_each m (actual rows=0 loops=61)
--                 Filter: ((u.answers ? q) AND (u.show_faith OR (NOT ((r ->> 'f'::text))::boolean)) AND (NOT ((r -> 'a'::text) ? ((u.answers -> q) ->> 'c'::text))))
--                 Rows Removed by Filter: 1
--         SubPlan 5
--           ->  Index Scan using swipes_to_idx on swipes l (never executed)
--                 Index Cond: ((to_user_id = 8888) AND (is_like = true))

-- statement 2, parameters: [8888,32.005,36.245000000000005,["both","male"],["male","female","other"],[],[],"2026-12-03T14:39:37.585Z",50,50,22.94586050976305,[54338,64588,54538,24758,58858,32808,52808,36408,35558,6298,47338,25998,13928,95378,15068,15268,13628,9768,61738,84118,15828,30188,98518,12948,2438,98098,92958,54378,23748,10788,9348,22988,38238,42098,89918,2108,57848,56668,82288,16708,36118,7608,52938,60988,24038,39258,81278,42008,92208,81148],36.00165504548857,31.798643202803877,36.48834495451144,31.857351769545314,36.00165504548857,32.15264823045469,36.48834495451144,32.211356797196125,36.00165504548857,31.857351769545314,36.09735176954532,32.15264823045469,36.39264823045469,31.857351769545314,36.48834495451144,32.15264823045469,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null,"{\"smoking-self\":{\"a\":[\"no\",\"sometimes\"],\"f\":false}}"]
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
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and u.boosted_until > $8::timestamptz and ($10::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
  u.longitude, u.profile_photo as "profilePhoto", u.photos, u.verification_status as "verificationStatus",
  u.max_distance as "maxDistance", u.show_distance as "showDistance", u.privacy, u.prompts, u.occupation, u.zodiac_sign as "zodiacSign", u.height_cm as "heightCm", u.education_level as "educationLevel", u.languages, u.nationality, u.interests, u.core_values as "coreValues", u.smoking_habits as "smokingHabits", u.drinking_habits as "drinkingHabits", u.relationship_goals as "relationshipGoals", u.marriage_timeline as "marriageTimeline", u.religion, u.religious_practice as "religiousPractice", u.sect, u.show_faith as "showFaith", u.marital_history as "maritalHistory", u.has_children as "hasChildren", u.wants_children as "wantsChildren",
  u.answers, u.travel, u.boosted_until as "boostedUntil", p.km, p.boosted from picked p join users u on u.id = p.id
  order by p.boosted desc, p.km asc nulls last, u.id;
-- Nested Loop (actual rows=50 loops=1)
--   ->  Limit (actual rows=50 loops=1)
--         ->  Sort (actual rows=50 loops=1)
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '32.005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8480018487477038'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '36.245000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 28kB
--               ->  Append (actual rows=50 loops=1)
--                     ->  Limit (actual rows=0 loops=1)
--                           ->  Sort (actual rows=0 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '32.005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8480018487477038'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '36.245000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 25kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=0 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-03 14:39:37.585+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:39:37.585+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '32.005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8480018487477038'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.245000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND (NOT (SubPlan 8)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--                                         ->  Seq Scan on member_reviews r (actual rows=0 loops=1)
--                                               Filter: (state = ANY ('{held,pending}'::text[]))
--                                       SubPlan 8
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
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '32.005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8480018487477038'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '36.245000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: quicksort  Memory: 29kB
--                                 ->  Bitmap Heap Scan on users u_2 (actual rows=58 loops=1)
--                                       Recheck Cond: ((id = ANY ('{54338,64588,54538,24758,58858,32808,52808,36408,35558,6298,47338,25998,13928,95378,15068,15268,13628,9768,61738,84118,15828,30188,98518,12948,2438,98098,92958,54378,23748,10788,9348,22988,38238,42098,89918,2108,57848,56668,82288,16708,36118,7608,52938,60988,24038,39258,81278,42008,92208,81148}'::integer[])) OR ((point(longitude, latitude) <@ '(36.48834495451144,31.857351769545314),(36.00165504548857,31.798643202803877)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(36.48834495451144,32.211356797196125),(36.00165504548857,32.15264823045469)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(36.09735176954532,32.15264823045469),(36.00165504548857,31.857351769545314)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(36.48834495451144,32.15264823045469),(36.39264823045469,31.857351769545314)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:39:37.585+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (NOT (hashed SubPlan 11)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 14)) AND (NOT (hashed SubPlan 15)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-03 14:39:37.585+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '32.005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8480018487477038'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.245000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '22.94586050976305'::double precision) AND (NOT (SubPlan 16)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 13)))
--                                       Rows Removed by Filter: 820
--                                       Heap Blocks: exact=877
--                                       ->  BitmapOr (actual rows=0 loops=1)
--                                             ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                                                   Index Cond: (id = ANY ('{54338,64588,54538,24758,58858,32808,52808,36408,35558,6298,47338,25998,13928,95378,15068,15268,13628,9768,61738,84118,15828,30188,98518,12948,2438,98098,92958,54378,23748,10788,9348,22988,38238,42098,89918,2108,57848,56668,82288,16708,36118,7608,52938,60988,24038,39258,81278,42008,92208,81148}'::integer[]))
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=213 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(36.48834495451144,31.857351769545314),(36.00165504548857,31.798643202803877)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=223 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(36.48834495451144,32.211356797196125),(36.00165504548857,32.15264823045469)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=208 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(36.09735176954532,32.15264823045469),(36.00165504548857,31.857351769545314)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=208 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(36.48834495451144,32.15264823045469),(36.39264823045469,31.857351769545314)'::box)
--                                       SubPlan 9
--                                         ->  Seq Scan on staff_roles sr_1 (actual rows=0 loops=1)
--                                       SubPlan 10
--                                         ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_1 (actual rows=0 loops=1)
--                                               Index Cond: (blocker_id = 8888)
--                                               Heap Fetches: 0
--                                       SubPlan 11
--                                         ->  Index Scan using blocks_blocked_idx on blocks b2_1 (actual rows=0 loops=1)
--                                               Index Cond: (blocked_id = 8888)
--                                       SubPlan 14
--                                         ->  Index Only Scan using swipes_pair_unique on swipes s_1 (actual rows=5 loops=1)
--                                               Index Cond: (from_user_id = 8888)
--                                               Heap Fetches: 0
--                                       SubPlan 15
--                                         ->  Seq Scan on member_reviews r_1 (actual rows=0 loops=1)
--                                               Filter: (state = ANY ('{held,pending}'::text[]))
--                                       SubPlan 16
--                                         ->  Function Scan on jsonb_each m_1 (actual rows=0 loops=63)
--                                               Filter: ((u_2.answers ? q) AND (u_2.show_faith OR (NOT ((r ->> 'f'::text))::boolean)) AND (NOT ((r -> 'a'::text) ? ((u_2.answers -> q) ->> 'c'::text))))
--                                               Rows Removed by Filter: 1
--                                       SubPlan 13
--                                         ->  Bitmap Heap Scan on swipes l_1 (never executed)
--                                               Recheck Cond: (to_user_id = 8888)
--                                               Filter: is_like
--                                               ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                     Index Cond: ((to_user_id = 8888) AND (is_like = true))
--   ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--         Index Cond: (id = u_1.id)

-- GET /api/discover, 50 km: a heavy swiper (the 1,000 nearest already swiped)
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1 (nearestDb: no bitmap scans, no sorts), parameters: [12346,20.994999999999997,39.235,["both","female"],["female"],[],[],"2026-12-03T14:39:37.585Z",38.753364150392066,20.545339817137727,39.71663584960793,21.44466018286227,50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
--         Index Cond: (point(longitude, latitude) <@ '(39.71663584960793,21.44466018286227),(38.753364150392066,20.545339817137727)'::box)
--         Order By: (point(longitude, latitude) <-> '(39.235,20.994999999999997)'::point)
--         Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:39:37.585+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-03 14:39:37.585+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '20.994999999999997'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9336116964456173'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.235'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 3646
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
--         SubPlan 7
--           ->  Seq Scan on member_reviews r (actual rows=0 loops=1)
--                 Filter: (state = ANY ('{held,pending}'::text[]))
--         SubPlan 5
--           ->  Index Scan using swipes_to_idx on swipes l (never executed)
--                 Index Cond: ((to_user_id = 12346) AND (is_like = true))

-- statement 2, parameters: [12346,20.994999999999997,39.235,["both","female"],["female"],[],[],"2026-12-03T14:39:37.585Z",50,50,50,[],1000,1000,1000,1000,1000,1000,1000,1000,1000,1000,1000,1000,1000,1000,1000,1000,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and u.boosted_until > $8::timestamptz and ($10::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
  u.longitude, u.profile_photo as "profilePhoto", u.photos, u.verification_status as "verificationStatus",
  u.max_distance as "maxDistance", u.show_distance as "showDistance", u.privacy, u.prompts, u.occupation, u.zodiac_sign as "zodiacSign", u.height_cm as "heightCm", u.education_level as "educationLevel", u.languages, u.nationality, u.interests, u.core_values as "coreValues", u.smoking_habits as "smokingHabits", u.drinking_habits as "drinkingHabits", u.relationship_goals as "relationshipGoals", u.marriage_timeline as "marriageTimeline", u.religion, u.religious_practice as "religiousPractice", u.sect, u.show_faith as "showFaith", u.marital_history as "maritalHistory", u.has_children as "hasChildren", u.wants_children as "wantsChildren",
  u.answers, u.travel, u.boosted_until as "boostedUntil", p.km, p.boosted from picked p join users u on u.id = p.id
  order by p.boosted desc, p.km asc nulls last, u.id;
-- Nested Loop (actual rows=0 loops=1)
--   ->  Limit (actual rows=0 loops=1)
--         ->  Sort (actual rows=0 loops=1)
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '20.994999999999997'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9336116964456173'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '39.235'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 25kB
--               ->  Append (actual rows=0 loops=1)
--                     ->  Limit (actual rows=0 loops=1)
--                           ->  Sort (actual rows=0 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '20.994999999999997'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9336116964456173'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '39.235'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 25kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=0 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-03 14:39:37.585+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:39:37.585+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '20.994999999999997'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9336116964456173'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.235'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--                                       SubPlan 7
--                                         ->  Seq Scan on member_reviews r (actual rows=0 loops=1)
--                                               Filter: (state = ANY ('{held,pending}'::text[]))
--                                       SubPlan 5
--                                         ->  Bitmap Heap Scan on swipes l (never executed)
--                                               Recheck Cond: (to_user_id = 12346)
--                                               Filter: is_like
--                                               ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                     Index Cond: ((to_user_id = 12346) AND (is_like = true))
--                     ->  Limit (actual rows=0 loops=1)
--                           ->  Sort (actual rows=0 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '20.994999999999997'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9336116964456173'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '39.235'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: quicksort  Memory: 25kB
--                                 ->  Bitmap Heap Scan on users u_2 (actual rows=0 loops=1)
--                                       Recheck Cond: ((id = ANY ('{}'::integer[])) OR ((point(longitude, latitude) <@ '(1000,1000),(1000,1000)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(1000,1000),(1000,1000)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(1000,1000),(1000,1000)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(1000,1000),(1000,1000)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--                                       Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:39:37.585+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 8)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 13)) AND (NOT (hashed SubPlan 14)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-03 14:39:37.585+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '20.994999999999997'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9336116964456173'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.235'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 12)))
--                                       ->  BitmapOr (actual rows=0 loops=1)
--                                             ->  Bitmap Index Scan on users_pkey (actual rows=0 loops=1)
--                                                   Index Cond: (id = ANY ('{}'::integer[]))
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=0 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(1000,1000),(1000,1000)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=0 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(1000,1000),(1000,1000)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=0 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(1000,1000),(1000,1000)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=0 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(1000,1000),(1000,1000)'::box)
--                                       SubPlan 8
--                                         ->  Seq Scan on staff_roles sr_1 (never executed)
--                                       SubPlan 9
--                                         ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_1 (never executed)
--                                               Index Cond: (blocker_id = 12346)
--                                               Heap Fetches: 0
--                                       SubPlan 10
--                                         ->  Index Scan using blocks_blocked_idx on blocks b2_1 (never executed)
--                                               Index Cond: (blocked_id = 12346)
--                                       SubPlan 13
--                                         ->  Index Only Scan using swipes_pair_unique on swipes s_1 (never executed)
--                                               Index Cond: (from_user_id = 12346)
--                                               Heap Fetches: 0
--                                       SubPlan 14
--                                         ->  Seq Scan on member_reviews r_1 (never executed)
--                                               Filter: (state = ANY ('{held,pending}'::text[]))
--                                       SubPlan 12
--                                         ->  Bitmap Heap Scan on swipes l_1 (never executed)
--                                               Recheck Cond: (to_user_id = 12346)
--                                               Filter: is_like
--                                               ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                     Index Cond: ((to_user_id = 12346) AND (is_like = true))
--   ->  Index Scan using users_pkey on users u (never executed)
--         Index Cond: (id = u_1.id)

-- GET /api/discover?globalMatching=true: worldwide
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1 (nearestDb: no bitmap scans, no sorts), parameters: [60617,33.555,35.825,["both","male"],["female"],[],[],"2026-12-03T14:39:37.585Z",32.58700623140638,30.857038907826386,39.06299376859363,36.252961092173614,300,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
--         Index Cond: (point(longitude, latitude) <@ '(39.06299376859363,36.252961092173614),(32.58700623140638,30.857038907826386)'::box)
--         Order By: (point(longitude, latitude) <-> '(35.825,33.555)'::point)
--         Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:39:37.585+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-03 14:39:37.585+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.555'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8333556164779959'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.825'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '300'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 178
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
--         SubPlan 7
--           ->  Seq Scan on member_reviews r (actual rows=0 loops=1)
--                 Filter: (state = ANY ('{held,pending}'::text[]))
--         SubPlan 5
--           ->  Index Scan using swipes_to_idx on swipes l (never executed)
--                 Index Cond: ((to_user_id = 60617) AND (is_like = true))

-- statement 2, parameters: [60617,33.555,35.825,["both","male"],["female"],[],[],"2026-12-03T14:39:37.585Z",50,null,11.158097189226394,[59437,49857,65217,27167,18397,19717,71387,74617,64437,87347,12027,94177,43517,74967,42797,43927,68657,31317,45287,42627,63447,4027,40827,82517,79697,93357,21427,10627,45927,1947,3207,93047,29057,99757,82727,70137,64907,26507,77327,24737,28587,80647,7997,39747,5917,2667,7357,61577,32167,54647],35.704586743469235,33.45465295877312,35.94541325653077,33.4839366480533,35.704586743469235,33.6260633519467,35.94541325653077,33.65534704122688,35.704586743469235,33.4839366480533,35.753936648053305,33.6260633519467,35.8960633519467,33.4839366480533,35.94541325653077,33.6260633519467,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and u.boosted_until > $8::timestamptz and ($10::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
  u.longitude, u.profile_photo as "profilePhoto", u.photos, u.verification_status as "verificationStatus",
  u.max_distance as "maxDistance", u.show_distance as "showDistance", u.privacy, u.prompts, u.occupation, u.zodiac_sign as "zodiacSign", u.height_cm as "heightCm", u.education_level as "educationLevel", u.languages, u.nationality, u.interests, u.core_values as "coreValues", u.smoking_habits as "smokingHabits", u.drinking_habits as "drinkingHabits", u.relationship_goals as "relationshipGoals", u.marriage_timeline as "marriageTimeline", u.religion, u.religious_practice as "religiousPractice", u.sect, u.show_faith as "showFaith", u.marital_history as "maritalHistory", u.has_children as "hasChildren", u.wants_children as "wantsChildren",
  u.answers, u.travel, u.boosted_until as "boostedUntil", p.km, p.boosted from picked p join users u on u.id = p.id
  order by p.boosted desc, p.km asc nulls last, u.id;
-- Nested Loop (actual rows=50 loops=1)
--   ->  Limit (actual rows=50 loops=1)
--         ->  Sort (actual rows=50 loops=1)
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '33.555'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8333556164779959'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.825'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 32kB
--               ->  Append (actual rows=100 loops=1)
--                     ->  Limit (actual rows=50 loops=1)
--                           ->  Sort (actual rows=50 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '33.555'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8333556164779959'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.825'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 29kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=54 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-03 14:39:37.585+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:39:37.585+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--                                       SubPlan 7
--                                         ->  Seq Scan on member_reviews r (actual rows=0 loops=1)
--                                               Filter: (state = ANY ('{held,pending}'::text[]))
--                                       SubPlan 5
--                                         ->  Bitmap Heap Scan on swipes l (never executed)
--                                               Recheck Cond: (to_user_id = 60617)
--                                               Filter: is_like
--                                               ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                     Index Cond: ((to_user_id = 60617) AND (is_like = true))
--                     ->  Limit (actual rows=50 loops=1)
--                           ->  Sort (actual rows=50 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '33.555'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8333556164779959'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '35.825'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: quicksort  Memory: 29kB
--                                 ->  Bitmap Heap Scan on users u_2 (actual rows=60 loops=1)
--                                       Recheck Cond: ((id = ANY ('{59437,49857,65217,27167,18397,19717,71387,74617,64437,87347,12027,94177,43517,74967,42797,43927,68657,31317,45287,42627,63447,4027,40827,82517,79697,93357,21427,10627,45927,1947,3207,93047,29057,99757,82727,70137,64907,26507,77327,24737,28587,80647,7997,39747,5917,2667,7357,61577,32167,54647}'::integer[])) OR ((point(longitude, latitude) <@ '(35.94541325653077,33.4839366480533),(35.704586743469235,33.45465295877312)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.94541325653077,33.65534704122688),(35.704586743469235,33.6260633519467)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.753936648053305,33.6260633519467),(35.704586743469235,33.4839366480533)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.94541325653077,33.6260633519467),(35.8960633519467,33.4839366480533)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:39:37.585+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 8)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 13)) AND (NOT (hashed SubPlan 14)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-03 14:39:37.585+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.555'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8333556164779959'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.825'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '11.158097189226394'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 12)))
--                                       Rows Removed by Filter: 181
--                                       Heap Blocks: exact=241
--                                       ->  BitmapOr (actual rows=0 loops=1)
--                                             ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                                                   Index Cond: (id = ANY ('{59437,49857,65217,27167,18397,19717,71387,74617,64437,87347,12027,94177,43517,74967,42797,43927,68657,31317,45287,42627,63447,4027,40827,82517,79697,93357,21427,10627,45927,1947,3207,93047,29057,99757,82727,70137,64907,26507,77327,24737,28587,80647,7997,39747,5917,2667,7357,61577,32167,54647}'::integer[]))
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=56 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.94541325653077,33.4839366480533),(35.704586743469235,33.45465295877312)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=48 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.94541325653077,33.65534704122688),(35.704586743469235,33.6260633519467)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=52 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.753936648053305,33.6260633519467),(35.704586743469235,33.4839366480533)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=55 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.94541325653077,33.6260633519467),(35.8960633519467,33.4839366480533)'::box)
--                                       SubPlan 8
--                                         ->  Seq Scan on staff_roles sr_1 (actual rows=0 loops=1)
--                                       SubPlan 9
--                                         ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_1 (actual rows=0 loops=1)
--                                               Index Cond: (blocker_id = 60617)
--                                               Heap Fetches: 0
--                                       SubPlan 10
--                                         ->  Index Scan using blocks_blocked_idx on blocks b2_1 (actual rows=0 loops=1)
--                                               Index Cond: (blocked_id = 60617)
--                                       SubPlan 13
--                                         ->  Index Only Scan using swipes_pair_unique on swipes s_1 (actual rows=5 loops=1)
--                                               Index Cond: (from_user_id = 60617)
--                                               Heap Fetches: 0
--                                       SubPlan 14
--                                         ->  Seq Scan on member_reviews r_1 (actual rows=0 loops=1)
--                                               Filter: (state = ANY ('{held,pending}'::text[]))
--                                       SubPlan 12
--                                         ->  Bitmap Heap Scan on swipes l_1 (never executed)
--                                               Recheck Cond: (to_user_id = 60617)
--                                               Filter: is_like
--                                               ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                     Index Cond: ((to_user_id = 60617) AND (is_like = true))
--   ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--         Index Cond: (id = u_1.id)
