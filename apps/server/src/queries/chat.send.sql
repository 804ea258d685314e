-- POST /api/matches/:id/messages: store-and-ack in one statement (matches/repo.ts storeMessage)
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [60617,1,60617,60617,60617,60617,60617,"hello","2026-11-23T11:38:45.030Z"]

    with target as (
      select m.id as match_id, o.id as other_id, o.privacy::text as other_privacy
      from matches m
      join users o on o.id = case when m.user_a_id = $1 then m.user_b_id else m.user_a_id end
      where m.id = $2 and (m.user_a_id = $3 or m.user_b_id = $4)
        and o.email_verified_at is not null and o.deactivated_at is null and o.suspended_at is null
        and not exists (select 1 from blocks b where b.blocker_id = $5 and b.blocked_id = o.id)
        and not exists (select 1 from blocks b where b.blocker_id = o.id and b.blocked_id = $6)
    ), stored as (
      insert into messages (match_id, sender_id, content, created_at)
      select match_id, $7, $8, $9::timestamptz from target
      returning id
    )
    select stored.id, target.other_id, target.other_privacy from stored, target;
-- Nested Loop (actual rows=1 loops=1)
--   CTE target
--     ->  Nested Loop Anti Join (actual rows=1 loops=1)
--           ->  Nested Loop Anti Join (actual rows=1 loops=1)
--                 ->  Nested Loop (actual rows=1 loops=1)
--                       ->  Seq Scan on matches m (actual rows=1 loops=1)
--                             Filter: ((id = 1) AND ((user_a_id = 60617) OR (user_b_id = 60617)))
--                       ->  Index Scan using users_pkey on users o (actual rows=1 loops=1)
--                             Index Cond: (id = CASE WHEN (m.user_a_id = 60617) THEN m.user_b_id ELSE m.user_a_id END)
--                             Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL))
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                       Index Cond: ((blocker_id = 60617) AND (blocked_id = o.id))
--                       Heap Fetches: 0
--           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_1 (actual rows=0 loops=1)
--                 Index Cond: ((blocker_id = o.id) AND (blocked_id = 60617))
--                 Heap Fetches: 0
--   CTE stored
--     ->  Insert on messages (actual rows=1 loops=1)
--           ->  CTE Scan on target target_1 (actual rows=1 loops=1)
--   ->  CTE Scan on stored (actual rows=1 loops=1)
--   ->  CTE Scan on target (actual rows=1 loops=1)
-- Trigger for constraint messages_match_id_matches_id_fk: calls=1
-- Trigger for constraint messages_sender_id_users_id_fk: calls=1
