-- GET /api/discover, 50 km (discover/repo.ts findCandidates -> nearest.ts, statements in deck-statements.ts): an ordinary viewer
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1 (nearestDb: no bitmap scans, no sorts), parameters: [60617,34.355000000000004,35.365,["both","male"],["female"],[],[],"2026-12-03T14:42:58.411Z",34.820322458509885,33.90533981713774,35.90967754149012,34.80466018286227,50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and ($20::text[] is null or u.relationship_goals = any($20::text[]))
    and ($21::text[] is null or case when u.show_faith then u.religion end = any($21::text[]))
    and ($22::text[] is null or case when u.show_faith then u.religious_practice end = any($22::text[]))
    and ($23::text[] is null or u.marital_history = any($23::text[]))
    and ($24::text[] is null or u.has_children = any($24::text[]))
    and ($25::text[] is null or u.wants_children = any($25::text[]))
    and ($26::text[] is null or u.smoking_habits = any($26::text[]))
    and ($27::text[] is null or u.drinking_habits = any($27::text[]))
    and ($28::text[] is null or u.education_level = any($28::text[]))
    and ($29::text[] is null or u.languages ?| $29::text[])
    and ($30::jsonb is null or not exists (
      select 1 from jsonb_each($30::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
  order by point(u.longitude, u.latitude) <-> point($3::float8, $2::float8) limit $14::int;
-- Limit (actual rows=50 loops=1)
--   ->  Index Scan using users_near_idx on users u (actual rows=50 loops=1)
--         Index Cond: (point(longitude, latitude) <@ '(35.90967754149012,34.80466018286227),(34.820322458509885,33.90533981713774)'::box)
--         Order By: (point(longitude, latitude) <-> '(35.365,34.355000000000004)'::point)
--         Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:42:58.411+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-03 14:42:58.411+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8255569677938155'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.365'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 142
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

-- statement 2, parameters: [60617,34.355000000000004,35.365,["both","male"],["female"],[],[],"2026-12-03T14:42:58.411Z",50,50,10.379172242290165,[77147,52137,52117,6537,5507,75587,29697,35887,57507,72647,38007,8237,44137,24617,6437,28547,37777,3207,26797,90067,23317,21697,86917,92467,32597,82007,65087,43887,58967,85477,15707,64617,89467,82637,37477,90247,12167,50547,80377,5117,98537,77227,82727,2477,8327,11227,73957,25437,37287,31937],35.25193447778832,34.261657989439044,35.478065522211686,34.28791796074209,35.25193447778832,34.422082039257916,35.478065522211686,34.448342010560964,35.25193447778832,34.28791796074209,35.29791796074209,34.422082039257916,35.432082039257914,34.28791796074209,35.478065522211686,34.422082039257916,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and ($34::text[] is null or u.relationship_goals = any($34::text[]))
    and ($35::text[] is null or case when u.show_faith then u.religion end = any($35::text[]))
    and ($36::text[] is null or case when u.show_faith then u.religious_practice end = any($36::text[]))
    and ($37::text[] is null or u.marital_history = any($37::text[]))
    and ($38::text[] is null or u.has_children = any($38::text[]))
    and ($39::text[] is null or u.wants_children = any($39::text[]))
    and ($40::text[] is null or u.smoking_habits = any($40::text[]))
    and ($41::text[] is null or u.drinking_habits = any($41::text[]))
    and ($42::text[] is null or u.education_level = any($42::text[]))
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
    and ($34::text[] is null or u.relationship_goals = any($34::text[]))
    and ($35::text[] is null or case when u.show_faith then u.religion end = any($35::text[]))
    and ($36::text[] is null or case when u.show_faith then u.religious_practice end = any($36::text[]))
    and ($37::text[] is null or u.marital_history = any($37::text[]))
    and ($38::text[] is null or u.has_children = any($38::text[]))
    and ($39::text[] is null or u.wants_children = any($39::text[]))
    and ($40::text[] is null or u.smoking_habits = any($40::text[]))
    and ($41::text[] is null or u.drinking_habits = any($41::text[]))
    and ($42::text[] is null or u.education_level = any($42::text[]))
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
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '34.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8255569677938155'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.365'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 28kB
--               ->  Append (actual rows=50 loops=1)
--                     ->  Limit (actual rows=0 loops=1)
--                           ->  Sort (actual rows=0 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '34.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8255569677938155'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.365'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 25kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=0 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-03 14:42:58.411+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:42:58.411+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8255569677938155'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.365'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '34.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8255569677938155'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '35.365'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: quicksort  Memory: 29kB
--                                 ->  Bitmap Heap Scan on users u_2 (actual rows=54 loops=1)
--                                       Recheck Cond: ((id = ANY ('{77147,52137,52117,6537,5507,75587,29697,35887,57507,72647,38007,8237,44137,24617,6437,28547,37777,3207,26797,90067,23317,21697,86917,92467,32597,82007,65087,43887,58967,85477,15707,64617,89467,82637,37477,90247,12167,50547,80377,5117,98537,77227,82727,2477,8327,11227,73957,25437,37287,31937}'::integer[])) OR ((point(longitude, latitude) <@ '(35.478065522211686,34.28791796074209),(35.25193447778832,34.261657989439044)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.478065522211686,34.448342010560964),(35.25193447778832,34.422082039257916)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.29791796074209,34.422082039257916),(35.25193447778832,34.28791796074209)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.478065522211686,34.422082039257916),(35.432082039257914,34.28791796074209)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:42:58.411+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 8)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 13)) AND (NOT (hashed SubPlan 14)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-03 14:42:58.411+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8255569677938155'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.365'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '10.379172242290165'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 12)))
--                                       Rows Removed by Filter: 151
--                                       Heap Blocks: exact=205
--                                       ->  BitmapOr (actual rows=0 loops=1)
--                                             ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                                                   Index Cond: (id = ANY ('{77147,52137,52117,6537,5507,75587,29697,35887,57507,72647,38007,8237,44137,24617,6437,28547,37777,3207,26797,90067,23317,21697,86917,92467,32597,82007,65087,43887,58967,85477,15707,64617,89467,82637,37477,90247,12167,50547,80377,5117,98537,77227,82727,2477,8327,11227,73957,25437,37287,31937}'::integer[]))
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=49 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.478065522211686,34.28791796074209),(35.25193447778832,34.261657989439044)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=43 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.478065522211686,34.448342010560964),(35.25193447778832,34.422082039257916)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=35 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.29791796074209,34.422082039257916),(35.25193447778832,34.28791796074209)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=47 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.478065522211686,34.422082039257916),(35.432082039257914,34.28791796074209)'::box)
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

-- statement 1 (nearestDb: no bitmap scans, no sorts), parameters: [8888,32.035000000000004,35.425000000000004,["both","male"],["male","female","other"],[],[],"2026-12-03T14:42:58.411Z",34.89456572102828,31.585339817137733,35.95543427897173,32.48466018286227,50,50,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null,"{\"smoking-self\":{\"a\":[\"no\",\"sometimes\"],\"f\":false}}"]
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
    and ($20::text[] is null or u.relationship_goals = any($20::text[]))
    and ($21::text[] is null or case when u.show_faith then u.religion end = any($21::text[]))
    and ($22::text[] is null or case when u.show_faith then u.religious_practice end = any($22::text[]))
    and ($23::text[] is null or u.marital_history = any($23::text[]))
    and ($24::text[] is null or u.has_children = any($24::text[]))
    and ($25::text[] is null or u.wants_children = any($25::text[]))
    and ($26::text[] is null or u.smoking_habits = any($26::text[]))
    and ($27::text[] is null or u.drinking_habits = any($27::text[]))
    and ($28::text[] is null or u.education_level = any($28::text[]))
    and ($29::text[] is null or u.languages ?| $29::text[])
    and ($30::jsonb is null or not exists (
      select 1 from jsonb_each($30::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
  order by point(u.longitude, u.latitude) <-> point($3::float8, $2::float8) limit $14::int;
-- Limit (actual rows=50 loops=1)
--   ->  Index Scan using users_near_idx on users u (actual rows=50 loops=1)
--         Index Cond: (point(longitude, latitude) <@ '(35.95543427897173,32.48466018286227),(34.89456572102828,31.585339817137733)'::box)
--         Order By: (point(longitude, latitude) <-> '(35.425000000000004,32.035000000000004)'::point)
--         Filter: ((id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:42:58.411+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-03 14:42:58.411+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '32.035000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8477242286917301'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND (NOT (SubPlan 8)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 637
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
--           ->  Function Scan on jsonb_each m (actual rows=0 loops=56)
--                 Filter: ((u.answers ? q) AND (u.show_faith OR (NOT ((r ->> 'f'::text))::boolean)) AND (NOT ((r -> 'a'::text) ? ((u.answers -> q) ->> 'c'::text))))
--                 Rows Removed by Filter: 1
--         SubPlan 5
--           ->  Index Scan using swipes_to_idx on swipes l (never executed)
--                 Index Cond: ((to_user_id = 8888) AND (is_like = true))

-- statement 2, parameters: [8888,32.035000000000004,35.425000000000004,["both","male"],["male","female","other"],[],[],"2026-12-03T14:42:58.411Z",50,50,22.55707379985427,[85558,18998,53788,60858,29048,48058,95838,96358,9768,13038,60818,60098,26718,73098,77838,76658,80388,68478,74758,98388,37128,23448,50348,73228,22008,10658,50188,9308,64618,42428,12908,28618,15368,29638,51368,81698,94068,12058,54538,99568,12948,10748,47468,24558,69918,51788,74668,35558,46158,76198],35.18569986197576,31.83213964085754,35.664300138024245,31.890777949125663,35.18569986197576,32.179222050874344,35.664300138024245,32.23786035914246,35.18569986197576,31.890777949125663,35.280777949125664,32.179222050874344,35.569222050874345,31.890777949125663,35.664300138024245,32.179222050874344,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null,"{\"smoking-self\":{\"a\":[\"no\",\"sometimes\"],\"f\":false}}"]
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
    and ($34::text[] is null or u.relationship_goals = any($34::text[]))
    and ($35::text[] is null or case when u.show_faith then u.religion end = any($35::text[]))
    and ($36::text[] is null or case when u.show_faith then u.religious_practice end = any($36::text[]))
    and ($37::text[] is null or u.marital_history = any($37::text[]))
    and ($38::text[] is null or u.has_children = any($38::text[]))
    and ($39::text[] is null or u.wants_children = any($39::text[]))
    and ($40::text[] is null or u.smoking_habits = any($40::text[]))
    and ($41::text[] is null or u.drinking_habits = any($41::text[]))
    and ($42::text[] is null or u.education_level = any($42::text[]))
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
    and ($34::text[] is null or u.relationship_goals = any($34::text[]))
    and ($35::text[] is null or case when u.show_faith then u.religion end = any($35::text[]))
    and ($36::text[] is null or case when u.show_faith then u.religious_practice end = any($36::text[]))
    and ($37::text[] is null or u.marital_history = any($37::text[]))
    and ($38::text[] is null or u.has_children = any($38::text[]))
    and ($39::text[] is null or u.wants_children = any($39::text[]))
    and ($40::text[] is null or u.smoking_habits = any($40::text[]))
    and ($41::text[] is null or u.drinking_habits = any($41::text[]))
    and ($42::text[] is null or u.education_level = any($42::text[]))
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
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '32.035000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8477242286917301'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 28kB
--               ->  Append (actual rows=50 loops=1)
--                     ->  Limit (actual rows=0 loops=1)
--                           ->  Sort (actual rows=0 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '32.035000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8477242286917301'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 25kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=0 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-03 14:42:58.411+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:42:58.411+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '32.035000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8477242286917301'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND (NOT (SubPlan 8)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '32.035000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8477242286917301'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '35.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: quicksort  Memory: 28kB
--                                 ->  Bitmap Heap Scan on users u_2 (actual rows=51 loops=1)
--                                       Recheck Cond: ((id = ANY ('{85558,18998,53788,60858,29048,48058,95838,96358,9768,13038,60818,60098,26718,73098,77838,76658,80388,68478,74758,98388,37128,23448,50348,73228,22008,10658,50188,9308,64618,42428,12908,28618,15368,29638,51368,81698,94068,12058,54538,99568,12948,10748,47468,24558,69918,51788,74668,35558,46158,76198}'::integer[])) OR ((point(longitude, latitude) <@ '(35.664300138024245,31.890777949125663),(35.18569986197576,31.83213964085754)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.664300138024245,32.23786035914246),(35.18569986197576,32.179222050874344)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.280777949125664,32.179222050874344),(35.18569986197576,31.890777949125663)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.664300138024245,32.179222050874344),(35.569222050874345,31.890777949125663)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:42:58.411+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (NOT (hashed SubPlan 11)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 14)) AND (NOT (hashed SubPlan 15)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-03 14:42:58.411+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '32.035000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8477242286917301'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '22.55707379985427'::double precision) AND (NOT (SubPlan 16)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 13)))
--                                       Rows Removed by Filter: 446
--                                       Heap Blocks: exact=497
--                                       ->  BitmapOr (actual rows=0 loops=1)
--                                             ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                                                   Index Cond: (id = ANY ('{85558,18998,53788,60858,29048,48058,95838,96358,9768,13038,60818,60098,26718,73098,77838,76658,80388,68478,74758,98388,37128,23448,50348,73228,22008,10658,50188,9308,64618,42428,12908,28618,15368,29638,51368,81698,94068,12058,54538,99568,12948,10748,47468,24558,69918,51788,74668,35558,46158,76198}'::integer[]))
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=144 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.664300138024245,31.890777949125663),(35.18569986197576,31.83213964085754)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=136 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.664300138024245,32.23786035914246),(35.18569986197576,32.179222050874344)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=0 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.280777949125664,32.179222050874344),(35.18569986197576,31.890777949125663)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=184 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.664300138024245,32.179222050874344),(35.569222050874345,31.890777949125663)'::box)
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
--                                         ->  Function Scan on jsonb_each m_1 (actual rows=0 loops=54)
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

-- statement 1 (nearestDb: no bitmap scans, no sorts), parameters: [12346,21.465,39.175000000000004,["both","female"],["female"],[],[],"2026-12-03T14:42:58.411Z",38.69182682954184,21.01533981713773,39.65817317045817,21.91466018286227,50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and ($20::text[] is null or u.relationship_goals = any($20::text[]))
    and ($21::text[] is null or case when u.show_faith then u.religion end = any($21::text[]))
    and ($22::text[] is null or case when u.show_faith then u.religious_practice end = any($22::text[]))
    and ($23::text[] is null or u.marital_history = any($23::text[]))
    and ($24::text[] is null or u.has_children = any($24::text[]))
    and ($25::text[] is null or u.wants_children = any($25::text[]))
    and ($26::text[] is null or u.smoking_habits = any($26::text[]))
    and ($27::text[] is null or u.drinking_habits = any($27::text[]))
    and ($28::text[] is null or u.education_level = any($28::text[]))
    and ($29::text[] is null or u.languages ?| $29::text[])
    and ($30::jsonb is null or not exists (
      select 1 from jsonb_each($30::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
  order by point(u.longitude, u.latitude) <-> point($3::float8, $2::float8) limit $14::int;
-- Limit (actual rows=50 loops=1)
--   ->  Index Scan using users_near_idx on users u (actual rows=50 loops=1)
--         Index Cond: (point(longitude, latitude) <@ '(39.65817317045817,21.91466018286227),(38.69182682954184,21.01533981713773)'::box)
--         Order By: (point(longitude, latitude) <-> '(39.175000000000004,21.465)'::point)
--         Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:42:58.411+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-03 14:42:58.411+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.465'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.930641277231662'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.175000000000004'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 3838
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

-- statement 2, parameters: [12346,21.465,39.175000000000004,["both","female"],["female"],[],[],"2026-12-03T14:42:58.411Z",50,50,46.88553690665815,[90176,75966,65656,27306,43816,75286,98156,63336,22546,52616,53936,5296,82836,40856,87756,94556,39496,57106,37356,56716,47496,20136,53836,68556,8586,72916,24546,40836,85776,47266,19176,73666,17696,88116,62536,50126,18696,26046,8706,81496,39146,58546,15306,78766,5626,12486,47576,61896,45216,35666],38.72192341641873,21.04334881795684,39.628076583581276,21.166587534070874,38.72192341641873,21.763412465929125,39.628076583581276,21.88665118204316,38.72192341641873,21.166587534070874,38.87658753407088,21.763412465929125,39.47341246592913,21.166587534070874,39.628076583581276,21.763412465929125,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and ($34::text[] is null or u.relationship_goals = any($34::text[]))
    and ($35::text[] is null or case when u.show_faith then u.religion end = any($35::text[]))
    and ($36::text[] is null or case when u.show_faith then u.religious_practice end = any($36::text[]))
    and ($37::text[] is null or u.marital_history = any($37::text[]))
    and ($38::text[] is null or u.has_children = any($38::text[]))
    and ($39::text[] is null or u.wants_children = any($39::text[]))
    and ($40::text[] is null or u.smoking_habits = any($40::text[]))
    and ($41::text[] is null or u.drinking_habits = any($41::text[]))
    and ($42::text[] is null or u.education_level = any($42::text[]))
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
    and ($34::text[] is null or u.relationship_goals = any($34::text[]))
    and ($35::text[] is null or case when u.show_faith then u.religion end = any($35::text[]))
    and ($36::text[] is null or case when u.show_faith then u.religious_practice end = any($36::text[]))
    and ($37::text[] is null or u.marital_history = any($37::text[]))
    and ($38::text[] is null or u.has_children = any($38::text[]))
    and ($39::text[] is null or u.wants_children = any($39::text[]))
    and ($40::text[] is null or u.smoking_habits = any($40::text[]))
    and ($41::text[] is null or u.drinking_habits = any($41::text[]))
    and ($42::text[] is null or u.education_level = any($42::text[]))
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
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '21.465'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.930641277231662'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '39.175000000000004'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 28kB
--               ->  Append (actual rows=50 loops=1)
--                     ->  Limit (actual rows=0 loops=1)
--                           ->  Sort (actual rows=0 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '21.465'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.930641277231662'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '39.175000000000004'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 25kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=0 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-03 14:42:58.411+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:42:58.411+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.465'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.930641277231662'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.175000000000004'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--                     ->  Limit (actual rows=50 loops=1)
--                           ->  Sort (actual rows=50 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '21.465'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.930641277231662'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '39.175000000000004'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: top-N heapsort  Memory: 31kB
--                                 ->  Bitmap Heap Scan on users u_2 (actual rows=116 loops=1)
--                                       Recheck Cond: ((id = ANY ('{90176,75966,65656,27306,43816,75286,98156,63336,22546,52616,53936,5296,82836,40856,87756,94556,39496,57106,37356,56716,47496,20136,53836,68556,8586,72916,24546,40836,85776,47266,19176,73666,17696,88116,62536,50126,18696,26046,8706,81496,39146,58546,15306,78766,5626,12486,47576,61896,45216,35666}'::integer[])) OR ((point(longitude, latitude) <@ '(39.628076583581276,21.166587534070874),(38.72192341641873,21.04334881795684)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(39.628076583581276,21.88665118204316),(38.72192341641873,21.763412465929125)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(38.87658753407088,21.763412465929125),(38.72192341641873,21.166587534070874)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(39.628076583581276,21.763412465929125),(39.47341246592913,21.166587534070874)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:42:58.411+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 8)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 13)) AND (NOT (hashed SubPlan 14)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-03 14:42:58.411+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.465'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.930641277231662'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.175000000000004'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '46.88553690665815'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 12)))
--                                       Rows Removed by Filter: 2836
--                                       Heap Blocks: exact=2945
--                                       ->  BitmapOr (actual rows=0 loops=1)
--                                             ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                                                   Index Cond: (id = ANY ('{90176,75966,65656,27306,43816,75286,98156,63336,22546,52616,53936,5296,82836,40856,87756,94556,39496,57106,37356,56716,47496,20136,53836,68556,8586,72916,24546,40836,85776,47266,19176,73666,17696,88116,62536,50126,18696,26046,8706,81496,39146,58546,15306,78766,5626,12486,47576,61896,45216,35666}'::integer[]))
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=799 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(39.628076583581276,21.166587534070874),(38.72192341641873,21.04334881795684)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=815 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(39.628076583581276,21.88665118204316),(38.72192341641873,21.763412465929125)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=656 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(38.87658753407088,21.763412465929125),(38.72192341641873,21.166587534070874)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=682 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(39.628076583581276,21.763412465929125),(39.47341246592913,21.166587534070874)'::box)
--                                       SubPlan 8
--                                         ->  Seq Scan on staff_roles sr_1 (actual rows=0 loops=1)
--                                       SubPlan 9
--                                         ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_1 (actual rows=0 loops=1)
--                                               Index Cond: (blocker_id = 12346)
--                                               Heap Fetches: 0
--                                       SubPlan 10
--                                         ->  Index Scan using blocks_blocked_idx on blocks b2_1 (actual rows=0 loops=1)
--                                               Index Cond: (blocked_id = 12346)
--                                       SubPlan 13
--                                         ->  Index Only Scan using swipes_pair_unique on swipes s_1 (actual rows=1005 loops=1)
--                                               Index Cond: (from_user_id = 12346)
--                                               Heap Fetches: 0
--                                       SubPlan 14
--                                         ->  Seq Scan on member_reviews r_1 (actual rows=0 loops=1)
--                                               Filter: (state = ANY ('{held,pending}'::text[]))
--                                       SubPlan 12
--                                         ->  Bitmap Heap Scan on swipes l_1 (never executed)
--                                               Recheck Cond: (to_user_id = 12346)
--                                               Filter: is_like
--                                               ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                     Index Cond: ((to_user_id = 12346) AND (is_like = true))
--   ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--         Index Cond: (id = u_1.id)

-- GET /api/discover?globalMatching=true: worldwide
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1 (nearestDb: no bitmap scans, no sorts), parameters: [60617,34.355000000000004,35.365,["both","male"],["female"],[],[],"2026-12-03T14:42:58.411Z",32.09638535632814,31.65703890782639,38.63361464367186,37.05296109217361,300,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and ($20::text[] is null or u.relationship_goals = any($20::text[]))
    and ($21::text[] is null or case when u.show_faith then u.religion end = any($21::text[]))
    and ($22::text[] is null or case when u.show_faith then u.religious_practice end = any($22::text[]))
    and ($23::text[] is null or u.marital_history = any($23::text[]))
    and ($24::text[] is null or u.has_children = any($24::text[]))
    and ($25::text[] is null or u.wants_children = any($25::text[]))
    and ($26::text[] is null or u.smoking_habits = any($26::text[]))
    and ($27::text[] is null or u.drinking_habits = any($27::text[]))
    and ($28::text[] is null or u.education_level = any($28::text[]))
    and ($29::text[] is null or u.languages ?| $29::text[])
    and ($30::jsonb is null or not exists (
      select 1 from jsonb_each($30::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
  order by point(u.longitude, u.latitude) <-> point($3::float8, $2::float8) limit $14::int;
-- Limit (actual rows=50 loops=1)
--   ->  Index Scan using users_near_idx on users u (actual rows=50 loops=1)
--         Index Cond: (point(longitude, latitude) <@ '(38.63361464367186,37.05296109217361),(32.09638535632814,31.65703890782639)'::box)
--         Order By: (point(longitude, latitude) <-> '(35.365,34.355000000000004)'::point)
--         Filter: ((gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:42:58.411+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-03 14:42:58.411+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8255569677938155'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.365'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '300'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--         Rows Removed by Filter: 142
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

-- statement 2, parameters: [60617,34.355000000000004,35.365,["both","male"],["female"],[],[],"2026-12-03T14:42:58.411Z",50,null,10.379172242290165,[77147,52137,52117,6537,75587,5507,29697,35887,57507,38007,72647,8237,44137,24617,6437,37777,28547,26797,3207,90067,21697,23317,86917,92467,58967,43887,82007,32597,65087,15707,85477,64617,89467,82637,37477,90247,50547,12167,5117,80377,98537,77227,82727,2477,8327,11227,73957,25437,37287,31937],35.25193447778832,34.261657989439044,35.478065522211686,34.28791796074209,35.25193447778832,34.422082039257916,35.478065522211686,34.448342010560964,35.25193447778832,34.28791796074209,35.29791796074209,34.422082039257916,35.432082039257914,34.28791796074209,35.478065522211686,34.422082039257916,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and ($34::text[] is null or u.relationship_goals = any($34::text[]))
    and ($35::text[] is null or case when u.show_faith then u.religion end = any($35::text[]))
    and ($36::text[] is null or case when u.show_faith then u.religious_practice end = any($36::text[]))
    and ($37::text[] is null or u.marital_history = any($37::text[]))
    and ($38::text[] is null or u.has_children = any($38::text[]))
    and ($39::text[] is null or u.wants_children = any($39::text[]))
    and ($40::text[] is null or u.smoking_habits = any($40::text[]))
    and ($41::text[] is null or u.drinking_habits = any($41::text[]))
    and ($42::text[] is null or u.education_level = any($42::text[]))
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
    and ($34::text[] is null or u.relationship_goals = any($34::text[]))
    and ($35::text[] is null or case when u.show_faith then u.religion end = any($35::text[]))
    and ($36::text[] is null or case when u.show_faith then u.religious_practice end = any($36::text[]))
    and ($37::text[] is null or u.marital_history = any($37::text[]))
    and ($38::text[] is null or u.has_children = any($38::text[]))
    and ($39::text[] is null or u.wants_children = any($39::text[]))
    and ($40::text[] is null or u.smoking_habits = any($40::text[]))
    and ($41::text[] is null or u.drinking_habits = any($41::text[]))
    and ($42::text[] is null or u.education_level = any($42::text[]))
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
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '34.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8255569677938155'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.365'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 32kB
--               ->  Append (actual rows=100 loops=1)
--                     ->  Limit (actual rows=50 loops=1)
--                           ->  Sort (actual rows=50 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '34.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8255569677938155'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.365'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 29kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=54 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-03 14:42:58.411+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:42:58.411+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '34.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8255569677938155'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '35.365'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: quicksort  Memory: 29kB
--                                 ->  Bitmap Heap Scan on users u_2 (actual rows=54 loops=1)
--                                       Recheck Cond: ((id = ANY ('{77147,52137,52117,6537,75587,5507,29697,35887,57507,38007,72647,8237,44137,24617,6437,37777,28547,26797,3207,90067,21697,23317,86917,92467,58967,43887,82007,32597,65087,15707,85477,64617,89467,82637,37477,90247,50547,12167,5117,80377,98537,77227,82727,2477,8327,11227,73957,25437,37287,31937}'::integer[])) OR ((point(longitude, latitude) <@ '(35.478065522211686,34.28791796074209),(35.25193447778832,34.261657989439044)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.478065522211686,34.448342010560964),(35.25193447778832,34.422082039257916)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.29791796074209,34.422082039257916),(35.25193447778832,34.28791796074209)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.478065522211686,34.422082039257916),(35.432082039257914,34.28791796074209)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-03 14:42:58.411+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 8)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 13)) AND (NOT (hashed SubPlan 14)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-03 14:42:58.411+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8255569677938155'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.365'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '10.379172242290165'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 12)))
--                                       Rows Removed by Filter: 151
--                                       Heap Blocks: exact=205
--                                       ->  BitmapOr (actual rows=0 loops=1)
--                                             ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                                                   Index Cond: (id = ANY ('{77147,52137,52117,6537,75587,5507,29697,35887,57507,38007,72647,8237,44137,24617,6437,37777,28547,26797,3207,90067,21697,23317,86917,92467,58967,43887,82007,32597,65087,15707,85477,64617,89467,82637,37477,90247,50547,12167,5117,80377,98537,77227,82727,2477,8327,11227,73957,25437,37287,31937}'::integer[]))
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=49 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.478065522211686,34.28791796074209),(35.25193447778832,34.261657989439044)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=43 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.478065522211686,34.448342010560964),(35.25193447778832,34.422082039257916)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=35 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.29791796074209,34.422082039257916),(35.25193447778832,34.28791796074209)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=47 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.478065522211686,34.422082039257916),(35.432082039257914,34.28791796074209)'::box)
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
