-- GET /api/discover, 50 km (discover/repo.ts findCandidates -> nearest.ts, statements in deck-statements.ts): an ordinary viewer
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1 (nearestDb: no bitmap scans, no sorts; its generic plan), parameters: [60617,34.435,36.025000000000006,["both","male"],["female"],[],[],"2026-12-04T19:37:23.145Z",35.47980155690498,33.985339817137735,36.57019844309503,34.88466018286227,50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
--               Index Cond: ((point(longitude, latitude)) <@ '(36.57019844309503,34.88466018286227),(35.47980155690498,33.985339817137735)'::box)
--               Order By: ((point(longitude, latitude)) <-> '(36.025000000000006,34.435)'::point)
--               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.435'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8247682256484764'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--               Rows Removed by Filter: 156
--               Heap Fetches: 0
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                       Index Cond: (from_user_id = 60617)
--                       Heap Fetches: 0
--         ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--               Index Cond: (id = n.id)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:37:23.145+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (NOT (hashed SubPlan 4)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:37:23.145+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 6)))
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

-- statement 2 (deckDb: its generic plan), parameters: [60617,34.435,36.025000000000006,["both","male"],["female"],[],[],"2026-12-04T19:37:23.145Z",50,50,12.265837377527044,[99997,31977,11117,92857,8987,55817,21427,36487,9947,74907,71427,41607,39837,70937,55367,22067,47607,77327,65837,81487,55287,12007,7977,91837,62537,65157,27037,17457,89317,38967,60567,68547,51987,39277,78767,66087,71757,26237,44667,63117,60077,41187,62997,60737,93767,15797,63597,92797,5117,14927],35.891254296971304,34.324690825682566,36.15874570302871,34.35689750331904,35.891254296971304,34.513102496680965,36.15874570302871,34.54530917431744,35.891254296971304,34.35689750331904,35.94689750331904,34.513102496680965,36.10310249668097,34.35689750331904,36.15874570302871,34.513102496680965,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km, false as boosted
    from (select unnest($12::int[]) as id union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($13::float8, $14::float8), point($15::float8, $16::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($17::float8, $18::float8), point($19::float8, $20::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($21::float8, $22::float8), point($23::float8, $24::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($25::float8, $26::float8), point($27::float8, $28::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int)) c
    join users u on u.id = c.id
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
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '34.435'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8247682256484764'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '36.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 28kB
--               ->  Append (actual rows=50 loops=1)
--                     ->  Limit (actual rows=0 loops=1)
--                           ->  Sort (actual rows=0 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '34.435'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8247682256484764'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '36.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 25kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=0 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-04 19:37:23.145+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:37:23.145+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.435'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8247682256484764'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '34.435'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8247682256484764'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '36.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: quicksort  Memory: 29kB
--                                 ->  Nested Loop (actual rows=57 loops=1)
--                                       ->  HashAggregate (actual rows=57 loops=1)
--                                             Group Key: (unnest('{99997,31977,11117,92857,8987,55817,21427,36487,9947,74907,71427,41607,39837,70937,55367,22067,47607,77327,65837,81487,55287,12007,7977,91837,62537,65157,27037,17457,89317,38967,60567,68547,51987,39277,78767,66087,71757,26237,44667,63117,60077,41187,62997,60737,93767,15797,63597,92797,5117,14927}'::integer[]))
--                                             Batches: 1  Memory Usage: 24kB
--                                             ->  Append (actual rows=76 loops=1)
--                                                   ->  ProjectSet (actual rows=50 loops=1)
--                                                         ->  Result (actual rows=1 loops=1)
--                                                   ->  Index Only Scan using users_near_walk_idx on users n (actual rows=12 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(36.15874570302871,34.35689750331904),(35.891254296971304,34.324690825682566)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 15)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.435'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8247682256484764'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '12.265837377527044'::double precision))
--                                                         Rows Removed by Filter: 43
--                                                         Heap Fetches: 0
--                                                         SubPlan 15
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_2 (actual rows=5 loops=1)
--                                                                 Index Cond: (from_user_id = 60617)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_1 (actual rows=0 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(36.15874570302871,34.54530917431744),(35.891254296971304,34.513102496680965)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 16)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.435'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8247682256484764'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '12.265837377527044'::double precision))
--                                                         Heap Fetches: 0
--                                                         SubPlan 16
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_3 (never executed)
--                                                                 Index Cond: (from_user_id = 60617)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_2 (actual rows=14 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(35.94689750331904,34.513102496680965),(35.891254296971304,34.35689750331904)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 17)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.435'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8247682256484764'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '12.265837377527044'::double precision))
--                                                         Rows Removed by Filter: 42
--                                                         Heap Fetches: 0
--                                                         SubPlan 17
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_4 (actual rows=5 loops=1)
--                                                                 Index Cond: (from_user_id = 60617)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_3 (actual rows=0 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(36.15874570302871,34.513102496680965),(36.10310249668097,34.35689750331904)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 18)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.435'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8247682256484764'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '12.265837377527044'::double precision))
--                                                         Rows Removed by Filter: 6
--                                                         Heap Fetches: 0
--                                                         SubPlan 18
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_5 (never executed)
--                                                                 Index Cond: (from_user_id = 60617)
--                                                                 Heap Fetches: 0
--                                       ->  Index Scan using users_pkey on users u_2 (actual rows=1 loops=57)
--                                             Index Cond: (id = (unnest('{99997,31977,11117,92857,8987,55817,21427,36487,9947,74907,71427,41607,39837,70937,55367,22067,47607,77327,65837,81487,55287,12007,7977,91837,62537,65157,27037,17457,89317,38967,60567,68547,51987,39277,78767,66087,71757,26237,44667,63117,60077,41187,62997,60737,93767,15797,63597,92797,5117,14927}'::integer[])))
--                                             Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:37:23.145+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 8)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 13)) AND (NOT (hashed SubPlan 14)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:37:23.145+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.435'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8247682256484764'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '12.265837377527044'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 12)))
--                                             SubPlan 8
--                                               ->  Seq Scan on staff_roles sr_1 (actual rows=0 loops=1)
--                                             SubPlan 9
--                                               ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_1 (actual rows=0 loops=1)
--                                                     Index Cond: (blocker_id = 60617)
--                                                     Heap Fetches: 0
--                                             SubPlan 10
--                                               ->  Index Scan using blocks_blocked_idx on blocks b2_1 (actual rows=0 loops=1)
--                                                     Index Cond: (blocked_id = 60617)
--                                             SubPlan 13
--                                               ->  Seq Scan on member_reviews r_1 (actual rows=0 loops=1)
--                                                     Filter: (state = ANY ('{held,pending}'::text[]))
--                                             SubPlan 14
--                                               ->  Index Only Scan using swipes_pair_unique on swipes s_1 (actual rows=5 loops=1)
--                                                     Index Cond: (from_user_id = 60617)
--                                                     Heap Fetches: 0
--                                             SubPlan 12
--                                               ->  Bitmap Heap Scan on swipes l_1 (never executed)
--                                                     Recheck Cond: (to_user_id = 60617)
--                                                     Filter: is_like
--                                                     ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                           Index Cond: ((to_user_id = 60617) AND (is_like = true))
--   ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--         Index Cond: (id = u_1.id)

