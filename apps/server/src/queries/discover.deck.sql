-- GET /api/discover, 50 km (discover/repo.ts findCandidates -> nearest.ts, statements in deck-statements.ts): an ordinary viewer
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1 (nearestDb: no bitmap scans, no sorts; its generic plan), parameters: [60617,33.355000000000004,35.875,["both","male"],["female"],[],[],"2026-12-04T19:25:55.304Z",35.33666290524623,32.90533981713774,36.41333709475377,33.80466018286227,50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) as km, point(n.longitude, n.latitude) <-> point($3::float8, $2::float8) as deg
  from users n join users u on u.id = n.id
  where point(n.longitude, n.latitude) <@ box(point($9::float8, $10::float8), point($11::float8, $12::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $13::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($15::int is null or n.age >= $15::int) and ($16::int is null or n.age <= $16::int)
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and ($15::int is null or u.age >= $15::int) and ($16::int is null or u.age <= $16::int)
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
  order by point(n.longitude, n.latitude) <-> point($3::float8, $2::float8) limit $14::int;
-- Limit (actual rows=50 loops=1)
--   ->  Nested Loop (actual rows=50 loops=1)
--         ->  Index Only Scan using users_near_walk_idx on users n (actual rows=50 loops=1)
--               Index Cond: ((point(longitude, latitude)) <@ '(36.41333709475377,33.80466018286227),(35.33666290524623,32.90533981713774)'::box)
--               Order By: ((point(longitude, latitude)) <-> '(35.875,33.355000000000004)'::point)
--               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8352799522931523'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.875'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--               Rows Removed by Filter: 149
--               Heap Fetches: 0
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                       Index Cond: (from_user_id = 60617)
--                       Heap Fetches: 0
--         ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--               Index Cond: (id = n.id)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:25:55.304+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (NOT (hashed SubPlan 4)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:25:55.304+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 6)))
--               SubPlan 2
--                 ->  Seq Scan on staff_roles sr (actual rows=0 loops=1)
--               SubPlan 3
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                       Index Cond: (blocker_id = 60617)
--                       Heap Fetches: 0
--               SubPlan 4
--                 ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                       Index Cond: (blocked_id = 60617)
--               SubPlan 7
--                 ->  Seq Scan on member_reviews r (actual rows=0 loops=1)
--                       Filter: (state = ANY ('{held,pending}'::text[]))
--               SubPlan 6
--                 ->  Index Scan using swipes_to_idx on swipes l (never executed)
--                       Index Cond: ((to_user_id = 60617) AND (is_like = true))

