-- GET /api/discover, 50 km (discover/repo.ts findCandidates -> nearest.ts, statements in deck-statements.ts): an ordinary viewer
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1 (nearestDb: no bitmap scans, no sorts; its generic plan), parameters: [60617,34.425000000000004,35.195,["both","male"],["female"],[],[],"2026-12-04T19:27:35.203Z",34.64986678222217,33.97533981713774,35.74013321777783,34.87466018286227,50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
--               Index Cond: ((point(longitude, latitude)) <@ '(35.74013321777783,34.87466018286227),(34.64986678222217,33.97533981713774)'::box)
--               Order By: ((point(longitude, latitude)) <-> '(35.195,34.425000000000004)'::point)
--               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8248669063817634'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.195'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--               Rows Removed by Filter: 141
--               Heap Fetches: 0
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                       Index Cond: (from_user_id = 60617)
--                       Heap Fetches: 0
--         ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--               Index Cond: (id = n.id)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (NOT (hashed SubPlan 4)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 6)))
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

-- statement 2 (deckDb: its generic plan), parameters: [60617,34.425000000000004,35.195,["both","male"],["female"],[],[],"2026-12-04T19:27:35.203Z",50,50,10.659554856415351,[817,81487,33667,86237,92307,78917,83777,35707,44977,4787,7747,95147,75107,31097,22207,1967,50757,19597,8037,88477,22387,587,85277,17167,96747,70667,32987,82557,69657,95697,77027,86707,84387,54727,7707,38907,46147,12557,27787,5507,27367,2607,11637,73507,72707,97237,63427,83997,28767,18677],35.0787829853545,34.32913645149387,35.3112170146455,34.35535805868373,35.0787829853545,34.49464194131628,35.3112170146455,34.520863548506135,35.0787829853545,34.35535805868373,35.12535805868372,34.49464194131628,35.26464194131628,34.35535805868373,35.3112170146455,34.49464194131628,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    where u.id = any($12::int[]) and u.id <> $1::int
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
    union select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) as km, false as boosted from users n join users u on u.id = n.id
    where point(n.longitude, n.latitude) <@ box(point($13::float8, $14::float8), point($15::float8, $16::float8)) and n.id <> all($12::int[]) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int)
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
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
    union select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) as km, false as boosted from users n join users u on u.id = n.id
    where point(n.longitude, n.latitude) <@ box(point($17::float8, $18::float8), point($19::float8, $20::float8)) and n.id <> all($12::int[]) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int)
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
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
    union select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) as km, false as boosted from users n join users u on u.id = n.id
    where point(n.longitude, n.latitude) <@ box(point($21::float8, $22::float8), point($23::float8, $24::float8)) and n.id <> all($12::int[]) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int)
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
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
    union select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) as km, false as boosted from users n join users u on u.id = n.id
    where point(n.longitude, n.latitude) <@ box(point($25::float8, $26::float8), point($27::float8, $28::float8)) and n.id <> all($12::int[]) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int)
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
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
  ), closest as (
    select * from near order by km asc, id limit $9::int
  ), picked as (
    select * from boosted union all select * from closest
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
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '34.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8248669063817634'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.195'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 28kB
--               ->  Append (actual rows=50 loops=1)
--                     ->  Limit (actual rows=0 loops=1)
--                           ->  Sort (actual rows=0 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '34.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8248669063817634'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.195'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 25kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=0 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-04 19:27:35.203+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8248669063817634'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.195'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '34.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8248669063817634'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '35.195'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: quicksort  Memory: 29kB
--                                 ->  HashAggregate (actual rows=61 loops=1)
--                                       Group Key: u_2.id, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '34.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8248669063817634'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '35.195'::double precision)) / '2'::double precision)), '2'::double precision)))))))), (false)
--                                       Batches: 1  Memory Usage: 32kB
--                                       ->  Append (actual rows=61 loops=1)
--                                             ->  Index Scan using users_pkey on users u_2 (actual rows=50 loops=1)
--                                                   Index Cond: (id = ANY ('{817,81487,33667,86237,92307,78917,83777,35707,44977,4787,7747,95147,75107,31097,22207,1967,50757,19597,8037,88477,22387,587,85277,17167,96747,70667,32987,82557,69657,95697,77027,86707,84387,54727,7707,38907,46147,12557,27787,5507,27367,2607,11637,73507,72707,97237,63427,83997,28767,18677}'::integer[]))
--                                                   Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 8)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 13)) AND (NOT (hashed SubPlan 14)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8248669063817634'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.195'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '10.659554856415351'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 12)))
--                                                   SubPlan 8
--                                                     ->  Seq Scan on staff_roles sr_1 (actual rows=0 loops=1)
--                                                   SubPlan 9
--                                                     ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_1 (actual rows=0 loops=1)
--                                                           Index Cond: (blocker_id = 60617)
--                                                           Heap Fetches: 0
--                                                   SubPlan 10
--                                                     ->  Index Scan using blocks_blocked_idx on blocks b2_1 (actual rows=0 loops=1)
--                                                           Index Cond: (blocked_id = 60617)
--                                                   SubPlan 13
--                                                     ->  Seq Scan on member_reviews r_1 (actual rows=0 loops=1)
--                                                           Filter: (state = ANY ('{held,pending}'::text[]))
--                                                   SubPlan 14
--                                                     ->  Index Only Scan using swipes_pair_unique on swipes s_1 (actual rows=5 loops=1)
--                                                           Index Cond: (from_user_id = 60617)
--                                                           Heap Fetches: 0
--                                                   SubPlan 12
--                                                     ->  Bitmap Heap Scan on swipes l_1 (never executed)
--                                                           Recheck Cond: (to_user_id = 60617)
--                                                           Filter: is_like
--                                                           ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                                 Index Cond: ((to_user_id = 60617) AND (is_like = true))
--                                             ->  Nested Loop (actual rows=2 loops=1)
--                                                   ->  Index Only Scan using users_near_walk_idx on users n (actual rows=2 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(35.3112170146455,34.35535805868373),(35.0787829853545,34.32913645149387)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 15)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (id <> ALL ('{817,81487,33667,86237,92307,78917,83777,35707,44977,4787,7747,95147,75107,31097,22207,1967,50757,19597,8037,88477,22387,587,85277,17167,96747,70667,32987,82557,69657,95697,77027,86707,84387,54727,7707,38907,46147,12557,27787,5507,27367,2607,11637,73507,72707,97237,63427,83997,28767,18677}'::integer[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8248669063817634'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.195'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '10.659554856415351'::double precision))
--                                                         Rows Removed by Filter: 49
--                                                         Heap Fetches: 0
--                                                         SubPlan 15
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_2 (actual rows=5 loops=1)
--                                                                 Index Cond: (from_user_id = 60617)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Scan using users_pkey on users u_3 (actual rows=1 loops=2)
--                                                         Index Cond: (id = n.id)
--                                                         Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 16)) AND (NOT (hashed SubPlan 17)) AND (NOT (hashed SubPlan 18)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 21)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 20)))
--                                                         SubPlan 16
--                                                           ->  Seq Scan on staff_roles sr_2 (actual rows=0 loops=1)
--                                                         SubPlan 17
--                                                           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_2 (actual rows=0 loops=1)
--                                                                 Index Cond: (blocker_id = 60617)
--                                                                 Heap Fetches: 0
--                                                         SubPlan 18
--                                                           ->  Index Scan using blocks_blocked_idx on blocks b2_2 (actual rows=0 loops=1)
--                                                                 Index Cond: (blocked_id = 60617)
--                                                         SubPlan 21
--                                                           ->  Seq Scan on member_reviews r_2 (actual rows=0 loops=1)
--                                                                 Filter: (state = ANY ('{held,pending}'::text[]))
--                                                         SubPlan 20
--                                                           ->  Bitmap Heap Scan on swipes l_2 (never executed)
--                                                                 Recheck Cond: (to_user_id = 60617)
--                                                                 Filter: is_like
--                                                                 ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                                       Index Cond: ((to_user_id = 60617) AND (is_like = true))
--                                             ->  Nested Loop (actual rows=0 loops=1)
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_1 (actual rows=0 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(35.3112170146455,34.520863548506135),(35.0787829853545,34.49464194131628)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 22)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (id <> ALL ('{817,81487,33667,86237,92307,78917,83777,35707,44977,4787,7747,95147,75107,31097,22207,1967,50757,19597,8037,88477,22387,587,85277,17167,96747,70667,32987,82557,69657,95697,77027,86707,84387,54727,7707,38907,46147,12557,27787,5507,27367,2607,11637,73507,72707,97237,63427,83997,28767,18677}'::integer[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8248669063817634'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.195'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '10.659554856415351'::double precision))
--                                                         Rows Removed by Filter: 11
--                                                         Heap Fetches: 0
--                                                         SubPlan 22
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_3 (actual rows=5 loops=1)
--                                                                 Index Cond: (from_user_id = 60617)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Scan using users_pkey on users u_4 (never executed)
--                                                         Index Cond: (id = n_1.id)
--                                                         Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 23)) AND (NOT (hashed SubPlan 24)) AND (NOT (hashed SubPlan 25)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 28)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 27)))
--                                                         SubPlan 23
--                                                           ->  Seq Scan on staff_roles sr_3 (never executed)
--                                                         SubPlan 24
--                                                           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_3 (never executed)
--                                                                 Index Cond: (blocker_id = 60617)
--                                                                 Heap Fetches: 0
--                                                         SubPlan 25
--                                                           ->  Index Scan using blocks_blocked_idx on blocks b2_3 (never executed)
--                                                                 Index Cond: (blocked_id = 60617)
--                                                         SubPlan 28
--                                                           ->  Seq Scan on member_reviews r_3 (never executed)
--                                                                 Filter: (state = ANY ('{held,pending}'::text[]))
--                                                         SubPlan 27
--                                                           ->  Bitmap Heap Scan on swipes l_3 (never executed)
--                                                                 Recheck Cond: (to_user_id = 60617)
--                                                                 Filter: is_like
--                                                                 ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                                       Index Cond: ((to_user_id = 60617) AND (is_like = true))
--                                             ->  Nested Loop (actual rows=4 loops=1)
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_2 (actual rows=4 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(35.12535805868372,34.49464194131628),(35.0787829853545,34.35535805868373)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 29)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (id <> ALL ('{817,81487,33667,86237,92307,78917,83777,35707,44977,4787,7747,95147,75107,31097,22207,1967,50757,19597,8037,88477,22387,587,85277,17167,96747,70667,32987,82557,69657,95697,77027,86707,84387,54727,7707,38907,46147,12557,27787,5507,27367,2607,11637,73507,72707,97237,63427,83997,28767,18677}'::integer[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8248669063817634'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.195'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '10.659554856415351'::double precision))
--                                                         Rows Removed by Filter: 44
--                                                         Heap Fetches: 0
--                                                         SubPlan 29
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_4 (actual rows=5 loops=1)
--                                                                 Index Cond: (from_user_id = 60617)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Scan using users_pkey on users u_5 (actual rows=1 loops=4)
--                                                         Index Cond: (id = n_2.id)
--                                                         Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 30)) AND (NOT (hashed SubPlan 31)) AND (NOT (hashed SubPlan 32)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 35)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 34)))
--                                                         SubPlan 30
--                                                           ->  Seq Scan on staff_roles sr_4 (actual rows=0 loops=1)
--                                                         SubPlan 31
--                                                           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_4 (actual rows=0 loops=1)
--                                                                 Index Cond: (blocker_id = 60617)
--                                                                 Heap Fetches: 0
--                                                         SubPlan 32
--                                                           ->  Index Scan using blocks_blocked_idx on blocks b2_4 (actual rows=0 loops=1)
--                                                                 Index Cond: (blocked_id = 60617)
--                                                         SubPlan 35
--                                                           ->  Seq Scan on member_reviews r_4 (actual rows=0 loops=1)
--                                                                 Filter: (state = ANY ('{held,pending}'::text[]))
--                                                         SubPlan 34
--                                                           ->  Bitmap Heap Scan on swipes l_4 (never executed)
--                                                                 Recheck Cond: (to_user_id = 60617)
--                                                                 Filter: is_like
--                                                                 ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                                       Index Cond: ((to_user_id = 60617) AND (is_like = true))
--                                             ->  Nested Loop (actual rows=5 loops=1)
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_3 (actual rows=5 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(35.3112170146455,34.49464194131628),(35.26464194131628,34.35535805868373)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 36)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (id <> ALL ('{817,81487,33667,86237,92307,78917,83777,35707,44977,4787,7747,95147,75107,31097,22207,1967,50757,19597,8037,88477,22387,587,85277,17167,96747,70667,32987,82557,69657,95697,77027,86707,84387,54727,7707,38907,46147,12557,27787,5507,27367,2607,11637,73507,72707,97237,63427,83997,28767,18677}'::integer[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8248669063817634'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.195'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '10.659554856415351'::double precision))
--                                                         Rows Removed by Filter: 52
--                                                         Heap Fetches: 0
--                                                         SubPlan 36
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_5 (actual rows=5 loops=1)
--                                                                 Index Cond: (from_user_id = 60617)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Scan using users_pkey on users u_6 (actual rows=1 loops=5)
--                                                         Index Cond: (id = n_3.id)
--                                                         Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 37)) AND (NOT (hashed SubPlan 38)) AND (NOT (hashed SubPlan 39)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 42)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 41)))
--                                                         SubPlan 37
--                                                           ->  Seq Scan on staff_roles sr_5 (actual rows=0 loops=1)
--                                                         SubPlan 38
--                                                           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_5 (actual rows=0 loops=1)
--                                                                 Index Cond: (blocker_id = 60617)
--                                                                 Heap Fetches: 0
--                                                         SubPlan 39
--                                                           ->  Index Scan using blocks_blocked_idx on blocks b2_5 (actual rows=0 loops=1)
--                                                                 Index Cond: (blocked_id = 60617)
--                                                         SubPlan 42
--                                                           ->  Seq Scan on member_reviews r_5 (actual rows=0 loops=1)
--                                                                 Filter: (state = ANY ('{held,pending}'::text[]))
--                                                         SubPlan 41
--                                                           ->  Bitmap Heap Scan on swipes l_5 (never executed)
--                                                                 Recheck Cond: (to_user_id = 60617)
--                                                                 Filter: is_like
--                                                                 ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                                       Index Cond: ((to_user_id = 60617) AND (is_like = true))
--   ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--         Index Cond: (id = u_1.id)