-- GET /api/discover, 50 km: a viewer with an age range and strict filters (bench/lib/seed.ts STRICT_FILTERS)
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1 (nearestDb: no bitmap scans, no sorts; its generic plan), parameters: [8888,31.825,36.435,["both","male"],["male","female","other"],[],[],"2026-12-04T19:37:23.145Z",35.90577591016459,31.37533981713773,36.96422408983541,32.27466018286226,50,50,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null,"{\"smoking-self\":{\"a\":[\"no\",\"sometimes\"],\"f\":false}}"]
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
--         ->  Index Only Scan using users_near_walk_idx on users n (actual rows=145 loops=1)
--               Index Cond: ((point(longitude, latitude)) <@ '(36.96422408983541,32.27466018286226),(35.90577591016459,31.37533981713773)'::box)
--               Order By: ((point(longitude, latitude)) <-> '(36.435,31.825)'::point)
--               Filter: ((NOT (hashed SubPlan 1)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (age >= 53) AND (age <= 68) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '31.825'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8496626842492767'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.435'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--               Rows Removed by Filter: 679
--               Heap Fetches: 3
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                       Index Cond: (from_user_id = 8888)
--                       Heap Fetches: 0
--         ->  Index Scan using users_pkey on users u (actual rows=0 loops=145)
--               Index Cond: (id = n.id)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:37:23.145+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (NOT (hashed SubPlan 4)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:37:23.145+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (NOT (SubPlan 8)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 6)))
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
--                 ->  Function Scan on jsonb_each m (actual rows=0 loops=61)
--                       Filter: ((u.answers ? q) AND (u.show_faith OR (NOT ((r ->> 'f'::text))::boolean)) AND (NOT ((r -> 'a'::text) ? ((u.answers -> q) ->> 'c'::text))))
--                       Rows Removed by Filter: 1
--               SubPlan 6
--                 ->  Index Scan using swipes_to_idx on swipes l (never executed)
--                       Index Cond: ((to_user_id = 8888) AND (is_like = true))

-- statement 2 (deckDb: its generic plan), parameters: [8888,31.825,36.435,["both","male"],["male","female","other"],[],[],"2026-12-04T19:37:23.145Z",50,50,24.03070428890695,[75548,63698,80128,90078,33238,31208,3418,20568,52968,95638,37848,68908,59418,83398,43738,76198,10198,97278,82678,99278,21748,82848,30908,25318,50088,44718,69458,4338,47598,42298,578,5318,10748,72668,88478,39258,27438,63828,90048,61278,59548,74628,12388,37648,41418,28358,5158,63278,40398,45178],36.180648220807726,31.60888698178343,36.68935177919228,31.669758253192644,36.180648220807726,31.980241746807355,36.68935177919228,32.04111301821656,36.180648220807726,31.669758253192644,36.27975825319265,31.980241746807355,36.59024174680736,31.669758253192644,36.68935177919228,31.980241746807355,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null,"{\"smoking-self\":{\"a\":[\"no\",\"sometimes\"],\"f\":false}}"]
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
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km, false as boosted
    from (select unnest($12::int[]) as id union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($13::float8, $14::float8), point($15::float8, $16::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($17::float8, $18::float8), point($19::float8, $20::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($21::float8, $22::float8), point($23::float8, $24::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($25::float8, $26::float8), point($27::float8, $28::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int)) c
    join users u on u.id = c.id
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
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '31.825'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8496626842492767'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '36.435'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 28kB
--               ->  Append (actual rows=50 loops=1)
--                     ->  Limit (actual rows=0 loops=1)
--                           ->  Sort (actual rows=0 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '31.825'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8496626842492767'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '36.435'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 25kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=0 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-04 19:37:23.145+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:37:23.145+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '31.825'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8496626842492767'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.435'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND (NOT (SubPlan 8)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '31.825'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8496626842492767'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '36.435'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: quicksort  Memory: 29kB
--                                 ->  Nested Loop (actual rows=54 loops=1)
--                                       ->  HashAggregate (actual rows=89 loops=1)
--                                             Group Key: (unnest('{75548,63698,80128,90078,33238,31208,3418,20568,52968,95638,37848,68908,59418,83398,43738,76198,10198,97278,82678,99278,21748,82848,30908,25318,50088,44718,69458,4338,47598,42298,578,5318,10748,72668,88478,39258,27438,63828,90048,61278,59548,74628,12388,37648,41418,28358,5158,63278,40398,45178}'::integer[]))
--                                             Batches: 1  Memory Usage: 24kB
--                                             ->  Append (actual rows=111 loops=1)
--                                                   ->  ProjectSet (actual rows=50 loops=1)
--                                                         ->  Result (actual rows=1 loops=1)
--                                                   ->  Index Only Scan using users_near_walk_idx on users n (actual rows=13 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(36.68935177919228,31.669758253192644),(36.180648220807726,31.60888698178343)'::box)
--                                                         Filter: ((NOT (hashed SubPlan 17)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (age >= 53) AND (age <= 68) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '31.825'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8496626842492767'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.435'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '24.03070428890695'::double precision))
--                                                         Rows Removed by Filter: 128
--                                                         Heap Fetches: 0
--                                                         SubPlan 17
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_2 (actual rows=5 loops=1)
--                                                                 Index Cond: (from_user_id = 8888)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_1 (actual rows=20 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(36.68935177919228,32.04111301821656),(36.180648220807726,31.980241746807355)'::box)
--                                                         Filter: ((NOT (hashed SubPlan 18)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (age >= 53) AND (age <= 68) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '31.825'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8496626842492767'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.435'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '24.03070428890695'::double precision))
--                                                         Rows Removed by Filter: 133
--                                                         Heap Fetches: 0
--                                                         SubPlan 18
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_3 (actual rows=5 loops=1)
--                                                                 Index Cond: (from_user_id = 8888)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_2 (actual rows=28 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(36.27975825319265,31.980241746807355),(36.180648220807726,31.669758253192644)'::box)
--                                                         Filter: ((NOT (hashed SubPlan 19)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (age >= 53) AND (age <= 68) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '31.825'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8496626842492767'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.435'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '24.03070428890695'::double precision))
--                                                         Rows Removed by Filter: 176
--                                                         Heap Fetches: 0
--                                                         SubPlan 19
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_4 (actual rows=5 loops=1)
--                                                                 Index Cond: (from_user_id = 8888)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_3 (actual rows=0 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(36.68935177919228,31.980241746807355),(36.59024174680736,31.669758253192644)'::box)
--                                                         Filter: ((NOT (hashed SubPlan 20)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (age >= 53) AND (age <= 68) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '31.825'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8496626842492767'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.435'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '24.03070428890695'::double precision))
--                                                         Heap Fetches: 0
--                                                         SubPlan 20
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_5 (never executed)
--                                                                 Index Cond: (from_user_id = 8888)
--                                                                 Heap Fetches: 0
--                                       ->  Index Scan using users_pkey on users u_2 (actual rows=1 loops=89)
--                                             Index Cond: (id = (unnest('{75548,63698,80128,90078,33238,31208,3418,20568,52968,95638,37848,68908,59418,83398,43738,76198,10198,97278,82678,99278,21748,82848,30908,25318,50088,44718,69458,4338,47598,42298,578,5318,10748,72668,88478,39258,27438,63828,90048,61278,59548,74628,12388,37648,41418,28358,5158,63278,40398,45178}'::integer[])))
--                                             Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:37:23.145+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (NOT (hashed SubPlan 11)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 14)) AND (NOT (hashed SubPlan 15)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:37:23.145+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '31.825'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8496626842492767'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.435'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '24.03070428890695'::double precision) AND (NOT (SubPlan 16)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 13)))
--                                             Rows Removed by Filter: 0
--                                             SubPlan 9
--                                               ->  Seq Scan on staff_roles sr_1 (actual rows=0 loops=1)
--                                             SubPlan 10
--                                               ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_1 (actual rows=0 loops=1)
--                                                     Index Cond: (blocker_id = 8888)
--                                                     Heap Fetches: 0
--                                             SubPlan 11
--                                               ->  Index Scan using blocks_blocked_idx on blocks b2_1 (actual rows=0 loops=1)
--                                                     Index Cond: (blocked_id = 8888)
--                                             SubPlan 14
--                                               ->  Seq Scan on member_reviews r_1 (actual rows=0 loops=1)
--                                                     Filter: (state = ANY ('{held,pending}'::text[]))
--                                             SubPlan 15
--                                               ->  Index Only Scan using swipes_pair_unique on swipes s_1 (actual rows=5 loops=1)
--                                                     Index Cond: (from_user_id = 8888)
--                                                     Heap Fetches: 0
--                                             SubPlan 16
--                                               ->  Function Scan on jsonb_each m_1 (actual rows=0 loops=58)
--                                                     Filter: ((u_2.answers ? q) AND (u_2.show_faith OR (NOT ((r ->> 'f'::text))::boolean)) AND (NOT ((r -> 'a'::text) ? ((u_2.answers -> q) ->> 'c'::text))))
--                                                     Rows Removed by Filter: 1
--                                             SubPlan 13
--                                               ->  Bitmap Heap Scan on swipes l_1 (never executed)
--                                                     Recheck Cond: (to_user_id = 8888)
--                                                     Filter: is_like
--                                                     ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                           Index Cond: ((to_user_id = 8888) AND (is_like = true))
--   ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--         Index Cond: (id = u_1.id)

-- GET /api/discover, 50 km: a heavy swiper (the 1,000 nearest already swiped)
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1 (nearestDb: no bitmap scans, no sorts; its generic plan), parameters: [12346,21.765,39.135000000000005,["both","female"],["female"],[],[],"2026-12-04T19:37:23.145Z",38.65082334240213,21.31533981713773,39.61917665759788,22.21466018286227,50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
--               Index Cond: ((point(longitude, latitude)) <@ '(39.61917665759788,22.21466018286227),(38.65082334240213,21.31533981713773)'::box)
--               Order By: ((point(longitude, latitude)) <-> '(39.135000000000005,21.765)'::point)
--               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.765'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9287125093329466'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.135000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--               Rows Removed by Filter: 3916
--               Heap Fetches: 1
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=1005 loops=1)
--                       Index Cond: (from_user_id = 12346)
--                       Heap Fetches: 0
--         ->  Index Scan using users_pkey on users u (actual rows=1 loops=51)
--               Index Cond: (id = n.id)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:37:23.145+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (NOT (hashed SubPlan 4)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:37:23.145+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 6)))
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

-- statement 2 (deckDb: its generic plan), parameters: [12346,21.765,39.135000000000005,["both","female"],["female"],[],[],"2026-12-04T19:37:23.145Z",50,50,49.31780530720731,[9776,61666,97166,43736,56896,82936,69016,31556,39046,9606,47596,5286,93056,57016,27956,39296,72756,99596,13496,81336,66,49826,77196,98486,22896,89786,91326,35256,14386,79586,64776,39456,75876,20716,89556,72446,37356,33636,64566,51976,34316,20016,29136,25756,87256,80616,18476,18556,50936,53936],38.657429418493294,21.321474932930265,39.612570581506716,21.450993630951853,38.657429418493294,22.079006369048148,39.612570581506716,22.208525067069736,38.657429418493294,21.450993630951853,38.82099363095186,22.079006369048148,39.44900636904815,21.450993630951853,39.612570581506716,22.079006369048148,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km, false as boosted
    from (select unnest($12::int[]) as id union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($13::float8, $14::float8), point($15::float8, $16::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($17::float8, $18::float8), point($19::float8, $20::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($21::float8, $22::float8), point($23::float8, $24::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($25::float8, $26::float8), point($27::float8, $28::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int)) c
    join users u on u.id = c.id
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
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '21.765'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9287125093329466'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '39.135000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 28kB
--               ->  Append (actual rows=50 loops=1)
--                     ->  Limit (actual rows=0 loops=1)
--                           ->  Sort (actual rows=0 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '21.765'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9287125093329466'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '39.135000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 25kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=0 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-04 19:37:23.145+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:37:23.145+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.765'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9287125093329466'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.135000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '21.765'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9287125093329466'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '39.135000000000005'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: top-N heapsort  Memory: 32kB
--                                 ->  Nested Loop (actual rows=135 loops=1)
--                                       ->  HashAggregate (actual rows=135 loops=1)
--                                             Group Key: (unnest('{9776,61666,97166,43736,56896,82936,69016,31556,39046,9606,47596,5286,93056,57016,27956,39296,72756,99596,13496,81336,66,49826,77196,98486,22896,89786,91326,35256,14386,79586,64776,39456,75876,20716,89556,72446,37356,33636,64566,51976,34316,20016,29136,25756,87256,80616,18476,18556,50936,53936}'::integer[]))
--                                             Batches: 1  Memory Usage: 40kB
--                                             ->  Append (actual rows=183 loops=1)
--                                                   ->  ProjectSet (actual rows=50 loops=1)
--                                                         ->  Result (actual rows=1 loops=1)
--                                                   ->  Index Only Scan using users_near_walk_idx on users n (actual rows=32 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(39.612570581506716,21.450993630951853),(38.657429418493294,21.321474932930265)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 15)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.765'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9287125093329466'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.135000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '49.31780530720731'::double precision))
--                                                         Rows Removed by Filter: 862
--                                                         Heap Fetches: 0
--                                                         SubPlan 15
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_2 (actual rows=1005 loops=1)
--                                                                 Index Cond: (from_user_id = 12346)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_1 (actual rows=6 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(39.612570581506716,22.208525067069736),(38.657429418493294,22.079006369048148)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 16)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.765'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9287125093329466'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.135000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '49.31780530720731'::double precision))
--                                                         Rows Removed by Filter: 98
--                                                         Heap Fetches: 0
--                                                         SubPlan 16
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_3 (actual rows=1005 loops=1)
--                                                                 Index Cond: (from_user_id = 12346)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_2 (actual rows=55 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(38.82099363095186,22.079006369048148),(38.657429418493294,21.450993630951853)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 17)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.765'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9287125093329466'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.135000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '49.31780530720731'::double precision))
--                                                         Rows Removed by Filter: 625
--                                                         Heap Fetches: 0
--                                                         SubPlan 17
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_4 (actual rows=1005 loops=1)
--                                                                 Index Cond: (from_user_id = 12346)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_3 (actual rows=40 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(39.612570581506716,22.079006369048148),(39.44900636904815,21.450993630951853)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 18)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.765'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9287125093329466'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.135000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '49.31780530720731'::double precision))
--                                                         Rows Removed by Filter: 577
--                                                         Heap Fetches: 0
--                                                         SubPlan 18
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_5 (actual rows=1005 loops=1)
--                                                                 Index Cond: (from_user_id = 12346)
--                                                                 Heap Fetches: 0
--                                       ->  Index Scan using users_pkey on users u_2 (actual rows=1 loops=135)
--                                             Index Cond: (id = (unnest('{9776,61666,97166,43736,56896,82936,69016,31556,39046,9606,47596,5286,93056,57016,27956,39296,72756,99596,13496,81336,66,49826,77196,98486,22896,89786,91326,35256,14386,79586,64776,39456,75876,20716,89556,72446,37356,33636,64566,51976,34316,20016,29136,25756,87256,80616,18476,18556,50936,53936}'::integer[])))
--                                             Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:37:23.145+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 8)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 13)) AND (NOT (hashed SubPlan 14)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:37:23.145+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.765'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9287125093329466'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '39.135000000000005'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '49.31780530720731'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 12)))
--                                             SubPlan 8
--                                               ->  Seq Scan on staff_roles sr_1 (actual rows=0 loops=1)
--                                             SubPlan 9
--                                               ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_1 (actual rows=0 loops=1)
--                                                     Index Cond: (blocker_id = 12346)
--                                                     Heap Fetches: 0
--                                             SubPlan 10
--                                               ->  Index Scan using blocks_blocked_idx on blocks b2_1 (actual rows=0 loops=1)
--                                                     Index Cond: (blocked_id = 12346)
--                                             SubPlan 13
--                                               ->  Seq Scan on member_reviews r_1 (actual rows=0 loops=1)
--                                                     Filter: (state = ANY ('{held,pending}'::text[]))
--                                             SubPlan 14
--                                               ->  Index Only Scan using swipes_pair_unique on swipes s_1 (actual rows=1005 loops=1)
--                                                     Index Cond: (from_user_id = 12346)
--                                                     Heap Fetches: 0
--                                             SubPlan 12
--                                               ->  Bitmap Heap Scan on swipes l_1 (never executed)
--                                                     Recheck Cond: (to_user_id = 12346)
--                                                     Filter: is_like
--                                                     ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                           Index Cond: ((to_user_id = 12346) AND (is_like = true))
--   ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--         Index Cond: (id = u_1.id)

