-- POST /api/matches/:id/messages: store-and-ack in one statement (matches/repo.ts storeMessage)
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: ["text",60617,60617,1,60617,60617,60617,60617,null,null,60617,"text","hello","2026-11-23T13:23:17.141Z",null,null,null,null,null,null,null]

    with target as (
      select m.id as match_id, o.id as other_id, o.privacy::text as other_privacy,
        ($1 = 'photo'
          and not exists (select 1 from messages r where r.match_id = m.id and r.sender_id = o.id)
          and not exists (select 1 from messages p where p.match_id = m.id and p.sender_id = $2 and p.media_revealed_at is not null)
        ) as blurred
      from matches m
      join users o on o.id = case when m.user_a_id = $3 then m.user_b_id else m.user_a_id end
      where m.id = $4 and (m.user_a_id = $5 or m.user_b_id = $6)
        and o.email_verified_at is not null and o.deactivated_at is null and o.suspended_at is null
        and not exists (select 1 from blocks b where b.blocker_id = $7 and b.blocked_id = o.id)
        and not exists (select 1 from blocks b where b.blocker_id = o.id and b.blocked_id = $8)
        and ($9::int is null or exists (
          select 1 from messages q where q.id = $10::int and q.match_id = m.id and q.removed_at is null))
    ), stored as (
      insert into messages (match_id, sender_id, kind, content, created_at, reply_to_id, media_name, media_blurred,
        media_width, media_height, media_preview, media_duration_ms, media_waveform)
      select match_id, $11, $12, $13, $14::timestamptz, $15::int,
        $16, blurred, $17::int, $18::int, $19,
        $20::int, $21::jsonb
      from target
      returning id, media_blurred
    )
    select stored.id, stored.media_blurred, target.other_id, target.other_privacy from stored, target;
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
-- Trigger for constraint messages_reply_to_id_messages_id_fk: calls=1