-- statement 2 (deckDb: its generic plan), parameters: [60617,33.355000000000004,35.875,["both","male"],["female"],[],[],"2026-12-04T19:25:55.304Z",50,50,10.178321859036755,[27927,11347,13297,22187,20007,24717,72127,17947,67937,78567,8857,63267,62067,65897,65277,16737,22787,25997,99337,16847,18017,17437,74287,43267,92657,35377,16837,52487,15847,87497,35047,50427,67397,29617,81427,89447,50407,95907,96747,20567,29017,23447,17867,52117,89267,64847,82087,40537,32827,20647],35.76541310207495,33.26346427783626,35.98458689792505,33.28428932195206,35.76541310207495,33.42571067804795,35.98458689792505,33.446535722163745,35.76541310207495,33.28428932195206,35.804289321952055,33.42571067804795,35.945710678047945,33.28428932195206,35.98458689792505,33.42571067804795,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending'))
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and u.boosted_until > $8::timestamptz and ($10::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending'))
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '33.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8352799522931523'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.875'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 28kB
--               ->  Append (actual rows=50 loops=1)
--                     ->  Limit (actual rows=0 loops=1)
--                           ->  Sort (actual rows=0 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '33.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8352799522931523'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.875'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 25kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=0 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-04 19:25:55.304+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:25:55.304+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8352799522931523'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.875'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--                                         ->  Seq Scan on member_reviews r (actual rows=0 loops=1)
--                                               Filter: (state = ANY ('{held,pending}'::text[]))
--                                       SubPlan 7
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
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '33.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8352799522931523'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '35.875'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: quicksort  Memory: 28kB
--                                 ->  Bitmap Heap Scan on users u_2 (actual rows=51 loops=1)
--                                       Recheck Cond: ((id = ANY ('{27927,11347,13297,22187,20007,24717,72127,17947,67937,78567,8857,63267,62067,65897,65277,16737,22787,25997,99337,16847,18017,17437,74287,43267,92657,35377,16837,52487,15847,87497,35047,50427,67397,29617,81427,89447,50407,95907,96747,20567,29017,23447,17867,52117,89267,64847,82087,40537,32827,20647}'::integer[])) OR ((point(longitude, latitude) <@ '(35.98458689792505,33.28428932195206),(35.76541310207495,33.26346427783626)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.98458689792505,33.446535722163745),(35.76541310207495,33.42571067804795)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.804289321952055,33.42571067804795),(35.76541310207495,33.28428932195206)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.98458689792505,33.42571067804795),(35.945710678047945,33.28428932195206)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:25:55.304+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 8)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 13)) AND (NOT (hashed SubPlan 14)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:25:55.304+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8352799522931523'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.875'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '10.178321859036755'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 12)))
--                                       Rows Removed by Filter: 75
--                                       Heap Blocks: exact=126
--                                       ->  BitmapOr (actual rows=0 loops=1)
--                                             ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                                                   Index Cond: (id = ANY ('{27927,11347,13297,22187,20007,24717,72127,17947,67937,78567,8857,63267,62067,65897,65277,16737,22787,25997,99337,16847,18017,17437,74287,43267,92657,35377,16837,52487,15847,87497,35047,50427,67397,29617,81427,89447,50407,95907,96747,20567,29017,23447,17867,52117,89267,64847,82087,40537,32827,20647}'::integer[]))
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=0 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.98458689792505,33.28428932195206),(35.76541310207495,33.26346427783626)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=34 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.98458689792505,33.446535722163745),(35.76541310207495,33.42571067804795)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=31 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.804289321952055,33.42571067804795),(35.76541310207495,33.28428932195206)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=25 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.98458689792505,33.42571067804795),(35.945710678047945,33.28428932195206)'::box)
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
--                                         ->  Seq Scan on member_reviews r_1 (actual rows=0 loops=1)
--                                               Filter: (state = ANY ('{held,pending}'::text[]))
--                                       SubPlan 14
--                                         ->  Index Only Scan using swipes_pair_unique on swipes s_1 (actual rows=5 loops=1)
--                                               Index Cond: (from_user_id = 60617)
--                                               Heap Fetches: 0
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

-- statement 1 (nearestDb: no bitmap scans, no sorts; its generic plan), parameters: [8888,32.205000000000005,35.745000000000005,["both","male"],["male","female","other"],[],[],"2026-12-04T19:25:55.304Z",35.213576743391805,31.755339817137735,36.276423256608204,32.65466018286227,50,50,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null,"{\"smoking-self\":{\"a\":[\"no\",\"sometimes\"],\"f\":false}}"]
select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) as km, point(n.longitude, n.latitude) <-> point($3::float8, $2::float8) as deg
  from users n join users u on u.id = n.id
  where point(n.longitude, n.latitude) <@ box(point($9::float8, $10::float8), point($11::float8, $12::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $13::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($15::int is null or n.age >= $15::int) and ($16::int is null or n.age <= $16::int)
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and ($15::int is null or u.age >= $15::int) and ($16::int is null or u.age <= $16::int)
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
  order by point(n.longitude, n.latitude) <-> point($3::float8, $2::float8) limit $14::int;
-- Limit (actual rows=50 loops=1)
--   ->  Nested Loop (actual rows=50 loops=1)
--         ->  Index Only Scan using users_near_walk_idx on users n (actual rows=123 loops=1)
--               Index Cond: ((point(longitude, latitude)) <@ '(36.276423256608204,32.65466018286227),(35.213576743391805,31.755339817137735)'::box)
--               Order By: ((point(longitude, latitude)) <-> '(35.745000000000005,32.205000000000005)'::point)
--               Filter: ((NOT (hashed SubPlan 1)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (age >= 53) AND (age <= 68) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '32.205000000000005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8461466606779422'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.745000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--               Rows Removed by Filter: 465
--               Heap Fetches: 3
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                       Index Cond: (from_user_id = 8888)
--                       Heap Fetches: 0
--         ->  Index Scan using users_pkey on users u (actual rows=0 loops=123)
--               Index Cond: (id = n.id)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:25:55.304+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (NOT (hashed SubPlan 4)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:25:55.304+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (NOT (SubPlan 8)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 6)))
--               Rows Removed by Filter: 1
--               SubPlan 2
--                 ->  Seq Scan on staff_roles sr (actual rows=0 loops=1)
--               SubPlan 3
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                       Index Cond: (blocker_id = 8888)
--                       Heap Fetches: 0
--               SubPlan 4
--                 ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                       Index Cond: (blocked_id = 8888)
--               SubPlan 7
--                 ->  Seq Scan on member_reviews r (actual rows=0 loops=1)
--                       Filter: (state = ANY ('{held,pending}'::text[]))
--               SubPlan 8
--                 ->  Function Scan on jsonb_each m (actual rows=0 loops=55)
--                       Filter: ((u.answers ? q) AND (u.show_faith OR (NOT ((r ->> 'f'::text))::boolean)) AND (NOT ((r -> 'a'::text) ? ((u.answers -> q) ->> 'c'::text))))
--                       Rows Removed by Filter: 1
--               SubPlan 6
--                 ->  Index Scan using swipes_to_idx on swipes l (never executed)
--                       Index Cond: ((to_user_id = 8888) AND (is_like = true))

-- statement 2 (deckDb: its generic plan), parameters: [8888,32.205000000000005,35.745000000000005,["both","male"],["male","female","other"],[],[],"2026-12-04T19:25:55.304Z",50,50,17.816030358745394,[3418,83398,66448,49168,78988,25608,12908,42168,23748,73188,99698,61838,53658,93938,66778,6168,6758,40398,58268,45868,17428,99438,72078,66908,10488,45898,13038,43578,64718,7318,25478,38568,48778,28158,23448,91058,30058,87168,40528,28748,88438,47928,34808,97838,85728,80428,59378,63738,37558,68478],35.55564361515561,32.04477680997647,35.9343563848444,32.090982457604106,35.55564361515561,32.319017542395905,35.9343563848444,32.36522319002354,35.55564361515561,32.090982457604106,35.630982457604105,32.319017542395905,35.859017542395904,32.090982457604106,35.9343563848444,32.319017542395905,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null,"{\"smoking-self\":{\"a\":[\"no\",\"sometimes\"],\"f\":false}}"]
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending'))
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and u.boosted_until > $8::timestamptz and ($10::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending'))
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '32.205000000000005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8461466606779422'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.745000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 28kB
--               ->  Append (actual rows=50 loops=1)
--                     ->  Limit (actual rows=0 loops=1)
--                           ->  Sort (actual rows=0 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '32.205000000000005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8461466606779422'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.745000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 25kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=0 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-04 19:25:55.304+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:25:55.304+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '32.205000000000005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8461466606779422'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.745000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND (NOT (SubPlan 8)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--                                         ->  Seq Scan on member_reviews r (actual rows=0 loops=1)
--                                               Filter: (state = ANY ('{held,pending}'::text[]))
--                                       SubPlan 7
--                                         ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                                               Index Cond: (from_user_id = 8888)
--                                               Heap Fetches: 0
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
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '32.205000000000005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8461466606779422'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '35.745000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: quicksort  Memory: 29kB
--                                 ->  Bitmap Heap Scan on users u_2 (actual rows=52 loops=1)
--                                       Recheck Cond: ((id = ANY ('{3418,83398,66448,49168,78988,25608,12908,42168,23748,73188,99698,61838,53658,93938,66778,6168,6758,40398,58268,45868,17428,99438,72078,66908,10488,45898,13038,43578,64718,7318,25478,38568,48778,28158,23448,91058,30058,87168,40528,28748,88438,47928,34808,97838,85728,80428,59378,63738,37558,68478}'::integer[])) OR ((point(longitude, latitude) <@ '(35.9343563848444,32.090982457604106),(35.55564361515561,32.04477680997647)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.9343563848444,32.36522319002354),(35.55564361515561,32.319017542395905)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.630982457604105,32.319017542395905),(35.55564361515561,32.090982457604106)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.9343563848444,32.319017542395905),(35.859017542395904,32.090982457604106)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:25:55.304+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (NOT (hashed SubPlan 11)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 14)) AND (NOT (hashed SubPlan 15)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:25:55.304+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '32.205000000000005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8461466606779422'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.745000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '17.816030358745394'::double precision) AND (NOT (SubPlan 16)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 13)))
--                                       Rows Removed by Filter: 516
--                                       Heap Blocks: exact=568
--                                       ->  BitmapOr (actual rows=0 loops=1)
--                                             ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                                                   Index Cond: (id = ANY ('{3418,83398,66448,49168,78988,25608,12908,42168,23748,73188,99698,61838,53658,93938,66778,6168,6758,40398,58268,45868,17428,99438,72078,66908,10488,45898,13038,43578,64718,7318,25478,38568,48778,28158,23448,91058,30058,87168,40528,28748,88438,47928,34808,97838,85728,80428,59378,63738,37558,68478}'::integer[]))
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=146 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.9343563848444,32.090982457604106),(35.55564361515561,32.04477680997647)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=151 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.9343563848444,32.36522319002354),(35.55564361515561,32.319017542395905)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=122 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.630982457604105,32.319017542395905),(35.55564361515561,32.090982457604106)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=124 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.9343563848444,32.319017542395905),(35.859017542395904,32.090982457604106)'::box)
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
--                                         ->  Seq Scan on member_reviews r_1 (actual rows=0 loops=1)
--                                               Filter: (state = ANY ('{held,pending}'::text[]))
--                                       SubPlan 15
--                                         ->  Index Only Scan using swipes_pair_unique on swipes s_1 (actual rows=5 loops=1)
--                                               Index Cond: (from_user_id = 8888)
--                                               Heap Fetches: 0
--                                       SubPlan 16
--                                         ->  Function Scan on jsonb_each m_1 (actual rows=0 loops=57)
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

-- statement 1 (nearestDb: no bitmap scans, no sorts; its generic plan), parameters: [12346,21.275,39.135000000000005,["both","female"],["female"],[],[],"2026-12-04T19:25:55.304Z",38.65245339082048,20.825339817137728,39.61754660917953,21.72466018286227,50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) as km, point(n.longitude, n.latitude) <-> point($3::float8, $2::float8) as deg
  from users n join users u on u.id = n.id
  where point(n.longitude, n.latitude) <@ box(point($9::float8, $10::float8), point($11::float8, $12::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $13::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($15::int is null or n.age >= $15::int) and ($16::int is null or n.age <= $16::int)
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and ($15::int is null or u.age >= $15::int) and ($16::int is null or u.age <= $16::int)
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
  order by point(n.longitude, n.latitude) <-> point($3::float8, $2::float8) limit $14::int;
-- Limit (actual rows=50 loops=1)
--   ->  Nested Loop (actual rows=50 loops=1)
--         ->  Index Only Scan using users_near_walk_idx on users n (actual rows=51 loops=1)
--               Index Cond: ((point(longitude, latitude)) <@ '(39.61754660917953,21.72466018286227),(38.65245339082048,20.825339817137728)'::box)
--               Order By: ((point(longitude, latitude)) <-> '(39.135000000000005,21.275)'::point)
--               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.275'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9318496371396824'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.135000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--               Rows Removed by Filter: 3875
--               Heap Fetches: 1
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=1005 loops=1)
--                       Index Cond: (from_user_id = 12346)
--                       Heap Fetches: 0
--         ->  Index Scan using users_pkey on users u (actual rows=1 loops=51)
--               Index Cond: (id = n.id)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:25:55.304+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (NOT (hashed SubPlan 4)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:25:55.304+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 6)))
--               Rows Removed by Filter: 0
--               SubPlan 2
--                 ->  Seq Scan on staff_roles sr (actual rows=0 loops=1)
--               SubPlan 3
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                       Index Cond: (blocker_id = 12346)
--                       Heap Fetches: 0
--               SubPlan 4
--                 ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                       Index Cond: (blocked_id = 12346)
--               SubPlan 7
--                 ->  Seq Scan on member_reviews r (actual rows=0 loops=1)
--                       Filter: (state = ANY ('{held,pending}'::text[]))
--               SubPlan 6
--                 ->  Index Scan using swipes_to_idx on swipes l (never executed)
--                       Index Cond: ((to_user_id = 12346) AND (is_like = true))

-- statement 2 (deckDb: its generic plan), parameters: [12346,21.275,39.135000000000005,["both","female"],["female"],[],[],"2026-12-04T19:25:55.304Z",50,50,47.26021971620362,[48916,12386,80916,68846,9016,76686,91326,11236,23826,61916,12576,56356,7836,31146,17366,99716,55766,12936,76706,65556,76216,34746,84876,43616,67426,65086,32076,24606,81496,59776,33096,38636,70146,21576,15226,93986,58956,14816,11106,34296,90506,39436,56156,37976,11026,55646,39396,66256,66586,67116],38.6788949001521,20.84997921915122,39.59110509984791,20.970861873789225,38.6788949001521,21.579138126210772,39.59110509984791,21.700020780848778,38.6788949001521,20.970861873789225,38.83086187378923,21.579138126210772,39.43913812621078,20.970861873789225,39.59110509984791,21.579138126210772,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending'))
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and u.boosted_until > $8::timestamptz and ($10::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending'))
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '21.275'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9318496371396824'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '39.135000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 28kB
--               ->  Append (actual rows=50 loops=1)
--                     ->  Limit (actual rows=0 loops=1)
--                           ->  Sort (actual rows=0 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '21.275'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9318496371396824'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '39.135000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 25kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=0 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-04 19:25:55.304+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:25:55.304+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.275'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9318496371396824'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.135000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--                                         ->  Seq Scan on member_reviews r (actual rows=0 loops=1)
--                                               Filter: (state = ANY ('{held,pending}'::text[]))
--                                       SubPlan 7
--                                         ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=1005 loops=1)
--                                               Index Cond: (from_user_id = 12346)
--                                               Heap Fetches: 0
--                                       SubPlan 5
--                                         ->  Bitmap Heap Scan on swipes l (never executed)
--                                               Recheck Cond: (to_user_id = 12346)
--                                               Filter: is_like
--                                               ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                     Index Cond: ((to_user_id = 12346) AND (is_like = true))
--                     ->  Limit (actual rows=50 loops=1)
--                           ->  Sort (actual rows=50 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '21.275'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9318496371396824'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '39.135000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: top-N heapsort  Memory: 31kB
--                                 ->  Bitmap Heap Scan on users u_2 (actual rows=105 loops=1)
--                                       Recheck Cond: ((id = ANY ('{48916,12386,80916,68846,9016,76686,91326,11236,23826,61916,12576,56356,7836,31146,17366,99716,55766,12936,76706,65556,76216,34746,84876,43616,67426,65086,32076,24606,81496,59776,33096,38636,70146,21576,15226,93986,58956,14816,11106,34296,90506,39436,56156,37976,11026,55646,39396,66256,66586,67116}'::integer[])) OR ((point(longitude, latitude) <@ '(39.59110509984791,20.970861873789225),(38.6788949001521,20.84997921915122)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(39.59110509984791,21.700020780848778),(38.6788949001521,21.579138126210772)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(38.83086187378923,21.579138126210772),(38.6788949001521,20.970861873789225)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(39.59110509984791,21.579138126210772),(39.43913812621078,20.970861873789225)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:25:55.304+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 8)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 13)) AND (NOT (hashed SubPlan 14)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:25:55.304+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.275'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9318496371396824'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.135000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '47.26021971620362'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 12)))
--                                       Rows Removed by Filter: 2441
--                                       Heap Blocks: exact=2543
--                                       ->  BitmapOr (actual rows=0 loops=1)
--                                             ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                                                   Index Cond: (id = ANY ('{48916,12386,80916,68846,9016,76686,91326,11236,23826,61916,12576,56356,7836,31146,17366,99716,55766,12936,76706,65556,76216,34746,84876,43616,67426,65086,32076,24606,81496,59776,33096,38636,70146,21576,15226,93986,58956,14816,11106,34296,90506,39436,56156,37976,11026,55646,39396,66256,66586,67116}'::integer[]))
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=508 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(39.59110509984791,20.970861873789225),(38.6788949001521,20.84997921915122)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=734 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(39.59110509984791,21.700020780848778),(38.6788949001521,21.579138126210772)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=636 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(38.83086187378923,21.579138126210772),(38.6788949001521,20.970861873789225)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=667 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(39.59110509984791,21.579138126210772),(39.43913812621078,20.970861873789225)'::box)
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
--                                         ->  Seq Scan on member_reviews r_1 (actual rows=0 loops=1)
--                                               Filter: (state = ANY ('{held,pending}'::text[]))
--                                       SubPlan 14
--                                         ->  Index Only Scan using swipes_pair_unique on swipes s_1 (actual rows=1005 loops=1)
--                                               Index Cond: (from_user_id = 12346)
--                                               Heap Fetches: 0
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

-- statement 1 (nearestDb: no bitmap scans, no sorts; its generic plan), parameters: [60617,33.355000000000004,35.875,["both","male"],["female"],[],[],"2026-12-04T19:25:55.304Z",32.64447391497735,30.65703890782639,39.10552608502265,36.05296109217361,300,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) as km, point(n.longitude, n.latitude) <-> point($3::float8, $2::float8) as deg
  from users n join users u on u.id = n.id
  where point(n.longitude, n.latitude) <@ box(point($9::float8, $10::float8), point($11::float8, $12::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $13::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($15::int is null or n.age >= $15::int) and ($16::int is null or n.age <= $16::int)
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and ($15::int is null or u.age >= $15::int) and ($16::int is null or u.age <= $16::int)
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
  order by point(n.longitude, n.latitude) <-> point($3::float8, $2::float8) limit $14::int;
-- Limit (actual rows=50 loops=1)
--   ->  Nested Loop (actual rows=50 loops=1)
--         ->  Index Only Scan using users_near_walk_idx on users n (actual rows=50 loops=1)
--               Index Cond: ((point(longitude, latitude)) <@ '(39.10552608502265,36.05296109217361),(32.64447391497735,30.65703890782639)'::box)
--               Order By: ((point(longitude, latitude)) <-> '(35.875,33.355000000000004)'::point)
--               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8352799522931523'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.875'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '300'::double precision))
--               Rows Removed by Filter: 149
--               Heap Fetches: 0
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                       Index Cond: (from_user_id = 60617)
--                       Heap Fetches: 0
--         ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--               Index Cond: (id = n.id)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:25:55.304+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (NOT (hashed SubPlan 4)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:25:55.304+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 6)))
--               SubPlan 2
--                 ->  Seq Scan on staff_roles sr (actual rows=0 loops=1)
--               SubPlan 3
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                       Index Cond: (blocker_id = 60617)
--                       Heap Fetches: 0
--               SubPlan 4
--                 ->  Index Scan using blocks_blocked_idx on blocks b2 (actual rows=0 loops=1)
--                       Index Cond: (blocked_id = 60617)
--               SubPlan 7
--                 ->  Seq Scan on member_reviews r (actual rows=0 loops=1)
--                       Filter: (state = ANY ('{held,pending}'::text[]))
--               SubPlan 6
--                 ->  Index Scan using swipes_to_idx on swipes l (never executed)
--                       Index Cond: ((to_user_id = 60617) AND (is_like = true))

-- statement 2 (deckDb: its generic plan), parameters: [60617,33.355000000000004,35.875,["both","male"],["female"],[],[],"2026-12-04T19:25:55.304Z",50,null,10.178321859036755,[27927,11347,13297,22187,20007,24717,72127,17947,67937,78567,8857,63267,62067,65897,65277,16737,22787,25997,99337,16847,18017,17437,74287,43267,92657,35377,16837,52487,15847,87497,35047,50427,67397,29617,81427,89447,50407,95907,96747,20567,29017,23447,17867,52117,89267,64847,82087,40537,32827,20647],35.76541310207495,33.26346427783626,35.98458689792505,33.28428932195206,35.76541310207495,33.42571067804795,35.98458689792505,33.446535722163745,35.76541310207495,33.28428932195206,35.804289321952055,33.42571067804795,35.945710678047945,33.28428932195206,35.98458689792505,33.42571067804795,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending'))
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and u.boosted_until > $8::timestamptz and ($10::float8 is null or (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending'))
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
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
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '33.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8352799522931523'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.875'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 32kB
--               ->  Append (actual rows=100 loops=1)
--                     ->  Limit (actual rows=50 loops=1)
--                           ->  Sort (actual rows=50 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '33.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8352799522931523'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.875'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 29kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=54 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-04 19:25:55.304+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:25:55.304+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--                                         ->  Seq Scan on member_reviews r (actual rows=0 loops=1)
--                                               Filter: (state = ANY ('{held,pending}'::text[]))
--                                       SubPlan 7
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
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '33.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8352799522931523'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '35.875'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: quicksort  Memory: 28kB
--                                 ->  Bitmap Heap Scan on users u_2 (actual rows=51 loops=1)
--                                       Recheck Cond: ((id = ANY ('{27927,11347,13297,22187,20007,24717,72127,17947,67937,78567,8857,63267,62067,65897,65277,16737,22787,25997,99337,16847,18017,17437,74287,43267,92657,35377,16837,52487,15847,87497,35047,50427,67397,29617,81427,89447,50407,95907,96747,20567,29017,23447,17867,52117,89267,64847,82087,40537,32827,20647}'::integer[])) OR ((point(longitude, latitude) <@ '(35.98458689792505,33.28428932195206),(35.76541310207495,33.26346427783626)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.98458689792505,33.446535722163745),(35.76541310207495,33.42571067804795)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.804289321952055,33.42571067804795),(35.76541310207495,33.28428932195206)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)) OR ((point(longitude, latitude) <@ '(35.98458689792505,33.42571067804795),(35.945710678047945,33.28428932195206)'::box) AND (email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL)))
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:25:55.304+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 8)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 13)) AND (NOT (hashed SubPlan 14)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:25:55.304+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.355000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8352799522931523'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.875'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '10.178321859036755'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 12)))
--                                       Rows Removed by Filter: 75
--                                       Heap Blocks: exact=126
--                                       ->  BitmapOr (actual rows=0 loops=1)
--                                             ->  Bitmap Index Scan on users_pkey (actual rows=50 loops=1)
--                                                   Index Cond: (id = ANY ('{27927,11347,13297,22187,20007,24717,72127,17947,67937,78567,8857,63267,62067,65897,65277,16737,22787,25997,99337,16847,18017,17437,74287,43267,92657,35377,16837,52487,15847,87497,35047,50427,67397,29617,81427,89447,50407,95907,96747,20567,29017,23447,17867,52117,89267,64847,82087,40537,32827,20647}'::integer[]))
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=0 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.98458689792505,33.28428932195206),(35.76541310207495,33.26346427783626)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=34 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.98458689792505,33.446535722163745),(35.76541310207495,33.42571067804795)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=31 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.804289321952055,33.42571067804795),(35.76541310207495,33.28428932195206)'::box)
--                                             ->  Bitmap Index Scan on users_near_idx (actual rows=25 loops=1)
--                                                   Index Cond: (point(longitude, latitude) <@ '(35.98458689792505,33.42571067804795),(35.945710678047945,33.28428932195206)'::box)
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
--                                         ->  Seq Scan on member_reviews r_1 (actual rows=0 loops=1)
--                                               Filter: (state = ANY ('{held,pending}'::text[]))
--                                       SubPlan 14
--                                         ->  Index Only Scan using swipes_pair_unique on swipes s_1 (actual rows=5 loops=1)
--                                               Index Cond: (from_user_id = 60617)
--                                               Heap Fetches: 0
--                                       SubPlan 12
--                                         ->  Bitmap Heap Scan on swipes l_1 (never executed)
--                                               Recheck Cond: (to_user_id = 60617)
--                                               Filter: is_like
--                                               ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                     Index Cond: ((to_user_id = 60617) AND (is_like = true))
--   ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--         Index Cond: (id = u_1.id)