-- GET /api/discover?globalMatching=true: worldwide
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1 (nearestDb: no bitmap scans, no sorts; its generic plan), parameters: [60617,34.435,36.025000000000006,["both","male"],["female"],[],[],"2026-12-04T19:37:23.145Z",32.75325611528055,31.73703890782639,39.29674388471946,37.13296109217361,300,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
--               Index Cond: ((point(longitude, latitude)) <@ '(39.29674388471946,37.13296109217361),(32.75325611528055,31.73703890782639)'::box)
--               Order By: ((point(longitude, latitude)) <-> '(36.025000000000006,34.435)'::point)
--               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.435'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8247682256484764'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '300'::double precision))
--               Rows Removed by Filter: 156
--               Heap Fetches: 0
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                       Index Cond: (from_user_id = 60617)
--                       Heap Fetches: 0
--         ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--               Index Cond: (id = n.id)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:37:23.145+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (NOT (hashed SubPlan 4)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:37:23.145+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 6)))
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

-- statement 2 (deckDb: its generic plan), parameters: [60617,34.435,36.025000000000006,["both","male"],["female"],[],[],"2026-12-04T19:37:23.145Z",50,null,12.265837377527044,[99997,31977,11117,92857,8987,55817,21427,36487,9947,74907,71427,41607,39837,70937,55367,22067,47607,77327,65837,81487,55287,12007,7977,91837,62537,65157,27037,17457,89317,38967,60567,68547,51987,39277,78767,66087,71757,26237,44667,63117,60077,41187,62997,60737,93767,15797,63597,92797,5117,14927],35.891254296971304,34.324690825682566,36.15874570302871,34.35689750331904,35.891254296971304,34.513102496680965,36.15874570302871,34.54530917431744,35.891254296971304,34.35689750331904,35.94689750331904,34.513102496680965,36.10310249668097,34.35689750331904,36.15874570302871,34.513102496680965,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km, false as boosted
    from (select unnest($12::int[]) as id union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($13::float8, $14::float8), point($15::float8, $16::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($17::float8, $18::float8), point($19::float8, $20::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($21::float8, $22::float8), point($23::float8, $24::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($25::float8, $26::float8), point($27::float8, $28::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($29::int is null or n.age >= $29::int) and ($30::int is null or n.age <= $30::int)) c
    join users u on u.id = c.id
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
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '34.435'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8247682256484764'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '36.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 32kB
--               ->  Append (actual rows=100 loops=1)
--                     ->  Limit (actual rows=50 loops=1)
--                           ->  Sort (actual rows=50 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '34.435'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8247682256484764'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '36.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 29kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=54 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-04 19:37:23.145+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:37:23.145+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_2.latitude - '34.435'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8247682256484764'::double precision * cos(radians(u_2.latitude))) * power(sin((radians((u_2.longitude - '36.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_2.id
--                                 Sort Method: quicksort  Memory: 29kB
--                                 ->  Nested Loop (actual rows=57 loops=1)
--                                       ->  HashAggregate (actual rows=57 loops=1)
--                                             Group Key: (unnest('{99997,31977,11117,92857,8987,55817,21427,36487,9947,74907,71427,41607,39837,70937,55367,22067,47607,77327,65837,81487,55287,12007,7977,91837,62537,65157,27037,17457,89317,38967,60567,68547,51987,39277,78767,66087,71757,26237,44667,63117,60077,41187,62997,60737,93767,15797,63597,92797,5117,14927}'::integer[]))
--                                             Batches: 1  Memory Usage: 24kB
--                                             ->  Append (actual rows=76 loops=1)
--                                                   ->  ProjectSet (actual rows=50 loops=1)
--                                                         ->  Result (actual rows=1 loops=1)
--                                                   ->  Index Only Scan using users_near_walk_idx on users n (actual rows=12 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(36.15874570302871,34.35689750331904),(35.891254296971304,34.324690825682566)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 15)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.435'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8247682256484764'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '12.265837377527044'::double precision))
--                                                         Rows Removed by Filter: 43
--                                                         Heap Fetches: 0
--                                                         SubPlan 15
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_2 (actual rows=5 loops=1)
--                                                                 Index Cond: (from_user_id = 60617)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_1 (actual rows=0 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(36.15874570302871,34.54530917431744),(35.891254296971304,34.513102496680965)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 16)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.435'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8247682256484764'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '12.265837377527044'::double precision))
--                                                         Heap Fetches: 0
--                                                         SubPlan 16
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_3 (never executed)
--                                                                 Index Cond: (from_user_id = 60617)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_2 (actual rows=14 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(35.94689750331904,34.513102496680965),(35.891254296971304,34.35689750331904)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 17)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.435'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8247682256484764'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '12.265837377527044'::double precision))
--                                                         Rows Removed by Filter: 42
--                                                         Heap Fetches: 0
--                                                         SubPlan 17
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_4 (actual rows=5 loops=1)
--                                                                 Index Cond: (from_user_id = 60617)
--                                                                 Heap Fetches: 0
--                                                   ->  Index Only Scan using users_near_walk_idx on users n_3 (actual rows=0 loops=1)
--                                                         Index Cond: ((point(longitude, latitude)) <@ '(36.15874570302871,34.513102496680965),(36.10310249668097,34.35689750331904)'::box)
--                                                         Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 18)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.435'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8247682256484764'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '12.265837377527044'::double precision))
--                                                         Rows Removed by Filter: 6
--                                                         Heap Fetches: 0
--                                                         SubPlan 18
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_5 (never executed)
--                                                                 Index Cond: (from_user_id = 60617)
--                                                                 Heap Fetches: 0
--                                       ->  Index Scan using users_pkey on users u_2 (actual rows=1 loops=57)
--                                             Index Cond: (id = (unnest('{99997,31977,11117,92857,8987,55817,21427,36487,9947,74907,71427,41607,39837,70937,55367,22067,47607,77327,65837,81487,55287,12007,7977,91837,62537,65157,27037,17457,89317,38967,60567,68547,51987,39277,78767,66087,71757,26237,44667,63117,60077,41187,62997,60737,93767,15797,63597,92797,5117,14927}'::integer[])))
--                                             Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 19:37:23.145+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 8)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 13)) AND (NOT (hashed SubPlan 14)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 19:37:23.145+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '34.435'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8247682256484764'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '36.025000000000006'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '12.265837377527044'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 12)))
--                                             SubPlan 8
--                                               ->  Seq Scan on staff_roles sr_1 (actual rows=0 loops=1)
--                                             SubPlan 9
--                                               ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_1 (actual rows=0 loops=1)
--                                                     Index Cond: (blocker_id = 60617)
--                                                     Heap Fetches: 0
--                                             SubPlan 10
--                                               ->  Index Scan using blocks_blocked_idx on blocks b2_1 (actual rows=0 loops=1)
--                                                     Index Cond: (blocked_id = 60617)
--                                             SubPlan 13
--                                               ->  Seq Scan on member_reviews r_1 (actual rows=0 loops=1)
--                                                     Filter: (state = ANY ('{held,pending}'::text[]))
--                                             SubPlan 14
--                                               ->  Index Only Scan using swipes_pair_unique on swipes s_1 (actual rows=5 loops=1)
--                                                     Index Cond: (from_user_id = 60617)
--                                                     Heap Fetches: 0
--                                             SubPlan 12
--                                               ->  Bitmap Heap Scan on swipes l_1 (never executed)
--                                                     Recheck Cond: (to_user_id = 60617)
--                                                     Filter: is_like
--                                                     ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                           Index Cond: ((to_user_id = 60617) AND (is_like = true))
--   ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--         Index Cond: (id = u_1.id)