-- GET /api/discover, 50 km: a viewer with an age range and strict filters (bench/lib/seed.ts STRICT_FILTERS)
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1 (nearestDb: no bitmap scans, no sorts; its generic plan), parameters: [8888,32.445,35.455000000000005,["both","male"],["male","female","other"],[],[],"2026-12-04T19:27:35.203Z",34.92216623984339,31.99533981713773,35.98783376015662,32.89466018286227,50,50,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null,"{\"smoking-self\":{\"a\":[\"no\",\"sometimes\"],\"f\":false}}"]
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
--         ->  Index Only Scan using users_near_walk_idx on users n (actual rows=166 loops=1)
--               Index Cond: ((point(longitude, latitude)) <@ '(35.98783376015662,32.89466018286227),(34.92216623984339,31.99533981713773)'::box)
--               Order By: ((point(longitude, latitude)) <-> '(35.455000000000005,32.445)'::point)
--               Filter: ((NOT (hashed SubPlan 1)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (age >= 53) AND (age <= 68) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '32.445'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8439068277526619'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.455000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--               Rows Removed by Filter: 687
--               Heap Fetches: 4
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                       Index Cond: (from_user_id = 8888)
--                       Heap Fetches: 0
--         ->  Index Scan using users_pkey on users u (actual rows=0 loops=166)
--               Index Cond: (id = n.id)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (NOT (hashed SubPlan 4)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (NOT (SubPlan 8)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 6)))
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
--                 ->  Function Scan on jsonb_each m (actual rows=0 loops=66)
--                       Filter: ((u.answers ? q) AND (u.show_faith OR (NOT ((r ->> 'f'::text))::boolean)) AND (NOT ((r -> 'a'::text) ? ((u.answers -> q) ->> 'c'::text))))
--                       Rows Removed by Filter: 1
--               SubPlan 6
--                 ->  Index Scan using swipes_to_idx on swipes l (never executed)
--                       Index Cond: ((to_user_id = 8888) AND (is_like = true))

-- statement 2 (deckDb: its generic plan), parameters: [8888,32.445,35.455000000000005,["both","male"],["male","female","other"],[],[],"2026-12-04T19:27:35.203Z",50,50,27.725296304673268,[49298,55518,40528,3028,18708,66448,32478,85728,81698,3748,93648,44718,43608,73518,23118,57258,72338,69198,50608,30778,70478,24558,43738,50348,2308,58528,42008,31628,32648,19848,40568,12188,97928,34808,56238,69328,39258,91358,2898,83138,52808,60948,43578,23448,65178,20698,2698,63828,62848,82848],35.15954137082594,32.19566076342911,35.75045862917407,32.26611456197891,35.15954137082594,32.62388543802109,35.75045862917407,32.69433923657089,35.15954137082594,32.26611456197891,35.276114561978915,32.62388543802109,35.633885438021096,32.26611456197891,35.75045862917407,32.62388543802109,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null,"{\"smoking-self\":{\"a\":[\"no\",\"sometimes\"],\"f\":false}}"]
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
    where u.id = any($12::int[]) and u.id <> $1::int
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
    union select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) as km, false as boosted from users n join users u on u.id = n.id
    where point(n.longitude, n.latitude) <@ box(point($13::float8, $14::float8), point($15::float8, $16::float8)) and n.id <> all($12::int[]) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int)
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
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
    union select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) as km, false as boosted from users n join users u on u.id = n.id
    where point(n.longitude, n.latitude) <@ box(point($17::float8, $18::float8), point($19::float8, $20::float8)) and n.id <> all($12::int[]) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int)
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
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
    union select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) as km, false as boosted from users n join users u on u.id = n.id
    where point(n.longitude, n.latitude) <@ box(point($21::float8, $22::float8), point($23::float8, $24::float8)) and n.id <> all($12::int[]) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int)
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
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
    union select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) as km, false as boosted from users n join users u on u.id = n.id
    where point(n.longitude, n.latitude) <@ box(point($25::float8, $26::float8), point($27::float8, $28::float8)) and n.id <> all($12::int[]) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int)
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
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
  ), closest as (
    select * from near order by km asc, id limit $9::int
  ), picked as (
    select * from boosted union all select * from closest
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
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '32.445'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8439068277526619'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.455000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 28kB
--               ->  Append (actual rows=50 loops=1)
--                     ->  Limit (actual rows=0 loops=1)
--                           ->  Sort (actual rows=0 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '32.445'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8439068277526619'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.455000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 25kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=0 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-04 19:27:35.203+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '32.445'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8439068277526619'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.455000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND (NOT (SubPlan 8)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '32.445'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8439068277526619'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '35.455000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: quicksort  Memory: 29kB
--                                 ->  HashAggregate (actual rows=55 loops=1)
--                                       Group Key: u_2.id, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '32.445'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8439068277526619'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '35.455000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), (false)
--                                       Batches: 1  Memory Usage: 24kB
--                                       ->  Append (actual rows=55 loops=1)
--                                             ->  Index Scan using users_pkey on users u_2 (actual rows=50 loops=1)
--                                                   Index Cond: (id = ANY ('{49298,55518,40528,3028,18708,66448,32478,85728,81698,3748,93648,44718,43608,73518,23118,57258,72338,69198,50608,30778,70478,24558,43738,50348,2308,58528,42008,31628,32648,19848,40568,12188,97928,34808,56238,69328,39258,91358,2898,83138,52808,60948,43578,23448,65178,20698,2698,63828,62848,82848}'::integer[]))
--                                                   Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (NOT (hashed SubPlan 11)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 14)) AND (NOT (hashed SubPlan 15)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '32.445'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8439068277526619'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.455000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '27.725296304673268'::double precision) AND (NOT (SubPlan 16)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 13)))
--                                                   SubPlan 9
--                                                     ->  Seq Scan on staff_roles sr_1 (actual rows=0 loops=1)
--                                                   SubPlan 10
--                                                     ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_1 (actual rows=0 loops=1)
--                                                           Index Cond: (blocker_id = 8888)
--                                                           Heap Fetches: 0
--                                                   SubPlan 11
--                                                     ->  Index Scan using blocks_blocked_idx on blocks b2_1 (actual rows=0 loops=1)
--                                                           Index Cond: (blocked_id = 8888)
--                                                   SubPlan 14
--                                                     ->  Seq Scan on member_reviews r_1 (actual rows=0 loops=1)
--                                                           Filter: (state = ANY ('{held,pending}'::text[]))
--                                                   SubPlan 15
--                                                     ->  Index Only Scan using swipes_pair_unique on swipes s_1 (actual rows=5 loops=1)
--                                                           Index Cond: (from_user_id = 8888)
--                                                           Heap Fetches: 0
--                                                   SubPlan 16
--                                                     ->  Function Scan on jsonb_each m_1 (actual rows=0 loops=50)
--                                                           Filter: ((u_2.answers ? q) AND (u_2.show_faith OR (NOT ((r ->> 'f'::text))::boolean)) AND (NOT ((r -> 'a'::text) ? ((u_2.answers -> q) ->> 'c'::text))))
--                                                           Rows Removed by Filter: 1
--                                                   SubPlan 13
--                                                     ->  Bitmap Heap Scan on swipes l_1 (never executed)
--                                                           Recheck Cond: (to_user_id = 8888)
--                                                           Filter: is_like
--                                                           ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                                 Index Cond: ((to_user_id = 8888) AND (is_like = true))
--                                             ->  Nested Loop (actual rows=1 loops=1)
--                                                   ->  Index Only Scan using users_near_walk_idx on users n (actual rows=20 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(35.75045862917407,32.26611456197891),(35.15954137082594,32.19566076342911)'::box)
--                                                         Filter: ((NOT (hashed SubPlan 17)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (age >= 53) AND (age <= 68) AND (gender = ANY ('{male,female,other}'::text[])) AND (id <> ALL ('{49298,55518,40528,3028,18708,66448,32478,85728,81698,3748,93648,44718,43608,73518,23118,57258,72338,69198,50608,30778,70478,24558,43738,50348,2308,58528,42008,31628,32648,19848,40568,12188,97928,34808,56238,69328,39258,91358,2898,83138,52808,60948,43578,23448,65178,20698,2698,63828,62848,82848}'::integer[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '32.445'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8439068277526619'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.455000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '27.725296304673268'::double precision))
--                                                         Rows Removed by Filter: 199
--                                                         Heap Fetches: 0
--                                                         SubPlan 17
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_2 (actual rows=5 loops=1)
--                                                                 Index Cond: (from_user_id = 8888)
--                                                                 Heap Fetches: 0
--                                                   ->  Memoize (actual rows=0 loops=20)
--                                                         Cache Key: n.id
--                                                         Cache Mode: logical
--                                                         Hits: 0  Misses: 20  Evictions: 0  Overflows: 0  Memory Usage: 2kB
--                                                         ->  Index Scan using users_pkey on users u_3 (actual rows=0 loops=20)
--                                                               Index Cond: (id = n.id)
--                                                               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 18)) AND (NOT (hashed SubPlan 19)) AND (NOT (hashed SubPlan 20)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 23)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (NOT (SubPlan 24)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 22)))
--                                                               Rows Removed by Filter: 1
--                                                               SubPlan 18
--                                                                 ->  Seq Scan on staff_roles sr_2 (actual rows=0 loops=1)
--                                                               SubPlan 19
--                                                                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_2 (actual rows=0 loops=1)
--                                                                       Index Cond: (blocker_id = 8888)
--                                                                       Heap Fetches: 0
--                                                               SubPlan 20
--                                                                 ->  Index Scan using blocks_blocked_idx on blocks b2_2 (actual rows=0 loops=1)
--                                                                       Index Cond: (blocked_id = 8888)
--                                                               SubPlan 23
--                                                                 ->  Seq Scan on member_reviews r_2 (actual rows=0 loops=1)
--                                                                       Filter: (state = ANY ('{held,pending}'::text[]))
--                                                               SubPlan 24
--                                                                 ->  Function Scan on jsonb_each m_2 (actual rows=1 loops=3)
--                                                                       Filter: ((u_3.answers ? q) AND (u_3.show_faith OR (NOT ((r ->> 'f'::text))::boolean)) AND (NOT ((r -> 'a'::text) ? ((u_3.answers -> q) ->> 'c'::text))))
--                                                                       Rows Removed by Filter: 0
--                                                               SubPlan 22
--                                                                 ->  Bitmap Heap Scan on swipes l_2 (never executed)
--                                                                       Recheck Cond: (to_user_id = 8888)
--                                                                       Filter: is_like
--                                                                       ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                                             Index Cond: ((to_user_id = 8888) AND (is_like = true))
--                                             ->  Nested Loop (actual rows=0 loops=1)
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_1 (actual rows=0 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(35.75045862917407,32.69433923657089),(35.15954137082594,32.62388543802109)'::box)
--                                                         Filter: ((NOT (hashed SubPlan 25)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (age >= 53) AND (age <= 68) AND (gender = ANY ('{male,female,other}'::text[])) AND (id <> ALL ('{49298,55518,40528,3028,18708,66448,32478,85728,81698,3748,93648,44718,43608,73518,23118,57258,72338,69198,50608,30778,70478,24558,43738,50348,2308,58528,42008,31628,32648,19848,40568,12188,97928,34808,56238,69328,39258,91358,2898,83138,52808,60948,43578,23448,65178,20698,2698,63828,62848,82848}'::integer[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '32.445'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8439068277526619'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.455000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '27.725296304673268'::double precision))
--                                                         Heap Fetches: 0
--                                                         SubPlan 25
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_3 (never executed)
--                                                                 Index Cond: (from_user_id = 8888)
--                                                                 Heap Fetches: 0
--                                                   ->  Memoize (never executed)
--                                                         Cache Key: n_1.id
--                                                         Cache Mode: logical
--                                                         ->  Index Scan using users_pkey on users u_4 (never executed)
--                                                               Index Cond: (id = n_1.id)
--                                                               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 26)) AND (NOT (hashed SubPlan 27)) AND (NOT (hashed SubPlan 28)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 31)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (NOT (SubPlan 32)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 30)))
--                                                               SubPlan 26
--                                                                 ->  Seq Scan on staff_roles sr_3 (never executed)
--                                                               SubPlan 27
--                                                                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_3 (never executed)
--                                                                       Index Cond: (blocker_id = 8888)
--                                                                       Heap Fetches: 0
--                                                               SubPlan 28
--                                                                 ->  Index Scan using blocks_blocked_idx on blocks b2_3 (never executed)
--                                                                       Index Cond: (blocked_id = 8888)
--                                                               SubPlan 31
--                                                                 ->  Seq Scan on member_reviews r_3 (never executed)
--                                                                       Filter: (state = ANY ('{held,pending}'::text[]))
--                                                               SubPlan 32
--                                                                 ->  Function Scan on jsonb_each m_3 (never executed)
--                                                                       Filter: ((u_4.answers ? q) AND (u_4.show_faith OR (NOT ((r ->> 'f'::text))::boolean)) AND (NOT ((r -> 'a'::text) ? ((u_4.answers -> q) ->> 'c'::text))))
--                                                               SubPlan 30
--                                                                 ->  Bitmap Heap Scan on swipes l_3 (never executed)
--                                                                       Recheck Cond: (to_user_id = 8888)
--                                                                       Filter: is_like
--                                                                       ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                                             Index Cond: ((to_user_id = 8888) AND (is_like = true))
--                                             ->  Nested Loop (actual rows=0 loops=1)
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_2 (actual rows=0 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(35.276114561978915,32.62388543802109),(35.15954137082594,32.26611456197891)'::box)
--                                                         Filter: ((NOT (hashed SubPlan 33)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (age >= 53) AND (age <= 68) AND (gender = ANY ('{male,female,other}'::text[])) AND (id <> ALL ('{49298,55518,40528,3028,18708,66448,32478,85728,81698,3748,93648,44718,43608,73518,23118,57258,72338,69198,50608,30778,70478,24558,43738,50348,2308,58528,42008,31628,32648,19848,40568,12188,97928,34808,56238,69328,39258,91358,2898,83138,52808,60948,43578,23448,65178,20698,2698,63828,62848,82848}'::integer[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '32.445'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8439068277526619'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.455000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '27.725296304673268'::double precision))
--                                                         Heap Fetches: 0
--                                                         SubPlan 33
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_4 (never executed)
--                                                                 Index Cond: (from_user_id = 8888)
--                                                                 Heap Fetches: 0
--                                                   ->  Memoize (never executed)
--                                                         Cache Key: n_2.id
--                                                         Cache Mode: logical
--                                                         ->  Index Scan using users_pkey on users u_5 (never executed)
--                                                               Index Cond: (id = n_2.id)
--                                                               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 34)) AND (NOT (hashed SubPlan 35)) AND (NOT (hashed SubPlan 36)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 39)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (NOT (SubPlan 40)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 38)))
--                                                               SubPlan 34
--                                                                 ->  Seq Scan on staff_roles sr_4 (never executed)
--                                                               SubPlan 35
--                                                                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_4 (never executed)
--                                                                       Index Cond: (blocker_id = 8888)
--                                                                       Heap Fetches: 0
--                                                               SubPlan 36
--                                                                 ->  Index Scan using blocks_blocked_idx on blocks b2_4 (never executed)
--                                                                       Index Cond: (blocked_id = 8888)
--                                                               SubPlan 39
--                                                                 ->  Seq Scan on member_reviews r_4 (never executed)
--                                                                       Filter: (state = ANY ('{held,pending}'::text[]))
--                                                               SubPlan 40
--                                                                 ->  Function Scan on jsonb_each m_4 (never executed)
--                                                                       Filter: ((u_5.answers ? q) AND (u_5.show_faith OR (NOT ((r ->> 'f'::text))::boolean)) AND (NOT ((r -> 'a'::text) ? ((u_5.answers -> q) ->> 'c'::text))))
--                                                               SubPlan 38
--                                                                 ->  Bitmap Heap Scan on swipes l_4 (never executed)
--                                                                       Recheck Cond: (to_user_id = 8888)
--                                                                       Filter: is_like
--                                                                       ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                                             Index Cond: ((to_user_id = 8888) AND (is_like = true))
--                                             ->  Nested Loop (actual rows=4 loops=1)
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_3 (actual rows=31 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(35.75045862917407,32.62388543802109),(35.633885438021096,32.26611456197891)'::box)
--                                                         Filter: ((NOT (hashed SubPlan 41)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (age >= 53) AND (age <= 68) AND (gender = ANY ('{male,female,other}'::text[])) AND (id <> ALL ('{49298,55518,40528,3028,18708,66448,32478,85728,81698,3748,93648,44718,43608,73518,23118,57258,72338,69198,50608,30778,70478,24558,43738,50348,2308,58528,42008,31628,32648,19848,40568,12188,97928,34808,56238,69328,39258,91358,2898,83138,52808,60948,43578,23448,65178,20698,2698,63828,62848,82848}'::integer[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '32.445'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8439068277526619'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.455000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '27.725296304673268'::double precision))
--                                                         Rows Removed by Filter: 209
--                                                         Heap Fetches: 0
--                                                         SubPlan 41
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_5 (actual rows=5 loops=1)
--                                                                 Index Cond: (from_user_id = 8888)
--                                                                 Heap Fetches: 0
--                                                   ->  Memoize (actual rows=0 loops=31)
--                                                         Cache Key: n_3.id
--                                                         Cache Mode: logical
--                                                         Hits: 0  Misses: 31  Evictions: 0  Overflows: 0  Memory Usage: 3kB
--                                                         ->  Index Scan using users_pkey on users u_6 (actual rows=0 loops=31)
--                                                               Index Cond: (id = n_3.id)
--                                                               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 42)) AND (NOT (hashed SubPlan 43)) AND (NOT (hashed SubPlan 44)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 47)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (NOT (SubPlan 48)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 46)))
--                                                               Rows Removed by Filter: 1
--                                                               SubPlan 42
--                                                                 ->  Seq Scan on staff_roles sr_5 (actual rows=0 loops=1)
--                                                               SubPlan 43
--                                                                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_5 (actual rows=0 loops=1)
--                                                                       Index Cond: (blocker_id = 8888)
--                                                                       Heap Fetches: 0
--                                                               SubPlan 44
--                                                                 ->  Index Scan using blocks_blocked_idx on blocks b2_5 (actual rows=0 loops=1)
--                                                                       Index Cond: (blocked_id = 8888)
--                                                               SubPlan 47
--                                                                 ->  Seq Scan on member_reviews r_5 (actual rows=0 loops=1)
--                                                                       Filter: (state = ANY ('{held,pending}'::text[]))
--                                                               SubPlan 48
--                                                                 ->  Function Scan on jsonb_each m_5 (actual rows=0 loops=8)
--                                                                       Filter: ((u_6.answers ? q) AND (u_6.show_faith OR (NOT ((r ->> 'f'::text))::boolean)) AND (NOT ((r -> 'a'::text) ? ((u_6.answers -> q) ->> 'c'::text))))
--                                                                       Rows Removed by Filter: 0
--                                                               SubPlan 46
--                                                                 ->  Bitmap Heap Scan on swipes l_5 (never executed)
--                                                                       Recheck Cond: (to_user_id = 8888)
--                                                                       Filter: is_like
--                                                                       ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                                             Index Cond: ((to_user_id = 8888) AND (is_like = true))
--   ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--         Index Cond: (id = u_1.id)

-- GET /api/discover, 50 km: a heavy swiper (the 1,000 nearest already swiped)
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1 (nearestDb: no bitmap scans, no sorts; its generic plan), parameters: [12346,21.294999999999998,38.945,["both","female"],["female"],[],[],"2026-12-04T19:27:35.203Z",38.46238776337816,20.845339817137727,39.42761223662184,21.74466018286227,50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
--               Index Cond: ((point(longitude, latitude)) <@ '(39.42761223662184,21.74466018286227),(38.46238776337816,20.845339817137727)'::box)
--               Order By: ((point(longitude, latitude)) <-> '(38.945,21.294999999999998)'::point)
--               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.294999999999998'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9317229236878098'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.945'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--               Rows Removed by Filter: 3880
--               Heap Fetches: 1
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=1005 loops=1)
--                       Index Cond: (from_user_id = 12346)
--                       Heap Fetches: 0
--         ->  Index Scan using users_pkey on users u (actual rows=1 loops=51)
--               Index Cond: (id = n.id)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (NOT (hashed SubPlan 4)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 6)))
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

-- statement 2 (deckDb: its generic plan), parameters: [12346,21.294999999999998,38.945,["both","female"],["female"],[],[],"2026-12-04T19:27:35.203Z",50,50,49.198480326809566,[39746,61216,68106,39926,40116,89786,16256,32096,11826,85596,30246,36986,14836,70756,31376,98156,96716,50126,916,74896,40626,43916,99456,55786,81706,82136,92726,53956,95276,26336,86416,64936,13186,69896,316,96306,37356,90276,8976,79146,70966,53546,25346,76086,89396,376,63396,91806,646,80386],38.47012425096164,20.85254804677799,39.41987574903836,20.981152903784338,38.47012425096164,21.60884709621566,39.41987574903836,21.737451953222006,38.47012425096164,20.981152903784338,38.63115290378434,21.60884709621566,39.25884709621566,20.981152903784338,39.41987574903836,21.60884709621566,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    where u.id = any($12::int[]) and u.id <> $1::int
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
    union select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) as km, false as boosted from users n join users u on u.id = n.id
    where point(n.longitude, n.latitude) <@ box(point($13::float8, $14::float8), point($15::float8, $16::float8)) and n.id <> all($12::int[]) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int)
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
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
    union select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) as km, false as boosted from users n join users u on u.id = n.id
    where point(n.longitude, n.latitude) <@ box(point($17::float8, $18::float8), point($19::float8, $20::float8)) and n.id <> all($12::int[]) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int)
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
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
    union select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) as km, false as boosted from users n join users u on u.id = n.id
    where point(n.longitude, n.latitude) <@ box(point($21::float8, $22::float8), point($23::float8, $24::float8)) and n.id <> all($12::int[]) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int)
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
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
    union select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) as km, false as boosted from users n join users u on u.id = n.id
    where point(n.longitude, n.latitude) <@ box(point($25::float8, $26::float8), point($27::float8, $28::float8)) and n.id <> all($12::int[]) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int)
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
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
  ), closest as (
    select * from near order by km asc, id limit $9::int
  ), picked as (
    select * from boosted union all select * from closest
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
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '21.294999999999998'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9317229236878098'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '38.945'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 28kB
--               ->  Append (actual rows=50 loops=1)
--                     ->  Limit (actual rows=0 loops=1)
--                           ->  Sort (actual rows=0 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '21.294999999999998'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9317229236878098'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '38.945'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 25kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=0 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-04 19:27:35.203+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.294999999999998'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9317229236878098'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.945'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '21.294999999999998'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9317229236878098'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '38.945'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: quicksort  Memory: 32kB
--                                 ->  HashAggregate (actual rows=91 loops=1)
--                                       Group Key: u_2.id, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '21.294999999999998'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9317229236878098'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '38.945'::double precision)) / '2'::double precision)), '2'::double precision)))))))), (false)
--                                       Batches: 1  Memory Usage: 32kB
--                                       ->  Append (actual rows=91 loops=1)
--                                             ->  Index Scan using users_pkey on users u_2 (actual rows=50 loops=1)
--                                                   Index Cond: (id = ANY ('{39746,61216,68106,39926,40116,89786,16256,32096,11826,85596,30246,36986,14836,70756,31376,98156,96716,50126,916,74896,40626,43916,99456,55786,81706,82136,92726,53956,95276,26336,86416,64936,13186,69896,316,96306,37356,90276,8976,79146,70966,53546,25346,76086,89396,376,63396,91806,646,80386}'::integer[]))
--                                                   Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 8)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 13)) AND (NOT (hashed SubPlan 14)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.294999999999998'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9317229236878098'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.945'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '49.198480326809566'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 12)))
--                                                   SubPlan 8
--                                                     ->  Seq Scan on staff_roles sr_1 (actual rows=0 loops=1)
--                                                   SubPlan 9
--                                                     ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_1 (actual rows=0 loops=1)
--                                                           Index Cond: (blocker_id = 12346)
--                                                           Heap Fetches: 0
--                                                   SubPlan 10
--                                                     ->  Index Scan using blocks_blocked_idx on blocks b2_1 (actual rows=0 loops=1)
--                                                           Index Cond: (blocked_id = 12346)
--                                                   SubPlan 13
--                                                     ->  Seq Scan on member_reviews r_1 (actual rows=0 loops=1)
--                                                           Filter: (state = ANY ('{held,pending}'::text[]))
--                                                   SubPlan 14
--                                                     ->  Index Only Scan using swipes_pair_unique on swipes s_1 (actual rows=1005 loops=1)
--                                                           Index Cond: (from_user_id = 12346)
--                                                           Heap Fetches: 0
--                                                   SubPlan 12
--                                                     ->  Bitmap Heap Scan on swipes l_1 (never executed)
--                                                           Recheck Cond: (to_user_id = 12346)
--                                                           Filter: is_like
--                                                           ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                                 Index Cond: ((to_user_id = 12346) AND (is_like = true))
--                                             ->  Nested Loop (actual rows=5 loops=1)
--                                                   ->  Index Only Scan using users_near_walk_idx on users n (actual rows=5 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(39.41987574903836,20.981152903784338),(38.47012425096164,20.85254804677799)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 15)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (id <> ALL ('{39746,61216,68106,39926,40116,89786,16256,32096,11826,85596,30246,36986,14836,70756,31376,98156,96716,50126,916,74896,40626,43916,99456,55786,81706,82136,92726,53956,95276,26336,86416,64936,13186,69896,316,96306,37356,90276,8976,79146,70966,53546,25346,76086,89396,376,63396,91806,646,80386}'::integer[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.294999999999998'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9317229236878098'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.945'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '49.198480326809566'::double precision))
--                                                         Rows Removed by Filter: 486
--                                                         Heap Fetches: 1
--                                                         SubPlan 15
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_2 (actual rows=1005 loops=1)
--                                                                 Index Cond: (from_user_id = 12346)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Scan using users_pkey on users u_3 (actual rows=1 loops=5)
--                                                         Index Cond: (id = n.id)
--                                                         Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 16)) AND (NOT (hashed SubPlan 17)) AND (NOT (hashed SubPlan 18)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 21)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 20)))
--                                                         SubPlan 16
--                                                           ->  Seq Scan on staff_roles sr_2 (actual rows=0 loops=1)
--                                                         SubPlan 17
--                                                           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_2 (actual rows=0 loops=1)
--                                                                 Index Cond: (blocker_id = 12346)
--                                                                 Heap Fetches: 0
--                                                         SubPlan 18
--                                                           ->  Index Scan using blocks_blocked_idx on blocks b2_2 (actual rows=0 loops=1)
--                                                                 Index Cond: (blocked_id = 12346)
--                                                         SubPlan 21
--                                                           ->  Seq Scan on member_reviews r_2 (actual rows=0 loops=1)
--                                                                 Filter: (state = ANY ('{held,pending}'::text[]))
--                                                         SubPlan 20
--                                                           ->  Bitmap Heap Scan on swipes l_2 (never executed)
--                                                                 Recheck Cond: (to_user_id = 12346)
--                                                                 Filter: is_like
--                                                                 ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                                       Index Cond: ((to_user_id = 12346) AND (is_like = true))
--                                             ->  Nested Loop (actual rows=5 loops=1)
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_1 (actual rows=5 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(39.41987574903836,21.737451953222006),(38.47012425096164,21.60884709621566)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 22)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (id <> ALL ('{39746,61216,68106,39926,40116,89786,16256,32096,11826,85596,30246,36986,14836,70756,31376,98156,96716,50126,916,74896,40626,43916,99456,55786,81706,82136,92726,53956,95276,26336,86416,64936,13186,69896,316,96306,37356,90276,8976,79146,70966,53546,25346,76086,89396,376,63396,91806,646,80386}'::integer[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.294999999999998'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9317229236878098'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.945'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '49.198480326809566'::double precision))
--                                                         Rows Removed by Filter: 714
--                                                         Heap Fetches: 0
--                                                         SubPlan 22
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_3 (actual rows=1005 loops=1)
--                                                                 Index Cond: (from_user_id = 12346)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Scan using users_pkey on users u_4 (actual rows=1 loops=5)
--                                                         Index Cond: (id = n_1.id)
--                                                         Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 23)) AND (NOT (hashed SubPlan 24)) AND (NOT (hashed SubPlan 25)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 28)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 27)))
--                                                         SubPlan 23
--                                                           ->  Seq Scan on staff_roles sr_3 (actual rows=0 loops=1)
--                                                         SubPlan 24
--                                                           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_3 (actual rows=0 loops=1)
--                                                                 Index Cond: (blocker_id = 12346)
--                                                                 Heap Fetches: 0
--                                                         SubPlan 25
--                                                           ->  Index Scan using blocks_blocked_idx on blocks b2_3 (actual rows=0 loops=1)
--                                                                 Index Cond: (blocked_id = 12346)
--                                                         SubPlan 28
--                                                           ->  Seq Scan on member_reviews r_3 (actual rows=0 loops=1)
--                                                                 Filter: (state = ANY ('{held,pending}'::text[]))
--                                                         SubPlan 27
--                                                           ->  Bitmap Heap Scan on swipes l_3 (never executed)
--                                                                 Recheck Cond: (to_user_id = 12346)
--                                                                 Filter: is_like
--                                                                 ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                                       Index Cond: ((to_user_id = 12346) AND (is_like = true))
--                                             ->  Nested Loop (actual rows=1 loops=1)
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_2 (actual rows=1 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(38.63115290378434,21.60884709621566),(38.47012425096164,20.981152903784338)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 29)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (id <> ALL ('{39746,61216,68106,39926,40116,89786,16256,32096,11826,85596,30246,36986,14836,70756,31376,98156,96716,50126,916,74896,40626,43916,99456,55786,81706,82136,92726,53956,95276,26336,86416,64936,13186,69896,316,96306,37356,90276,8976,79146,70966,53546,25346,76086,89396,376,63396,91806,646,80386}'::integer[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.294999999999998'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9317229236878098'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.945'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '49.198480326809566'::double precision))
--                                                         Rows Removed by Filter: 171
--                                                         Heap Fetches: 0
--                                                         SubPlan 29
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_4 (actual rows=1005 loops=1)
--                                                                 Index Cond: (from_user_id = 12346)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Scan using users_pkey on users u_5 (actual rows=1 loops=1)
--                                                         Index Cond: (id = n_2.id)
--                                                         Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 30)) AND (NOT (hashed SubPlan 31)) AND (NOT (hashed SubPlan 32)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 35)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 34)))
--                                                         SubPlan 30
--                                                           ->  Seq Scan on staff_roles sr_4 (actual rows=0 loops=1)
--                                                         SubPlan 31
--                                                           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_4 (actual rows=0 loops=1)
--                                                                 Index Cond: (blocker_id = 12346)
--                                                                 Heap Fetches: 0
--                                                         SubPlan 32
--                                                           ->  Index Scan using blocks_blocked_idx on blocks b2_4 (actual rows=0 loops=1)
--                                                                 Index Cond: (blocked_id = 12346)
--                                                         SubPlan 35
--                                                           ->  Seq Scan on member_reviews r_4 (actual rows=0 loops=1)
--                                                                 Filter: (state = ANY ('{held,pending}'::text[]))
--                                                         SubPlan 34
--                                                           ->  Bitmap Heap Scan on swipes l_4 (never executed)
--                                                                 Recheck Cond: (to_user_id = 12346)
--                                                                 Filter: is_like
--                                                                 ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                                       Index Cond: ((to_user_id = 12346) AND (is_like = true))
--                                             ->  Nested Loop (actual rows=30 loops=1)
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_3 (actual rows=30 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(39.41987574903836,21.60884709621566),(39.25884709621566,20.981152903784338)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 36)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (id <> ALL ('{39746,61216,68106,39926,40116,89786,16256,32096,11826,85596,30246,36986,14836,70756,31376,98156,96716,50126,916,74896,40626,43916,99456,55786,81706,82136,92726,53956,95276,26336,86416,64936,13186,69896,316,96306,37356,90276,8976,79146,70966,53546,25346,76086,89396,376,63396,91806,646,80386}'::integer[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.294999999999998'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9317229236878098'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.945'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '49.198480326809566'::double precision))
--                                                         Rows Removed by Filter: 662
--                                                         Heap Fetches: 0
--                                                         SubPlan 36
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_5 (actual rows=1005 loops=1)
--                                                                 Index Cond: (from_user_id = 12346)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Scan using users_pkey on users u_6 (actual rows=1 loops=30)
--                                                         Index Cond: (id = n_3.id)
--                                                         Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 37)) AND (NOT (hashed SubPlan 38)) AND (NOT (hashed SubPlan 39)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 42)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 41)))
--                                                         SubPlan 37
--                                                           ->  Seq Scan on staff_roles sr_5 (actual rows=0 loops=1)
--                                                         SubPlan 38
--                                                           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_5 (actual rows=0 loops=1)
--                                                                 Index Cond: (blocker_id = 12346)
--                                                                 Heap Fetches: 0
--                                                         SubPlan 39
--                                                           ->  Index Scan using blocks_blocked_idx on blocks b2_5 (actual rows=0 loops=1)
--                                                                 Index Cond: (blocked_id = 12346)
--                                                         SubPlan 42
--                                                           ->  Seq Scan on member_reviews r_5 (actual rows=0 loops=1)
--                                                                 Filter: (state = ANY ('{held,pending}'::text[]))
--                                                         SubPlan 41
--                                                           ->  Bitmap Heap Scan on swipes l_5 (never executed)
--                                                                 Recheck Cond: (to_user_id = 12346)
--                                                                 Filter: is_like
--                                                                 ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                                       Index Cond: ((to_user_id = 12346) AND (is_like = true))
--   ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--         Index Cond: (id = u_1.id)

