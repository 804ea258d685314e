-- GET /api/discover, 50 km (discover/repo.ts findCandidates -> nearest.ts, statements in deck-statements.ts): an ordinary viewer
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1 (nearestDb: no bitmap scans, no sorts; its generic plan), parameters: [60617,33.815000000000005,35.555,["both","male"],["female"],[],[],"2026-12-04T20:41:07.757Z",35.01378520340374,33.36533981713774,36.09621479659626,34.26466018286227,50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
--               Index Cond: ((point(longitude, latitude)) <@ '(36.09621479659626,34.26466018286227),(35.01378520340374,33.36533981713774)'::box)
--               Order By: ((point(longitude, latitude)) <-> '(35.555,33.815000000000005)'::point)
--               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.815000000000005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8308388029470299'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.555'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--               Rows Removed by Filter: 104
--               Heap Fetches: 0
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                       Index Cond: (from_user_id = 60617)
--                       Heap Fetches: 0
--         ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--               Index Cond: (id = n.id)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 20:41:07.757+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (NOT (hashed SubPlan 4)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 20:41:07.757+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 6)))
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

-- statement 2 (deckDb: its generic plan), parameters: [60617,33.815000000000005,35.555,["both","male"],["female"],[],[],"2026-12-04T20:41:07.757Z",50,50,9.316981536649806,[8837,60877,71597,41467,36727,25027,81757,41587,91027,60977,16017,12977,75437,57507,14867,40867,48617,37927,63327,88667,23297,14247,24797,1187,14497,35597,97677,72687,2007,99177,34717,12257,99097,10427,23937,20727,55777,41257,4047,96607,59477,76057,76697,44007,84057,5777,20107,93997,3137,75687],[0.9238518731849316,0.9238518731855879,1.4456959020126767,1.4456959020126767,1.4456959020126767,2.223901604670216,2.223901604671006,1.8477037441915662,2.1565812750480062,2.1563961975961146,2.771555610839637,3.461461082404066,3.8135439486070744,4.542692639449824,4.542780497821866,4.336673499422111,4.3126072426558375,4.313347552485899,5.6359442723008195,5.7831975088107495,5.653222406860009,5.653857771078105,5.653222406860651,5.97319031817484,6.411749267815585,6.675246454720109,6.4686330600726265,7.7836556163473345,7.838334967858211,6.562235417036072,7.229169271861741,7.626145664170067,7.6274016105434335,6.837950613195446,6.839380479542522,8.261992818701158,8.262753629130655,7.275634007455819,8.113829373871907,8.115673780838032,8.115673780838032,7.473566190035241,8.943406344909347,7.474420603343238,7.847611111460161,7.47356619003589,8.67272522998842,8.675209945575657,8.672725229988837,9.316981536649806],35.45415068220606,33.73121048675646,35.65584931779394,33.75458477019245,35.45415068220606,33.87541522980756,35.65584931779394,33.89878951324355,35.45415068220606,33.75458477019245,35.494584770192446,33.87541522980756,35.61541522980755,33.75458477019245,35.65584931779394,33.87541522980756,35.01378520340374,33.36533981713774,36.09621479659626,34.26466018286227,35.01378520340374,33.36533981713774,36.09621479659626,34.26466018286227,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and u.boosted_until > $8::timestamptz and (point(u.longitude, u.latitude) <@ box(point($30::float8, $31::float8), point($32::float8, $33::float8)) or point(u.longitude, u.latitude) <@ box(point($34::float8, $35::float8), point($36::float8, $37::float8))) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $10::float8
      and ($38::int is null or u.age >= $38::int) and ($39::int is null or u.age <= $39::int)
    and ($40::int is null or u.height_cm >= $40::int) and ($41::int is null or u.height_cm <= $41::int)
    and (not $42::bool or u.verification_status = 'approved')
    and ($43::text[] is null or u.relationship_goals = any($43::text[]))
    and ($44::text[] is null or case when u.show_faith then u.religion end = any($44::text[]))
    and ($45::text[] is null or case when u.show_faith then u.religious_practice end = any($45::text[]))
    and ($46::text[] is null or u.marital_history = any($46::text[]))
    and ($47::text[] is null or u.has_children = any($47::text[]))
    and ($48::text[] is null or u.wants_children = any($48::text[]))
    and ($49::text[] is null or u.smoking_habits = any($49::text[]))
    and ($50::text[] is null or u.drinking_habits = any($50::text[]))
    and ($51::text[] is null or u.education_level = any($51::text[]))
    and ($52::text[] is null or u.languages ?| $52::text[])
    and ($53::jsonb is null or not exists (
      select 1 from jsonb_each($53::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
    order by km asc nulls last, u.id limit $9::int
  ), near as (
    select w.id, w.km, false as boosted from unnest($12::int[], $13::float8[]) as w(id, km)
    union all
    select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km, false as boosted
    from (select n.id from users n where point(n.longitude, n.latitude) <@ box(point($14::float8, $15::float8), point($16::float8, $17::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($38::int is null or n.age >= $38::int) and ($39::int is null or n.age <= $39::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($18::float8, $19::float8), point($20::float8, $21::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($38::int is null or n.age >= $38::int) and ($39::int is null or n.age <= $39::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($22::float8, $23::float8), point($24::float8, $25::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($38::int is null or n.age >= $38::int) and ($39::int is null or n.age <= $39::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($26::float8, $27::float8), point($28::float8, $29::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($38::int is null or n.age >= $38::int) and ($39::int is null or n.age <= $39::int)) c
    join users u on u.id = c.id
    where u.id <> all($12::int[]) and u.id <> $1::int
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
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $11::float8 and ($38::int is null or u.age >= $38::int) and ($39::int is null or u.age <= $39::int)
    and ($40::int is null or u.height_cm >= $40::int) and ($41::int is null or u.height_cm <= $41::int)
    and (not $42::bool or u.verification_status = 'approved')
    and ($43::text[] is null or u.relationship_goals = any($43::text[]))
    and ($44::text[] is null or case when u.show_faith then u.religion end = any($44::text[]))
    and ($45::text[] is null or case when u.show_faith then u.religious_practice end = any($45::text[]))
    and ($46::text[] is null or u.marital_history = any($46::text[]))
    and ($47::text[] is null or u.has_children = any($47::text[]))
    and ($48::text[] is null or u.wants_children = any($48::text[]))
    and ($49::text[] is null or u.smoking_habits = any($49::text[]))
    and ($50::text[] is null or u.drinking_habits = any($50::text[]))
    and ($51::text[] is null or u.education_level = any($51::text[]))
    and ($52::text[] is null or u.languages ?| $52::text[])
    and ($53::jsonb is null or not exists (
      select 1 from jsonb_each($53::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
    order by km asc, id limit $9::int
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
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '33.815000000000005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8308388029470299'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.555'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 28kB
--               ->  Append (actual rows=50 loops=1)
--                     ->  Limit (actual rows=0 loops=1)
--                           ->  Sort (actual rows=0 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '33.815000000000005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8308388029470299'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.555'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 25kB
--                                 ->  Index Scan using users_boosted_near_idx on users u_1 (actual rows=0 loops=1)
--                                       Index Cond: (point(longitude, latitude) <@ '(36.09621479659626,34.26466018286227),(35.01378520340374,33.36533981713774)'::box)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 20:41:07.757+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND (boosted_until > '2026-12-04 20:41:07.757+00'::timestamp with time zone) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.815000000000005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8308388029470299'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.555'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--                                       SubPlan 1
--                                         ->  Seq Scan on staff_roles sr (never executed)
--                                       SubPlan 2
--                                         ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (never executed)
--                                               Index Cond: (blocker_id = 60617)
--                                               Heap Fetches: 0
--                                       SubPlan 3
--                                         ->  Index Scan using blocks_blocked_idx on blocks b2 (never executed)
--                                               Index Cond: (blocked_id = 60617)
--                                       SubPlan 6
--                                         ->  Seq Scan on member_reviews r (never executed)
--                                               Filter: (state = ANY ('{held,pending}'::text[]))
--                                       SubPlan 7
--                                         ->  Index Only Scan using swipes_pair_unique on swipes s (never executed)
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
--                                 Sort Key: w.km, w.id
--                                 Sort Method: quicksort  Memory: 30kB
--                                 ->  Append (actual rows=67 loops=1)
--                                       ->  Function Scan on w (actual rows=50 loops=1)
--                                       ->  Nested Loop (actual rows=17 loops=1)
--                                             ->  HashAggregate (actual rows=31 loops=1)
--                                                   Group Key: n.id
--                                                   Batches: 1  Memory Usage: 24kB
--                                                   ->  Append (actual rows=31 loops=1)
--                                                         ->  Index Only Scan using users_near_walk_idx on users n (actual rows=3 loops=1)
--                                                               Index Cond: ((point(longitude, latitude)) <@ '(35.65584931779394,33.75458477019245),(35.45415068220606,33.73121048675646)'::box)
--                                                               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 15)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.815000000000005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8308388029470299'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.555'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '9.316981536649806'::double precision))
--                                                               Rows Removed by Filter: 31
--                                                               Heap Fetches: 0
--                                                               SubPlan 15
--                                                                 ->  Index Only Scan using swipes_pair_unique on swipes s_2 (actual rows=5 loops=1)
--                                                                       Index Cond: (from_user_id = 60617)
--                                                                       Heap Fetches: 0
--                                                         ->  Index Only Scan using users_near_walk_idx on users n_1 (actual rows=5 loops=1)
--                                                               Index Cond: ((point(longitude, latitude)) <@ '(35.65584931779394,33.89878951324355),(35.45415068220606,33.87541522980756)'::box)
--                                                               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 16)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.815000000000005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8308388029470299'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.555'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '9.316981536649806'::double precision))
--                                                               Rows Removed by Filter: 25
--                                                               Heap Fetches: 0
--                                                               SubPlan 16
--                                                                 ->  Index Only Scan using swipes_pair_unique on swipes s_3 (actual rows=5 loops=1)
--                                                                       Index Cond: (from_user_id = 60617)
--                                                                       Heap Fetches: 0
--                                                         ->  Index Only Scan using users_near_walk_idx on users n_2 (actual rows=14 loops=1)
--                                                               Index Cond: ((point(longitude, latitude)) <@ '(35.494584770192446,33.87541522980756),(35.45415068220606,33.75458477019245)'::box)
--                                                               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 17)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.815000000000005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8308388029470299'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.555'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '9.316981536649806'::double precision))
--                                                               Rows Removed by Filter: 26
--                                                               Heap Fetches: 0
--                                                               SubPlan 17
--                                                                 ->  Index Only Scan using swipes_pair_unique on swipes s_4 (actual rows=5 loops=1)
--                                                                       Index Cond: (from_user_id = 60617)
--                                                                       Heap Fetches: 0
--                                                         ->  Index Only Scan using users_near_walk_idx on users n_3 (actual rows=9 loops=1)
--                                                               Index Cond: ((point(longitude, latitude)) <@ '(35.65584931779394,33.87541522980756),(35.61541522980755,33.75458477019245)'::box)
--                                                               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 18)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.815000000000005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8308388029470299'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.555'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '9.316981536649806'::double precision))
--                                                               Rows Removed by Filter: 28
--                                                               Heap Fetches: 0
--                                                               SubPlan 18
--                                                                 ->  Index Only Scan using swipes_pair_unique on swipes s_5 (actual rows=5 loops=1)
--                                                                       Index Cond: (from_user_id = 60617)
--                                                                       Heap Fetches: 0
--                                             ->  Index Scan using users_pkey on users u_2 (actual rows=1 loops=31)
--                                                   Index Cond: (id = n.id)
--                                                   Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 20:41:07.757+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 8)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 13)) AND (NOT (hashed SubPlan 14)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 20:41:07.757+00'::timestamp with time zone)) AND (id <> ALL ('{8837,60877,71597,41467,36727,25027,81757,41587,91027,60977,16017,12977,75437,57507,14867,40867,48617,37927,63327,88667,23297,14247,24797,1187,14497,35597,97677,72687,2007,99177,34717,12257,99097,10427,23937,20727,55777,41257,4047,96607,59477,76057,76697,44007,84057,5777,20107,93997,3137,75687}'::integer[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.815000000000005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8308388029470299'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.555'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '9.316981536649806'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 12)))
--                                                   Rows Removed by Filter: 0
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
--   ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--         Index Cond: (id = u_1.id)

-- GET /api/discover, 50 km: a viewer with an age range and strict filters (bench/lib/seed.ts STRICT_FILTERS)
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1 (nearestDb: no bitmap scans, no sorts; its generic plan), parameters: [8888,31.575,35.395,["both","male"],["male","female","other"],[],[],"2026-12-04T20:41:07.757Z",34.867200209673676,31.12533981713773,35.92279979032633,32.02466018286226,50,50,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null,"{\"smoking-self\":{\"a\":[\"no\",\"sometimes\"],\"f\":false}}"]
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
--         ->  Index Only Scan using users_near_walk_idx on users n (actual rows=137 loops=1)
--               Index Cond: ((point(longitude, latitude)) <@ '(35.92279979032633,32.02466018286226),(34.867200209673676,31.12533981713773)'::box)
--               Order By: ((point(longitude, latitude)) <-> '(35.395,31.575)'::point)
--               Filter: ((NOT (hashed SubPlan 1)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (age >= 53) AND (age <= 68) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '31.575'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8519554850397307'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.395'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--               Rows Removed by Filter: 499
--               Heap Fetches: 3
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                       Index Cond: (from_user_id = 8888)
--                       Heap Fetches: 0
--         ->  Index Scan using users_pkey on users u (actual rows=0 loops=137)
--               Index Cond: (id = n.id)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 20:41:07.757+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (NOT (hashed SubPlan 4)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 20:41:07.757+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (NOT (SubPlan 8)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 6)))
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
--                 ->  Function Scan on jsonb_each m (actual rows=0 loops=64)
--                       Filter: ((u.answers ? q) AND (u.show_faith OR (NOT ((r ->> 'f'::text))::boolean)) AND (NOT ((r -> 'a'::text) ? ((u.answers -> q) ->> 'c'::text))))
--                       Rows Removed by Filter: 1
--               SubPlan 6
--                 ->  Index Scan using swipes_to_idx on swipes l (never executed)
--                       Index Cond: ((to_user_id = 8888) AND (is_like = true))

-- statement 2 (deckDb: its generic plan), parameters: [8888,31.575,35.395,["both","male"],["male","female","other"],[],[],"2026-12-04T20:41:07.757Z",50,50,21.148336829336575,[98098,19848,9048,7188,69658,21878,68188,5448,67598,81278,85598,27308,34678,76528,29048,22308,62458,13628,5188,13038,33238,50348,79968,87168,43448,84158,1128,21548,13078,28618,55098,94328,34808,26848,12188,84318,1588,87888,82678,74498,89918,18708,25318,11508,33498,60988,66748,39088,24558,90638],[2.2239016046706106,4.447803209341221,3.9493036071010015,4.382038627055098,4.382038627055098,5.048916225196006,5.639927730311811,5.843640680781156,6.244369129102651,5.683995439656704,6.103000080142095,6.591366270298382,7.67332429695447,7.672119819644493,8.597743501086235,10.07712860308753,11.279940682854392,11.748100743136028,10.656413262893805,12.377160455827251,12.48943097618045,12.651985086392713,14.486325662103733,14.578826744008248,13.777096354811937,13.773866572391231,13.262655287422048,14.009867308862823,14.430940268802045,13.99129812875384,16.920038735153874,16.91927063274658,17.104966458525304,16.91891140824637,17.339832932695405,15.26246582617023,17.61969149185677,17.752260646578467,18.926843250929128,17.82410726357131,18.926929717173284,18.036042879415017,19.185564202377556,19.740724917467148,17.194578352569042,17.88156157527137,20.37134035888289,21.148336829336575,21.08705953086188,18.833810765813073],35.17175895533962,31.38480869930472,35.61824104466039,31.436075560244426,35.17175895533962,31.713924439755573,35.61824104466039,31.765191300695278,35.17175895533962,31.436075560244426,35.25607556024443,31.713924439755573,35.53392443975557,31.436075560244426,35.61824104466039,31.713924439755573,34.867200209673676,31.12533981713773,35.92279979032633,32.02466018286226,34.867200209673676,31.12533981713773,35.92279979032633,32.02466018286226,53,68,null,null,false,["marriage","serious"],null,null,null,null,null,null,null,null,null,"{\"smoking-self\":{\"a\":[\"no\",\"sometimes\"],\"f\":false}}"]
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
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and u.boosted_until > $8::timestamptz and (point(u.longitude, u.latitude) <@ box(point($30::float8, $31::float8), point($32::float8, $33::float8)) or point(u.longitude, u.latitude) <@ box(point($34::float8, $35::float8), point($36::float8, $37::float8))) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $10::float8
      and ($38::int is null or u.age >= $38::int) and ($39::int is null or u.age <= $39::int)
    and ($40::int is null or u.height_cm >= $40::int) and ($41::int is null or u.height_cm <= $41::int)
    and (not $42::bool or u.verification_status = 'approved')
    and ($43::text[] is null or u.relationship_goals = any($43::text[]))
    and ($44::text[] is null or case when u.show_faith then u.religion end = any($44::text[]))
    and ($45::text[] is null or case when u.show_faith then u.religious_practice end = any($45::text[]))
    and ($46::text[] is null or u.marital_history = any($46::text[]))
    and ($47::text[] is null or u.has_children = any($47::text[]))
    and ($48::text[] is null or u.wants_children = any($48::text[]))
    and ($49::text[] is null or u.smoking_habits = any($49::text[]))
    and ($50::text[] is null or u.drinking_habits = any($50::text[]))
    and ($51::text[] is null or u.education_level = any($51::text[]))
    and ($52::text[] is null or u.languages ?| $52::text[])
    and ($53::jsonb is null or not exists (
      select 1 from jsonb_each($53::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
    order by km asc nulls last, u.id limit $9::int
  ), near as (
    select w.id, w.km, false as boosted from unnest($12::int[], $13::float8[]) as w(id, km)
    union all
    select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km, false as boosted
    from (select n.id from users n where point(n.longitude, n.latitude) <@ box(point($14::float8, $15::float8), point($16::float8, $17::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($38::int is null or n.age >= $38::int) and ($39::int is null or n.age <= $39::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($18::float8, $19::float8), point($20::float8, $21::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($38::int is null or n.age >= $38::int) and ($39::int is null or n.age <= $39::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($22::float8, $23::float8), point($24::float8, $25::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($38::int is null or n.age >= $38::int) and ($39::int is null or n.age <= $39::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($26::float8, $27::float8), point($28::float8, $29::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($38::int is null or n.age >= $38::int) and ($39::int is null or n.age <= $39::int)) c
    join users u on u.id = c.id
    where u.id <> all($12::int[]) and u.id <> $1::int
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
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $11::float8 and ($38::int is null or u.age >= $38::int) and ($39::int is null or u.age <= $39::int)
    and ($40::int is null or u.height_cm >= $40::int) and ($41::int is null or u.height_cm <= $41::int)
    and (not $42::bool or u.verification_status = 'approved')
    and ($43::text[] is null or u.relationship_goals = any($43::text[]))
    and ($44::text[] is null or case when u.show_faith then u.religion end = any($44::text[]))
    and ($45::text[] is null or case when u.show_faith then u.religious_practice end = any($45::text[]))
    and ($46::text[] is null or u.marital_history = any($46::text[]))
    and ($47::text[] is null or u.has_children = any($47::text[]))
    and ($48::text[] is null or u.wants_children = any($48::text[]))
    and ($49::text[] is null or u.smoking_habits = any($49::text[]))
    and ($50::text[] is null or u.drinking_habits = any($50::text[]))
    and ($51::text[] is null or u.education_level = any($51::text[]))
    and ($52::text[] is null or u.languages ?| $52::text[])
    and ($53::jsonb is null or not exists (
      select 1 from jsonb_each($53::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
    order by km asc, id limit $9::int
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
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '31.575'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8519554850397307'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.395'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 28kB
--               ->  Append (actual rows=50 loops=1)
--                     ->  Limit (actual rows=0 loops=1)
--                           ->  Sort (actual rows=0 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '31.575'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8519554850397307'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.395'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 25kB
--                                 ->  Index Scan using users_boosted_near_idx on users u_1 (actual rows=0 loops=1)
--                                       Index Cond: (point(longitude, latitude) <@ '(35.92279979032633,32.02466018286226),(34.867200209673676,31.12533981713773)'::box)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 20:41:07.757+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND (boosted_until > '2026-12-04 20:41:07.757+00'::timestamp with time zone) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '31.575'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8519554850397307'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.395'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND (NOT (SubPlan 8)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--                                       SubPlan 1
--                                         ->  Seq Scan on staff_roles sr (never executed)
--                                       SubPlan 2
--                                         ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (never executed)
--                                               Index Cond: (blocker_id = 8888)
--                                               Heap Fetches: 0
--                                       SubPlan 3
--                                         ->  Index Scan using blocks_blocked_idx on blocks b2 (never executed)
--                                               Index Cond: (blocked_id = 8888)
--                                       SubPlan 6
--                                         ->  Seq Scan on member_reviews r (never executed)
--                                               Filter: (state = ANY ('{held,pending}'::text[]))
--                                       SubPlan 7
--                                         ->  Index Only Scan using swipes_pair_unique on swipes s (never executed)
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
--                                 Sort Key: w.km, w.id
--                                 Sort Method: quicksort  Memory: 29kB
--                                 ->  Append (actual rows=52 loops=1)
--                                       ->  Function Scan on w (actual rows=50 loops=1)
--                                       ->  Nested Loop (actual rows=2 loops=1)
--                                             ->  HashAggregate (actual rows=51 loops=1)
--                                                   Group Key: n.id
--                                                   Batches: 1  Memory Usage: 24kB
--                                                   ->  Append (actual rows=51 loops=1)
--                                                         ->  Index Only Scan using users_near_walk_idx on users n (actual rows=15 loops=1)
--                                                               Index Cond: ((point(longitude, latitude)) <@ '(35.61824104466039,31.436075560244426),(35.17175895533962,31.38480869930472)'::box)
--                                                               Filter: ((NOT (hashed SubPlan 17)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (age >= 53) AND (age <= 68) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '31.575'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8519554850397307'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.395'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '21.148336829336575'::double precision))
--                                                               Rows Removed by Filter: 104
--                                                               Heap Fetches: 0
--                                                               SubPlan 17
--                                                                 ->  Index Only Scan using swipes_pair_unique on swipes s_2 (actual rows=5 loops=1)
--                                                                       Index Cond: (from_user_id = 8888)
--                                                                       Heap Fetches: 0
--                                                         ->  Index Only Scan using users_near_walk_idx on users n_1 (actual rows=13 loops=1)
--                                                               Index Cond: ((point(longitude, latitude)) <@ '(35.61824104466039,31.765191300695278),(35.17175895533962,31.713924439755573)'::box)
--                                                               Filter: ((NOT (hashed SubPlan 18)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (age >= 53) AND (age <= 68) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '31.575'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8519554850397307'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.395'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '21.148336829336575'::double precision))
--                                                               Rows Removed by Filter: 110
--                                                               Heap Fetches: 0
--                                                               SubPlan 18
--                                                                 ->  Index Only Scan using swipes_pair_unique on swipes s_3 (actual rows=5 loops=1)
--                                                                       Index Cond: (from_user_id = 8888)
--                                                                       Heap Fetches: 0
--                                                         ->  Index Only Scan using users_near_walk_idx on users n_2 (actual rows=0 loops=1)
--                                                               Index Cond: ((point(longitude, latitude)) <@ '(35.25607556024443,31.713924439755573),(35.17175895533962,31.436075560244426)'::box)
--                                                               Filter: ((NOT (hashed SubPlan 19)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (age >= 53) AND (age <= 68) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '31.575'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8519554850397307'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.395'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '21.148336829336575'::double precision))
--                                                               Heap Fetches: 0
--                                                               SubPlan 19
--                                                                 ->  Index Only Scan using swipes_pair_unique on swipes s_4 (never executed)
--                                                                       Index Cond: (from_user_id = 8888)
--                                                                       Heap Fetches: 0
--                                                         ->  Index Only Scan using users_near_walk_idx on users n_3 (actual rows=23 loops=1)
--                                                               Index Cond: ((point(longitude, latitude)) <@ '(35.61824104466039,31.713924439755573),(35.53392443975557,31.436075560244426)'::box)
--                                                               Filter: ((NOT (hashed SubPlan 20)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (age >= 53) AND (age <= 68) AND (gender = ANY ('{male,female,other}'::text[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '31.575'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8519554850397307'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.395'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '21.148336829336575'::double precision))
--                                                               Rows Removed by Filter: 157
--                                                               Heap Fetches: 0
--                                                               SubPlan 20
--                                                                 ->  Index Only Scan using swipes_pair_unique on swipes s_5 (actual rows=5 loops=1)
--                                                                       Index Cond: (from_user_id = 8888)
--                                                                       Heap Fetches: 0
--                                             ->  Memoize (actual rows=0 loops=51)
--                                                   Cache Key: n.id
--                                                   Cache Mode: logical
--                                                   Hits: 0  Misses: 51  Evictions: 0  Overflows: 0  Memory Usage: 4kB
--                                                   ->  Index Scan using users_pkey on users u_2 (actual rows=0 loops=51)
--                                                         Index Cond: (id = n.id)
--                                                         Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (id <> 8888) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 20:41:07.757+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (NOT (hashed SubPlan 11)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 14)) AND (NOT (hashed SubPlan 15)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 20:41:07.757+00'::timestamp with time zone)) AND (age >= 53) AND (age <= 68) AND (relationship_goals = ANY ('{marriage,serious}'::text[])) AND (gender = ANY ('{male,female,other}'::text[])) AND (id <> ALL ('{98098,19848,9048,7188,69658,21878,68188,5448,67598,81278,85598,27308,34678,76528,29048,22308,62458,13628,5188,13038,33238,50348,79968,87168,43448,84158,1128,21548,13078,28618,55098,94328,34808,26848,12188,84318,1588,87888,82678,74498,89918,18708,25318,11508,33498,60988,66748,39088,24558,90638}'::integer[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '31.575'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8519554850397307'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.395'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '21.148336829336575'::double precision) AND (NOT (SubPlan 16)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 13)))
--                                                         Rows Removed by Filter: 1
--                                                         SubPlan 9
--                                                           ->  Seq Scan on staff_roles sr_1 (actual rows=0 loops=1)
--                                                         SubPlan 10
--                                                           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_1 (actual rows=0 loops=1)
--                                                                 Index Cond: (blocker_id = 8888)
--                                                                 Heap Fetches: 0
--                                                         SubPlan 11
--                                                           ->  Index Scan using blocks_blocked_idx on blocks b2_1 (actual rows=0 loops=1)
--                                                                 Index Cond: (blocked_id = 8888)
--                                                         SubPlan 14
--                                                           ->  Seq Scan on member_reviews r_1 (actual rows=0 loops=1)
--                                                                 Filter: (state = ANY ('{held,pending}'::text[]))
--                                                         SubPlan 15
--                                                           ->  Index Only Scan using swipes_pair_unique on swipes s_1 (actual rows=5 loops=1)
--                                                                 Index Cond: (from_user_id = 8888)
--                                                                 Heap Fetches: 0
--                                                         SubPlan 16
--                                                           ->  Function Scan on jsonb_each m_1 (actual rows=0 loops=4)
--                                                                 Filter: ((u_2.answers ? q) AND (u_2.show_faith OR (NOT ((r ->> 'f'::text))::boolean)) AND (NOT ((r -> 'a'::text) ? ((u_2.answers -> q) ->> 'c'::text))))
--                                                                 Rows Removed by Filter: 0
--                                                         SubPlan 13
--                                                           ->  Bitmap Heap Scan on swipes l_1 (never executed)
--                                                                 Recheck Cond: (to_user_id = 8888)
--                                                                 Filter: is_like
--                                                                 ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                                       Index Cond: ((to_user_id = 8888) AND (is_like = true))
--   ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--         Index Cond: (id = u_1.id)

-- GET /api/discover, 50 km: a heavy swiper (the 1,000 nearest already swiped)
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1 (nearestDb: no bitmap scans, no sorts; its generic plan), parameters: [12346,21.255,38.615,["both","female"],["female"],[],[],"2026-12-04T20:41:07.757Z",38.13251894163423,20.805339817137728,39.09748105836577,21.70466018286227,50,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
-- Limit (actual rows=0 loops=1)
--   ->  Nested Loop (actual rows=0 loops=1)
--         ->  Index Only Scan using users_near_walk_idx on users n (actual rows=1 loops=1)
--               Index Cond: ((point(longitude, latitude)) <@ '(39.09748105836577,21.70466018286227),(38.13251894163423,20.805339817137728)'::box)
--               Order By: ((point(longitude, latitude)) <-> '(38.615,21.255)'::point)
--               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.255'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9319762370485032'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.615'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--               Rows Removed by Filter: 2839
--               Heap Fetches: 0
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=1005 loops=1)
--                       Index Cond: (from_user_id = 12346)
--                       Heap Fetches: 0
--         ->  Index Scan using users_pkey on users u (actual rows=0 loops=1)
--               Index Cond: (id = n.id)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 20:41:07.757+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (NOT (hashed SubPlan 4)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 20:41:07.757+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 6)))
--               Rows Removed by Filter: 1
--               SubPlan 2
--                 ->  Seq Scan on staff_roles sr (never executed)
--               SubPlan 3
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (never executed)
--                       Index Cond: (blocker_id = 12346)
--                       Heap Fetches: 0
--               SubPlan 4
--                 ->  Index Scan using blocks_blocked_idx on blocks b2 (never executed)
--                       Index Cond: (blocked_id = 12346)
--               SubPlan 7
--                 ->  Seq Scan on member_reviews r (never executed)
--                       Filter: (state = ANY ('{held,pending}'::text[]))
--               SubPlan 6
--                 ->  Index Scan using swipes_to_idx on swipes l (never executed)
--                       Index Cond: ((to_user_id = 12346) AND (is_like = true))

-- statement 2 (deckDb: its generic plan), parameters: [12346,21.255,38.615,["both","female"],["female"],[],[],"2026-12-04T20:41:07.757Z",50,50,50,[],[],1000,1000,1000,1000,1000,1000,1000,1000,1000,1000,1000,1000,1000,1000,1000,1000,38.13251894163423,20.805339817137728,39.09748105836577,21.70466018286227,38.13251894163423,20.805339817137728,39.09748105836577,21.70466018286227,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and u.boosted_until > $8::timestamptz and (point(u.longitude, u.latitude) <@ box(point($30::float8, $31::float8), point($32::float8, $33::float8)) or point(u.longitude, u.latitude) <@ box(point($34::float8, $35::float8), point($36::float8, $37::float8))) and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $10::float8
      and ($38::int is null or u.age >= $38::int) and ($39::int is null or u.age <= $39::int)
    and ($40::int is null or u.height_cm >= $40::int) and ($41::int is null or u.height_cm <= $41::int)
    and (not $42::bool or u.verification_status = 'approved')
    and ($43::text[] is null or u.relationship_goals = any($43::text[]))
    and ($44::text[] is null or case when u.show_faith then u.religion end = any($44::text[]))
    and ($45::text[] is null or case when u.show_faith then u.religious_practice end = any($45::text[]))
    and ($46::text[] is null or u.marital_history = any($46::text[]))
    and ($47::text[] is null or u.has_children = any($47::text[]))
    and ($48::text[] is null or u.wants_children = any($48::text[]))
    and ($49::text[] is null or u.smoking_habits = any($49::text[]))
    and ($50::text[] is null or u.drinking_habits = any($50::text[]))
    and ($51::text[] is null or u.education_level = any($51::text[]))
    and ($52::text[] is null or u.languages ?| $52::text[])
    and ($53::jsonb is null or not exists (
      select 1 from jsonb_each($53::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
    order by km asc nulls last, u.id limit $9::int
  ), near as (
    select w.id, w.km, false as boosted from unnest($12::int[], $13::float8[]) as w(id, km)
    union all
    select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km, false as boosted
    from (select n.id from users n where point(n.longitude, n.latitude) <@ box(point($14::float8, $15::float8), point($16::float8, $17::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($38::int is null or n.age >= $38::int) and ($39::int is null or n.age <= $39::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($18::float8, $19::float8), point($20::float8, $21::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($38::int is null or n.age >= $38::int) and ($39::int is null or n.age <= $39::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($22::float8, $23::float8), point($24::float8, $25::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($38::int is null or n.age >= $38::int) and ($39::int is null or n.age <= $39::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($26::float8, $27::float8), point($28::float8, $29::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($38::int is null or n.age >= $38::int) and ($39::int is null or n.age <= $39::int)) c
    join users u on u.id = c.id
    where u.id <> all($12::int[]) and u.id <> $1::int
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
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $11::float8 and ($38::int is null or u.age >= $38::int) and ($39::int is null or u.age <= $39::int)
    and ($40::int is null or u.height_cm >= $40::int) and ($41::int is null or u.height_cm <= $41::int)
    and (not $42::bool or u.verification_status = 'approved')
    and ($43::text[] is null or u.relationship_goals = any($43::text[]))
    and ($44::text[] is null or case when u.show_faith then u.religion end = any($44::text[]))
    and ($45::text[] is null or case when u.show_faith then u.religious_practice end = any($45::text[]))
    and ($46::text[] is null or u.marital_history = any($46::text[]))
    and ($47::text[] is null or u.has_children = any($47::text[]))
    and ($48::text[] is null or u.wants_children = any($48::text[]))
    and ($49::text[] is null or u.smoking_habits = any($49::text[]))
    and ($50::text[] is null or u.drinking_habits = any($50::text[]))
    and ($51::text[] is null or u.education_level = any($51::text[]))
    and ($52::text[] is null or u.languages ?| $52::text[])
    and ($53::jsonb is null or not exists (
      select 1 from jsonb_each($53::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
    order by km asc, id limit $9::int
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
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '21.255'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9319762370485032'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '38.615'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 25kB
--               ->  Append (actual rows=0 loops=1)
--                     ->  Limit (actual rows=0 loops=1)
--                           ->  Sort (actual rows=0 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '21.255'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9319762370485032'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '38.615'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 25kB
--                                 ->  Index Scan using users_boosted_near_idx on users u_1 (actual rows=0 loops=1)
--                                       Index Cond: (point(longitude, latitude) <@ '(39.09748105836577,21.70466018286227),(38.13251894163423,20.805339817137728)'::box)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 20:41:07.757+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND (boosted_until > '2026-12-04 20:41:07.757+00'::timestamp with time zone) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.255'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9319762370485032'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.615'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
--                                       SubPlan 1
--                                         ->  Seq Scan on staff_roles sr (never executed)
--                                       SubPlan 2
--                                         ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (never executed)
--                                               Index Cond: (blocker_id = 12346)
--                                               Heap Fetches: 0
--                                       SubPlan 3
--                                         ->  Index Scan using blocks_blocked_idx on blocks b2 (never executed)
--                                               Index Cond: (blocked_id = 12346)
--                                       SubPlan 6
--                                         ->  Seq Scan on member_reviews r (never executed)
--                                               Filter: (state = ANY ('{held,pending}'::text[]))
--                                       SubPlan 7
--                                         ->  Index Only Scan using swipes_pair_unique on swipes s (never executed)
--                                               Index Cond: (from_user_id = 12346)
--                                               Heap Fetches: 0
--                                       SubPlan 5
--                                         ->  Bitmap Heap Scan on swipes l (never executed)
--                                               Recheck Cond: (to_user_id = 12346)
--                                               Filter: is_like
--                                               ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                     Index Cond: ((to_user_id = 12346) AND (is_like = true))
--                     ->  Limit (actual rows=0 loops=1)
--                           ->  Sort (actual rows=0 loops=1)
--                                 Sort Key: w.km, w.id
--                                 Sort Method: quicksort  Memory: 25kB
--                                 ->  Append (actual rows=0 loops=1)
--                                       ->  Function Scan on w (actual rows=0 loops=1)
--                                       ->  Nested Loop (actual rows=0 loops=1)
--                                             ->  HashAggregate (actual rows=0 loops=1)
--                                                   Group Key: n.id
--                                                   Batches: 1  Memory Usage: 24kB
--                                                   ->  Append (actual rows=0 loops=1)
--                                                         ->  Index Only Scan using users_near_walk_idx on users n (actual rows=0 loops=1)
--                                                               Index Cond: ((point(longitude, latitude)) <@ '(1000,1000),(1000,1000)'::box)
--                                                               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 15)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.255'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9319762370485032'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.615'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--                                                               Heap Fetches: 0
--                                                               SubPlan 15
--                                                                 ->  Index Only Scan using swipes_pair_unique on swipes s_2 (never executed)
--                                                                       Index Cond: (from_user_id = 12346)
--                                                                       Heap Fetches: 0
--                                                         ->  Index Only Scan using users_near_walk_idx on users n_1 (actual rows=0 loops=1)
--                                                               Index Cond: ((point(longitude, latitude)) <@ '(1000,1000),(1000,1000)'::box)
--                                                               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 16)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.255'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9319762370485032'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.615'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--                                                               Heap Fetches: 0
--                                                               SubPlan 16
--                                                                 ->  Index Only Scan using swipes_pair_unique on swipes s_3 (never executed)
--                                                                       Index Cond: (from_user_id = 12346)
--                                                                       Heap Fetches: 0
--                                                         ->  Index Only Scan using users_near_walk_idx on users n_2 (actual rows=0 loops=1)
--                                                               Index Cond: ((point(longitude, latitude)) <@ '(1000,1000),(1000,1000)'::box)
--                                                               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 17)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.255'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9319762370485032'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.615'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--                                                               Heap Fetches: 0
--                                                               SubPlan 17
--                                                                 ->  Index Only Scan using swipes_pair_unique on swipes s_4 (never executed)
--                                                                       Index Cond: (from_user_id = 12346)
--                                                                       Heap Fetches: 0
--                                                         ->  Index Only Scan using users_near_walk_idx on users n_3 (actual rows=0 loops=1)
--                                                               Index Cond: ((point(longitude, latitude)) <@ '(1000,1000),(1000,1000)'::box)
--                                                               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 18)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.255'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9319762370485032'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.615'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision))
--                                                               Heap Fetches: 0
--                                                               SubPlan 18
--                                                                 ->  Index Only Scan using swipes_pair_unique on swipes s_5 (never executed)
--                                                                       Index Cond: (from_user_id = 12346)
--                                                                       Heap Fetches: 0
--                                             ->  Index Scan using users_pkey on users u_2 (never executed)
--                                                   Index Cond: (id = n.id)
--                                                   Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 12346) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 20:41:07.757+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 8)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (interested_in = ANY ('{both,female}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 13)) AND (NOT (hashed SubPlan 14)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 20:41:07.757+00'::timestamp with time zone)) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '21.255'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.9319762370485032'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '38.615'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '50'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 12)))
--                                                   SubPlan 8
--                                                     ->  Seq Scan on staff_roles sr_1 (never executed)
--                                                   SubPlan 9
--                                                     ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_1 (never executed)
--                                                           Index Cond: (blocker_id = 12346)
--                                                           Heap Fetches: 0
--                                                   SubPlan 10
--                                                     ->  Index Scan using blocks_blocked_idx on blocks b2_1 (never executed)
--                                                           Index Cond: (blocked_id = 12346)
--                                                   SubPlan 13
--                                                     ->  Seq Scan on member_reviews r_1 (never executed)
--                                                           Filter: (state = ANY ('{held,pending}'::text[]))
--                                                   SubPlan 14
--                                                     ->  Index Only Scan using swipes_pair_unique on swipes s_1 (never executed)
--                                                           Index Cond: (from_user_id = 12346)
--                                                           Heap Fetches: 0
--                                                   SubPlan 12
--                                                     ->  Bitmap Heap Scan on swipes l_1 (never executed)
--                                                           Recheck Cond: (to_user_id = 12346)
--                                                           Filter: is_like
--                                                           ->  Bitmap Index Scan on swipes_to_idx (never executed)
--                                                                 Index Cond: ((to_user_id = 12346) AND (is_like = true))
--   ->  Index Scan using users_pkey on users u (never executed)
--         Index Cond: (id = u_1.id)

-- GET /api/discover?globalMatching=true: worldwide
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1 (nearestDb: no bitmap scans, no sorts; its generic plan), parameters: [60617,33.815000000000005,35.555,["both","male"],["female"],[],[],"2026-12-04T20:41:07.757Z",32.30718705463572,31.11703890782639,38.80281294536428,36.51296109217362,300,50,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
--               Index Cond: ((point(longitude, latitude)) <@ '(38.80281294536428,36.51296109217362),(32.30718705463572,31.11703890782639)'::box)
--               Order By: ((point(longitude, latitude)) <-> '(35.555,33.815000000000005)'::point)
--               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 1)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.815000000000005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8308388029470299'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.555'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '300'::double precision))
--               Rows Removed by Filter: 104
--               Heap Fetches: 0
--               SubPlan 1
--                 ->  Index Only Scan using swipes_pair_unique on swipes s (actual rows=5 loops=1)
--                       Index Cond: (from_user_id = 60617)
--                       Heap Fetches: 0
--         ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--               Index Cond: (id = n.id)
--               Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 20:41:07.757+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (NOT (hashed SubPlan 4)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 7)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 20:41:07.757+00'::timestamp with time zone)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 6)))
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

-- statement 2 (deckDb: its generic plan), parameters: [60617,33.815000000000005,35.555,["both","male"],["female"],[],[],"2026-12-04T20:41:07.757Z",50,null,9.316981536649806,[8837,60877,71597,41467,36727,25027,81757,41587,91027,60977,16017,12977,75437,57507,14867,40867,48617,37927,63327,88667,23297,14247,24797,1187,14497,35597,97677,72687,2007,99177,34717,12257,99097,10427,23937,20727,55777,41257,4047,96607,59477,76057,76697,44007,84057,5777,20107,93997,3137,75687],[0.9238518731849316,0.9238518731855879,1.4456959020126767,1.4456959020126767,1.4456959020126767,2.223901604670216,2.223901604671006,1.8477037441915662,2.1565812750480062,2.1563961975961146,2.771555610839637,3.461461082404066,3.8135439486070744,4.542692639449824,4.542780497821866,4.336673499422111,4.3126072426558375,4.313347552485899,5.6359442723008195,5.7831975088107495,5.653222406860009,5.653857771078105,5.653222406860651,5.97319031817484,6.411749267815585,6.675246454720109,6.4686330600726265,7.7836556163473345,7.838334967858211,6.562235417036072,7.229169271861741,7.626145664170067,7.6274016105434335,6.837950613195446,6.839380479542522,8.261992818701158,8.262753629130655,7.275634007455819,8.113829373871907,8.115673780838032,8.115673780838032,7.473566190035241,8.943406344909347,7.474420603343238,7.847611111460161,7.47356619003589,8.67272522998842,8.675209945575657,8.672725229988837,9.316981536649806],35.45415068220606,33.73121048675646,35.65584931779394,33.75458477019245,35.45415068220606,33.87541522980756,35.65584931779394,33.89878951324355,35.45415068220606,33.75458477019245,35.494584770192446,33.87541522980756,35.61541522980755,33.75458477019245,35.65584931779394,33.87541522980756,null,null,null,null,false,null,null,null,null,null,null,null,null,null,null,null]
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
    and u.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int) and u.boosted_until > $8::timestamptz and $10::float8 is null
      and ($30::int is null or u.age >= $30::int) and ($31::int is null or u.age <= $31::int)
    and ($32::int is null or u.height_cm >= $32::int) and ($33::int is null or u.height_cm <= $33::int)
    and (not $34::bool or u.verification_status = 'approved')
    and ($35::text[] is null or u.relationship_goals = any($35::text[]))
    and ($36::text[] is null or case when u.show_faith then u.religion end = any($36::text[]))
    and ($37::text[] is null or case when u.show_faith then u.religious_practice end = any($37::text[]))
    and ($38::text[] is null or u.marital_history = any($38::text[]))
    and ($39::text[] is null or u.has_children = any($39::text[]))
    and ($40::text[] is null or u.wants_children = any($40::text[]))
    and ($41::text[] is null or u.smoking_habits = any($41::text[]))
    and ($42::text[] is null or u.drinking_habits = any($42::text[]))
    and ($43::text[] is null or u.education_level = any($43::text[]))
    and ($44::text[] is null or u.languages ?| $44::text[])
    and ($45::jsonb is null or not exists (
      select 1 from jsonb_each($45::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
    order by km asc nulls last, u.id limit $9::int
  ), near as (
    select w.id, w.km, false as boosted from unnest($12::int[], $13::float8[]) as w(id, km)
    union all
    select u.id, (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(u.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(u.latitude))
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) as km, false as boosted
    from (select n.id from users n where point(n.longitude, n.latitude) <@ box(point($14::float8, $15::float8), point($16::float8, $17::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($30::int is null or n.age >= $30::int) and ($31::int is null or n.age <= $31::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($18::float8, $19::float8), point($20::float8, $21::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($30::int is null or n.age >= $30::int) and ($31::int is null or n.age <= $31::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($22::float8, $23::float8), point($24::float8, $25::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($30::int is null or n.age >= $30::int) and ($31::int is null or n.age <= $31::int) union select n.id from users n where point(n.longitude, n.latitude) <@ box(point($26::float8, $27::float8), point($28::float8, $29::float8)) and n.email_verified_at is not null and n.deactivated_at is null and n.suspended_at is null
    and (2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(n.latitude - $2::float8) / 2), 2)
    + cos(radians($2::float8)) * cos(radians(n.latitude))
    * power(sin(radians(n.longitude - $3::float8) / 2), 2))))) <= $11::float8
    and n.id not in (select s.to_user_id from swipes s where s.from_user_id = $1::int)
    and n.interested_in = any($4::text[]) and n.gender = any($5::text[]) and n.age > 0
    and ($30::int is null or n.age >= $30::int) and ($31::int is null or n.age <= $31::int)) c
    join users u on u.id = c.id
    where u.id <> all($12::int[]) and u.id <> $1::int
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
    * power(sin(radians(u.longitude - $3::float8) / 2), 2))))) <= $11::float8 and ($30::int is null or u.age >= $30::int) and ($31::int is null or u.age <= $31::int)
    and ($32::int is null or u.height_cm >= $32::int) and ($33::int is null or u.height_cm <= $33::int)
    and (not $34::bool or u.verification_status = 'approved')
    and ($35::text[] is null or u.relationship_goals = any($35::text[]))
    and ($36::text[] is null or case when u.show_faith then u.religion end = any($36::text[]))
    and ($37::text[] is null or case when u.show_faith then u.religious_practice end = any($37::text[]))
    and ($38::text[] is null or u.marital_history = any($38::text[]))
    and ($39::text[] is null or u.has_children = any($39::text[]))
    and ($40::text[] is null or u.wants_children = any($40::text[]))
    and ($41::text[] is null or u.smoking_habits = any($41::text[]))
    and ($42::text[] is null or u.drinking_habits = any($42::text[]))
    and ($43::text[] is null or u.education_level = any($43::text[]))
    and ($44::text[] is null or u.languages ?| $44::text[])
    and ($45::jsonb is null or not exists (
      select 1 from jsonb_each($45::jsonb) m(q, r)
      where u.answers ? m.q and (u.show_faith or not (m.r->>'f')::boolean) and not ((m.r->'a') ? (u.answers->m.q->>'c'))))
    order by km asc, id limit $9::int
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
--               Sort Key: (true) DESC, (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '33.815000000000005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8308388029470299'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.555'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--               Sort Method: quicksort  Memory: 32kB
--               ->  Append (actual rows=100 loops=1)
--                     ->  Limit (actual rows=50 loops=1)
--                           ->  Sort (actual rows=50 loops=1)
--                                 Sort Key: (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((u_1.latitude - '33.815000000000005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8308388029470299'::double precision * cos(radians(u_1.latitude))) * power(sin((radians((u_1.longitude - '35.555'::double precision)) / '2'::double precision)), '2'::double precision)))))))), u_1.id
--                                 Sort Method: quicksort  Memory: 29kB
--                                 ->  Index Scan using users_boosted_idx on users u_1 (actual rows=54 loops=1)
--                                       Index Cond: (boosted_until > '2026-12-04 20:41:07.757+00'::timestamp with time zone)
--                                       Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 20:41:07.757+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 1)) AND (NOT (hashed SubPlan 2)) AND (NOT (hashed SubPlan 3)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 6)) AND (NOT (hashed SubPlan 7)) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 5)))
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
--                                 Sort Key: w.km, w.id
--                                 Sort Method: quicksort  Memory: 30kB
--                                 ->  Append (actual rows=67 loops=1)
--                                       ->  Function Scan on w (actual rows=50 loops=1)
--                                       ->  Nested Loop (actual rows=17 loops=1)
--                                             ->  HashAggregate (actual rows=31 loops=1)
--                                                   Group Key: n.id
--                                                   Batches: 1  Memory Usage: 24kB
--                                                   ->  Append (actual rows=31 loops=1)
--                                                         ->  Index Only Scan using users_near_walk_idx on users n (actual rows=3 loops=1)
--                                                               Index Cond: ((point(longitude, latitude)) <@ '(35.65584931779394,33.75458477019245),(35.45415068220606,33.73121048675646)'::box)
--                                                               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 15)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.815000000000005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8308388029470299'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.555'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '9.316981536649806'::double precision))
--                                                               Rows Removed by Filter: 31
--                                                               Heap Fetches: 0
--                                                               SubPlan 15
--                                                                 ->  Index Only Scan using swipes_pair_unique on swipes s_2 (actual rows=5 loops=1)
--                                                                       Index Cond: (from_user_id = 60617)
--                                                                       Heap Fetches: 0
--                                                         ->  Index Only Scan using users_near_walk_idx on users n_1 (actual rows=5 loops=1)
--                                                               Index Cond: ((point(longitude, latitude)) <@ '(35.65584931779394,33.89878951324355),(35.45415068220606,33.87541522980756)'::box)
--                                                               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 16)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.815000000000005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8308388029470299'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.555'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '9.316981536649806'::double precision))
--                                                               Rows Removed by Filter: 25
--                                                               Heap Fetches: 0
--                                                               SubPlan 16
--                                                                 ->  Index Only Scan using swipes_pair_unique on swipes s_3 (actual rows=5 loops=1)
--                                                                       Index Cond: (from_user_id = 60617)
--                                                                       Heap Fetches: 0
--                                                         ->  Index Only Scan using users_near_walk_idx on users n_2 (actual rows=14 loops=1)
--                                                               Index Cond: ((point(longitude, latitude)) <@ '(35.494584770192446,33.87541522980756),(35.45415068220606,33.75458477019245)'::box)
--                                                               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 17)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.815000000000005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8308388029470299'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.555'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '9.316981536649806'::double precision))
--                                                               Rows Removed by Filter: 26
--                                                               Heap Fetches: 0
--                                                               SubPlan 17
--                                                                 ->  Index Only Scan using swipes_pair_unique on swipes s_4 (actual rows=5 loops=1)
--                                                                       Index Cond: (from_user_id = 60617)
--                                                                       Heap Fetches: 0
--                                                         ->  Index Only Scan using users_near_walk_idx on users n_3 (actual rows=9 loops=1)
--                                                               Index Cond: ((point(longitude, latitude)) <@ '(35.65584931779394,33.87541522980756),(35.61541522980755,33.75458477019245)'::box)
--                                                               Filter: ((gender = ANY ('{female}'::text[])) AND (NOT (hashed SubPlan 18)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.815000000000005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8308388029470299'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.555'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '9.316981536649806'::double precision))
--                                                               Rows Removed by Filter: 28
--                                                               Heap Fetches: 0
--                                                               SubPlan 18
--                                                                 ->  Index Only Scan using swipes_pair_unique on swipes s_5 (actual rows=5 loops=1)
--                                                                       Index Cond: (from_user_id = 60617)
--                                                                       Heap Fetches: 0
--                                             ->  Index Scan using users_pkey on users u_2 (actual rows=1 loops=31)
--                                                   Index Cond: (id = n.id)
--                                                   Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL) AND (gender = ANY ('{female}'::text[])) AND (id <> 60617) AND ((snoozed_at IS NULL) OR (snoozed_until <= '2026-12-04 20:41:07.757+00'::timestamp with time zone)) AND (NOT (hashed SubPlan 8)) AND (NOT (hashed SubPlan 9)) AND (NOT (hashed SubPlan 10)) AND (interested_in = ANY ('{both,male}'::text[])) AND (age > 0) AND (NOT (hashed SubPlan 13)) AND (NOT (hashed SubPlan 14)) AND ((boosted_until IS NULL) OR (boosted_until <= '2026-12-04 20:41:07.757+00'::timestamp with time zone)) AND (id <> ALL ('{8837,60877,71597,41467,36727,25027,81757,41587,91027,60977,16017,12977,75437,57507,14867,40867,48617,37927,63327,88667,23297,14247,24797,1187,14497,35597,97677,72687,2007,99177,34717,12257,99097,10427,23937,20727,55777,41257,4047,96607,59477,76057,76697,44007,84057,5777,20107,93997,3137,75687}'::integer[])) AND (('12742.0176'::double precision * asin(LEAST('1'::double precision, sqrt((power(sin((radians((latitude - '33.815000000000005'::double precision)) / '2'::double precision)), '2'::double precision) + (('0.8308388029470299'::double precision * cos(radians(latitude))) * power(sin((radians((longitude - '35.555'::double precision)) / '2'::double precision)), '2'::double precision))))))) <= '9.316981536649806'::double precision) AND ((COALESCE((privacy ->> 'incognito'::text), 'false'::text) <> 'true'::text) OR (hashed SubPlan 12)))
--                                                   Rows Removed by Filter: 0
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
--   ->  Index Scan using users_pkey on users u (actual rows=1 loops=50)
--         Index Cond: (id = u_1.id)