-- GET /api/discover?globalMatching=true: worldwide
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1 (nearestDb: no bitmap scans, no sorts; its generic plan), parameters: [60617,34.425000000000004,35.195,["both","male"],["female"],[],[],"2026-12-04T19:27:35.203Z",31.92364794745936,31.72703890782639,38.466352052540635,37.12296109217362,300,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
--               Index Cond: ((point(longitude, latitude)) <@ '(38.466352052540635,37.12296109217362),(31.92364794745936,31.72703890782639)'::box)
--               Order By: ((point(longitude, latitude)) <-> '(35.195,34.425000000000004)'::point)
--               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8248669063817634'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.195'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '300'::double precision))
--               Rows Removed by Filter: 141
--               Heap Fetches: 0
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                       Index Cond: (from_user_id = 60617)
--                       Heap Fetches: 0
--         ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--               Index Cond: (id = n.id)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (NOT (hashed SubPlan 4)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 6)))
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

-- statement 2 (deckDb: its generic plan), parameters: [60617,34.425000000000004,35.195,["both","male"],["female"],[],[],"2026-12-04T19:27:35.203Z",50,null,10.659554856415351,[817,81487,33667,86237,92307,78917,83777,35707,44977,4787,7747,95147,75107,31097,22207,1967,50757,19597,8037,88477,22387,587,85277,17167,96747,70667,32987,82557,69657,95697,77027,86707,84387,54727,7707,38907,46147,12557,27787,5507,27367,2607,11637,73507,72707,97237,63427,83997,28767,18677],35.0787829853545,34.32913645149387,35.3112170146455,34.35535805868373,35.0787829853545,34.49464194131628,35.3112170146455,34.520863548506135,35.0787829853545,34.35535805868373,35.12535805868372,34.49464194131628,35.26464194131628,34.35535805868373,35.3112170146455,34.49464194131628,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    where u.id = any($12::int[]) and u.id <> $1::int
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
    union select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) as km, false as boosted from users n join users u on u.id = n.id
    where point(n.longitude, n.latitude) <@ box(point($13::float8, $14::float8), point($15::float8, $16::float8)) and n.id <> all($12::int[]) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int)
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
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
    union select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) as km, false as boosted from users n join users u on u.id = n.id
    where point(n.longitude, n.latitude) <@ box(point($17::float8, $18::float8), point($19::float8, $20::float8)) and n.id <> all($12::int[]) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int)
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
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
    union select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) as km, false as boosted from users n join users u on u.id = n.id
    where point(n.longitude, n.latitude) <@ box(point($21::float8, $22::float8), point($23::float8, $24::float8)) and n.id <> all($12::int[]) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int)
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
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
    union select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) as km, false as boosted from users n join users u on u.id = n.id
    where point(n.longitude, n.latitude) <@ box(point($25::float8, $26::float8), point($27::float8, $28::float8)) and n.id <> all($12::int[]) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int)
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
    and u.id not in (select r.user_id from member_reviews r where r.state in ('held', 'pending')) and (u.boosted_until is null or u.boosted_until <= $8::timestamptz) and ($29::int is null or u.age >= $29::int) and ($30::int is null or u.age <= $30::int)
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
  ), closest as (
    select * from near order by km asc, id limit $9::int
  ), picked as (
    select * from boosted union all select * from closest
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
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '34.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8248669063817634'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.195'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 32kB
--               ->  Append (actual rows=100 loops=1)
--                     ->  Limit (actual rows=50 loops=1)
--                           ->  Sort (actual rows=50 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '34.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8248669063817634'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.195'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 29kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=54 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-04 19:27:35.203+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '34.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8248669063817634'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '35.195'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: quicksort  Memory: 29kB
--                                 ->  HashAggregate (actual rows=61 loops=1)
--                                       Group Key: u_2.id, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '34.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8248669063817634'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '35.195'::double precision)) / '2'::double precision)), '2'::double precision)))))))), (false)
--                                       Batches: 1  Memory Usage: 32kB
--                                       ->  Append (actual rows=61 loops=1)
--                                             ->  Index Scan using users_pkey on users u_2 (actual rows=50 loops=1)
--                                                   Index Cond: (id = ANY ('{817,81487,33667,86237,92307,78917,83777,35707,44977,4787,7747,95147,75107,31097,22207,1967,50757,19597,8037,88477,22387,587,85277,17167,96747,70667,32987,82557,69657,95697,77027,86707,84387,54727,7707,38907,46147,12557,27787,5507,27367,2607,11637,73507,72707,97237,63427,83997,28767,18677}'::integer[]))
--                                                   Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 8)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 13)) AND (NOT (hashed SubPlan 14)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8248669063817634'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.195'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '10.659554856415351'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 12)))
--                                                   SubPlan 8
--                                                     ->  Seq Scan on staff_roles sr_1 (actual rows=0 loops=1)
--                                                   SubPlan 9
--                                                     ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_1 (actual rows=0 loops=1)
--                                                           Index Cond: (blocker_id = 60617)
--                                                           Heap Fetches: 0
--                                                   SubPlan 10
--                                                     ->  Index Scan using blocks_blocked_idx on blocks b2_1 (actual rows=0 loops=1)
--                                                           Index Cond: (blocked_id = 60617)
--                                                   SubPlan 13
--                                                     ->  Seq Scan on member_reviews r_1 (actual rows=0 loops=1)
--                                                           Filter: (state = ANY ('{held,pending}'::text[]))
--                                                   SubPlan 14
--                                                     ->  Index Only Scan using swipes_pair_unique on swipes s_1 (actual rows=5 loops=1)
--                                                           Index Cond: (from_user_id = 60617)
--                                                           Heap Fetches: 0
--                                                   SubPlan 12
--                                                     ->  Bitmap Heap Scan on swipes l_1 (never executed)
--                                                           Recheck Cond: (to_user_id = 60617)
--                                                           Filter: is_like
--                                                           ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                                 Index Cond: ((to_user_id = 60617) AND (is_like = true))
--                                             ->  Nested Loop (actual rows=2 loops=1)
--                                                   ->  Index Only Scan using users_near_walk_idx on users n (actual rows=2 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(35.3112170146455,34.35535805868373),(35.0787829853545,34.32913645149387)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 15)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (id <> ALL ('{817,81487,33667,86237,92307,78917,83777,35707,44977,4787,7747,95147,75107,31097,22207,1967,50757,19597,8037,88477,22387,587,85277,17167,96747,70667,32987,82557,69657,95697,77027,86707,84387,54727,7707,38907,46147,12557,27787,5507,27367,2607,11637,73507,72707,97237,63427,83997,28767,18677}'::integer[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8248669063817634'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.195'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '10.659554856415351'::double precision))
--                                                         Rows Removed by Filter: 49
--                                                         Heap Fetches: 0
--                                                         SubPlan 15
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_2 (actual rows=5 loops=1)
--                                                                 Index Cond: (from_user_id = 60617)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Scan using users_pkey on users u_3 (actual rows=1 loops=2)
--                                                         Index Cond: (id = n.id)
--                                                         Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 16)) AND (NOT (hashed SubPlan 17)) AND (NOT (hashed SubPlan 18)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 21)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 20)))
--                                                         SubPlan 16
--                                                           ->  Seq Scan on staff_roles sr_2 (actual rows=0 loops=1)
--                                                         SubPlan 17
--                                                           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_2 (actual rows=0 loops=1)
--                                                                 Index Cond: (blocker_id = 60617)
--                                                                 Heap Fetches: 0
--                                                         SubPlan 18
--                                                           ->  Index Scan using blocks_blocked_idx on blocks b2_2 (actual rows=0 loops=1)
--                                                                 Index Cond: (blocked_id = 60617)
--                                                         SubPlan 21
--                                                           ->  Seq Scan on member_reviews r_2 (actual rows=0 loops=1)
--                                                                 Filter: (state = ANY ('{held,pending}'::text[]))
--                                                         SubPlan 20
--                                                           ->  Bitmap Heap Scan on swipes l_2 (never executed)
--                                                                 Recheck Cond: (to_user_id = 60617)
--                                                                 Filter: is_like
--                                                                 ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                                       Index Cond: ((to_user_id = 60617) AND (is_like = true))
--                                             ->  Nested Loop (actual rows=0 loops=1)
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_1 (actual rows=0 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(35.3112170146455,34.520863548506135),(35.0787829853545,34.49464194131628)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 22)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (id <> ALL ('{817,81487,33667,86237,92307,78917,83777,35707,44977,4787,7747,95147,75107,31097,22207,1967,50757,19597,8037,88477,22387,587,85277,17167,96747,70667,32987,82557,69657,95697,77027,86707,84387,54727,7707,38907,46147,12557,27787,5507,27367,2607,11637,73507,72707,97237,63427,83997,28767,18677}'::integer[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8248669063817634'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.195'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '10.659554856415351'::double precision))
--                                                         Rows Removed by Filter: 11
--                                                         Heap Fetches: 0
--                                                         SubPlan 22
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_3 (actual rows=5 loops=1)
--                                                                 Index Cond: (from_user_id = 60617)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Scan using users_pkey on users u_4 (never executed)
--                                                         Index Cond: (id = n_1.id)
--                                                         Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 23)) AND (NOT (hashed SubPlan 24)) AND (NOT (hashed SubPlan 25)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 28)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 27)))
--                                                         SubPlan 23
--                                                           ->  Seq Scan on staff_roles sr_3 (never executed)
--                                                         SubPlan 24
--                                                           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_3 (never executed)
--                                                                 Index Cond: (blocker_id = 60617)
--                                                                 Heap Fetches: 0
--                                                         SubPlan 25
--                                                           ->  Index Scan using blocks_blocked_idx on blocks b2_3 (never executed)
--                                                                 Index Cond: (blocked_id = 60617)
--                                                         SubPlan 28
--                                                           ->  Seq Scan on member_reviews r_3 (never executed)
--                                                                 Filter: (state = ANY ('{held,pending}'::text[]))
--                                                         SubPlan 27
--                                                           ->  Bitmap Heap Scan on swipes l_3 (never executed)
--                                                                 Recheck Cond: (to_user_id = 60617)
--                                                                 Filter: is_like
--                                                                 ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                                       Index Cond: ((to_user_id = 60617) AND (is_like = true))
--                                             ->  Nested Loop (actual rows=4 loops=1)
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_2 (actual rows=4 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(35.12535805868372,34.49464194131628),(35.0787829853545,34.35535805868373)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 29)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (id <> ALL ('{817,81487,33667,86237,92307,78917,83777,35707,44977,4787,7747,95147,75107,31097,22207,1967,50757,19597,8037,88477,22387,587,85277,17167,96747,70667,32987,82557,69657,95697,77027,86707,84387,54727,7707,38907,46147,12557,27787,5507,27367,2607,11637,73507,72707,97237,63427,83997,28767,18677}'::integer[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8248669063817634'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.195'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '10.659554856415351'::double precision))
--                                                         Rows Removed by Filter: 44
--                                                         Heap Fetches: 0
--                                                         SubPlan 29
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_4 (actual rows=5 loops=1)
--                                                                 Index Cond: (from_user_id = 60617)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Scan using users_pkey on users u_5 (actual rows=1 loops=4)
--                                                         Index Cond: (id = n_2.id)
--                                                         Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 30)) AND (NOT (hashed SubPlan 31)) AND (NOT (hashed SubPlan 32)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 35)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 34)))
--                                                         SubPlan 30
--                                                           ->  Seq Scan on staff_roles sr_4 (actual rows=0 loops=1)
--                                                         SubPlan 31
--                                                           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_4 (actual rows=0 loops=1)
--                                                                 Index Cond: (blocker_id = 60617)
--                                                                 Heap Fetches: 0
--                                                         SubPlan 32
--                                                           ->  Index Scan using blocks_blocked_idx on blocks b2_4 (actual rows=0 loops=1)
--                                                                 Index Cond: (blocked_id = 60617)
--                                                         SubPlan 35
--                                                           ->  Seq Scan on member_reviews r_4 (actual rows=0 loops=1)
--                                                                 Filter: (state = ANY ('{held,pending}'::text[]))
--                                                         SubPlan 34
--                                                           ->  Bitmap Heap Scan on swipes l_4 (never executed)
--                                                                 Recheck Cond: (to_user_id = 60617)
--                                                                 Filter: is_like
--                                                                 ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                                       Index Cond: ((to_user_id = 60617) AND (is_like = true))
--                                             ->  Nested Loop (actual rows=5 loops=1)
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_3 (actual rows=5 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(35.3112170146455,34.49464194131628),(35.26464194131628,34.35535805868373)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 36)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (id <> ALL ('{817,81487,33667,86237,92307,78917,83777,35707,44977,4787,7747,95147,75107,31097,22207,1967,50757,19597,8037,88477,22387,587,85277,17167,96747,70667,32987,82557,69657,95697,77027,86707,84387,54727,7707,38907,46147,12557,27787,5507,27367,2607,11637,73507,72707,97237,63427,83997,28767,18677}'::integer[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.425000000000004'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8248669063817634'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.195'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '10.659554856415351'::double precision))
--                                                         Rows Removed by Filter: 52
--                                                         Heap Fetches: 0
--                                                         SubPlan 36
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_5 (actual rows=5 loops=1)
--                                                                 Index Cond: (from_user_id = 60617)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Scan using users_pkey on users u_6 (actual rows=1 loops=5)
--                                                         Index Cond: (id = n_3.id)
--                                                         Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 37)) AND (NOT (hashed SubPlan 38)) AND (NOT (hashed SubPlan 39)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 42)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:27:35.203+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 41)))
--                                                         SubPlan 37
--                                                           ->  Seq Scan on staff_roles sr_5 (actual rows=0 loops=1)
--                                                         SubPlan 38
--                                                           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_5 (actual rows=0 loops=1)
--                                                                 Index Cond: (blocker_id = 60617)
--                                                                 Heap Fetches: 0
--                                                         SubPlan 39
--                                                           ->  Index Scan using blocks_blocked_idx on blocks b2_5 (actual rows=0 loops=1)
--                                                                 Index Cond: (blocked_id = 60617)
--                                                         SubPlan 42
--                                                           ->  Seq Scan on member_reviews r_5 (actual rows=0 loops=1)
--                                                                 Filter: (state = ANY ('{held,pending}'::text[]))
--                                                         SubPlan 41
--                                                           ->  Bitmap Heap Scan on swipes l_5 (never executed)
--                                                                 Recheck Cond: (to_user_id = 60617)
--                                                                 Filter: is_like
--                                                                 ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                                       Index Cond: ((to_user_id = 60617) AND (is_like = true))
--   ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--         Index Cond: (id = u_1.id)
