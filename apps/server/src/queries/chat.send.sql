-- POST /api/matches/:id/messages: store-and-ack in one statement (chat/store-message.ts storeMessage)
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [1,60617,"text","hello","2026-12-04T19:37:23.145Z",null,null,null,null,null,null,null,false]
with target as (
    select m.id as match_id, o.id as other_id, o.privacy::text as other_privacy,
      exists (select 1 from push_subscriptions s where s.user_id = o.id) as other_has_push,
      (select h.words::text from hidden_words h where h.user_id = o.id) as other_hidden_words,
      (m.held_comment is not null and m.held_comment_from = o.id) as held_comment_waiting,
      ($3::text = 'photo' and ($13::boolean
        or not exists (select 1 from messages r where r.match_id = m.id and r.sender_id = o.id and r.kind <> 'notice')
          and not exists (select 1 from messages p where p.match_id = m.id and p.sender_id = $2::int and p.media_revealed_at is not null))
      ) as blurred,
      q.sender_id as reply_sender_id, q.kind as reply_kind, q.content as reply_content
    from matches m
    join users o on o.id = case when m.user_a_id = $2::int then m.user_b_id else m.user_a_id end
    left join messages q on q.id = $6::int and q.match_id = m.id and q.removed_at is null
    where m.id = $1::int and (m.user_a_id = $2::int or m.user_b_id = $2::int)
      and o.email_verified_at is not null and o.deactivated_at is null and o.suspended_at is null
      and not exists (select 1 from blocks b where b.blocker_id = $2::int and b.blocked_id = o.id)
      and not exists (select 1 from blocks b where b.blocker_id = o.id and b.blocked_id = $2::int)
      and ($6::int is null or q.id is not null)
  ), stored as (
    insert into messages (match_id, sender_id, kind, content, created_at, reply_to_id, media_name, media_blurred,
      media_width, media_height, media_preview, media_duration_ms, media_waveform, flagged)
    select match_id, $2::int, $3::text, $4::text, $5::timestamptz, $6::int, $7::text, blurred,
      $8::int, $9::int, $10::text, $11::int, $12::jsonb, $13::boolean
    from target
    returning id, media_blurred
  )
  select stored.id, stored.media_blurred, target.other_id, target.other_privacy, target.other_has_push, target.other_hidden_words,
    target.held_comment_waiting, target.reply_sender_id, target.reply_kind, target.reply_content
  from stored, target;
-- Nested Loop (actual rows=1 loops=1)
--   CTE target
--     ->  Nested Loop Anti Join (actual rows=1 loops=1)
--           ->  Nested Loop Anti Join (actual rows=1 loops=1)
--                 ->  Nested Loop Left Join (actual rows=1 loops=1)
--                       Join Filter: false
--                       ->  Nested Loop (actual rows=1 loops=1)
--                             ->  Seq Scan on matches m (actual rows=1 loops=1)
--                                   Filter: ((id = 1) AND ((user_a_id = 60617) OR (user_b_id = 60617)))
--                             ->  Index Scan using users_pkey on users o (actual rows=1 loops=1)
--                                   Index Cond: (id = CASE WHEN (m.user_a_id = 60617) THEN m.user_b_id ELSE m.user_a_id END)
--                                   Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL))
--                       ->  Result (actual rows=0 loops=1)
--                             One-Time Filter: false
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                       Index Cond: ((blocker_id = 60617) AND (blocked_id = o.id))
--                       Heap Fetches: 0
--           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_1 (actual rows=0 loops=1)
--                 Index Cond: ((blocker_id = o.id) AND (blocked_id = 60617))
--                 Heap Fetches: 0
--           SubPlan 1
--             ->  Seq Scan on push_subscriptions s (actual rows=0 loops=1)
--                   Filter: (user_id = o.id)
--           SubPlan 3
--             ->  Seq Scan on hidden_words h (actual rows=0 loops=1)
--                   Filter: (user_id = o.id)
--   CTE stored
--     ->  Insert on messages (actual rows=1 loops=1)
--           ->  CTE Scan on target target_1 (actual rows=1 loops=1)
--   ->  CTE Scan on stored (actual rows=1 loops=1)
--   ->  CTE Scan on target (actual rows=1 loops=1)
-- Trigger for constraint messages_match_id_matches_id_fk: calls=1
-- Trigger for constraint messages_sender_id_users_id_fk: calls=1
-- Trigger for constraint messages_reply_to_id_messages_id_fk: calls=1

-- POST /api/matches/:id/messages with an Idempotency-Key (ulfa_store_message_once): explained as a repeat, the recorded run stored it first
-- 100000 bench members (bench/lib/seed.ts); regenerate with npm run sql:sync

-- statement 1, parameters: [1,60617,"text","hello","2026-12-04T19:37:23.145Z",null,null,null,null,null,null,null,false,"6f1c2b1e-8d1a-4c55-9a0e-3f2b1c4d5e6f"]
with target as (
    select m.id as match_id, o.id as other_id, o.privacy::text as other_privacy,
      exists (select 1 from push_subscriptions s where s.user_id = o.id) as other_has_push,
      (select h.words::text from hidden_words h where h.user_id = o.id) as other_hidden_words,
      (m.held_comment is not null and m.held_comment_from = o.id) as held_comment_waiting,
      ($3::text = 'photo' and ($13::boolean
        or not exists (select 1 from messages r where r.match_id = m.id and r.sender_id = o.id and r.kind <> 'notice')
          and not exists (select 1 from messages p where p.match_id = m.id and p.sender_id = $2::int and p.media_revealed_at is not null))
      ) as blurred,
      q.sender_id as reply_sender_id, q.kind as reply_kind, q.content as reply_content
    from matches m
    join users o on o.id = case when m.user_a_id = $2::int then m.user_b_id else m.user_a_id end
    left join messages q on q.id = $6::int and q.match_id = m.id and q.removed_at is null
    where m.id = $1::int and (m.user_a_id = $2::int or m.user_b_id = $2::int)
      and o.email_verified_at is not null and o.deactivated_at is null and o.suspended_at is null
      and not exists (select 1 from blocks b where b.blocker_id = $2::int and b.blocked_id = o.id)
      and not exists (select 1 from blocks b where b.blocker_id = o.id and b.blocked_id = $2::int)
      and ($6::int is null or q.id is not null)
  ), stored as (
    insert into messages (match_id, sender_id, kind, content, created_at, reply_to_id, media_name, media_blurred,
      media_width, media_height, media_preview, media_duration_ms, media_waveform, flagged, client_id)
    select match_id, $2::int, $3::text, $4::text, $5::timestamptz, $6::int, $7::text, blurred,
      $8::int, $9::int, $10::text, $11::int, $12::jsonb, $13::boolean, $14::uuid
    from target
    on conflict (sender_id, client_id) where client_id is not null do nothing
    returning id, media_blurred
  )
  select stored.id, stored.media_blurred, target.other_id, target.other_privacy, target.other_has_push, target.other_hidden_words,
    target.held_comment_waiting, target.reply_sender_id, target.reply_kind, target.reply_content
  from stored, target;
-- Nested Loop (actual rows=0 loops=1)
--   CTE target
--     ->  Nested Loop Anti Join (actual rows=1 loops=1)
--           ->  Nested Loop Anti Join (actual rows=1 loops=1)
--                 ->  Nested Loop Left Join (actual rows=1 loops=1)
--                       Join Filter: false
--                       ->  Nested Loop (actual rows=1 loops=1)
--                             ->  Seq Scan on matches m (actual rows=1 loops=1)
--                                   Filter: ((id = 1) AND ((user_a_id = 60617) OR (user_b_id = 60617)))
--                             ->  Index Scan using users_pkey on users o (actual rows=1 loops=1)
--                                   Index Cond: (id = CASE WHEN (m.user_a_id = 60617) THEN m.user_b_id ELSE m.user_a_id END)
--                                   Filter: ((email_verified_at IS NOT NULL) AND (deactivated_at IS NULL) AND (suspended_at IS NULL))
--                       ->  Result (actual rows=0 loops=1)
--                             One-Time Filter: false
--                 ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b (actual rows=0 loops=1)
--                       Index Cond: ((blocker_id = 60617) AND (blocked_id = o.id))
--                       Heap Fetches: 0
--           ->  Index Only Scan using blocks_blocker_id_blocked_id_pk on blocks b_1 (actual rows=0 loops=1)
--                 Index Cond: ((blocker_id = o.id) AND (blocked_id = 60617))
--                 Heap Fetches: 0
--           SubPlan 1
--             ->  Seq Scan on push_subscriptions s (actual rows=0 loops=1)
--                   Filter: (user_id = o.id)
--           SubPlan 3
--             ->  Seq Scan on hidden_words h (actual rows=0 loops=1)
--                   Filter: (user_id = o.id)
--   CTE stored
--     ->  Insert on messages (actual rows=0 loops=1)
--           Conflict Resolution: NOTHING
--           Conflict Arbiter Indexes: messages_sender_client_id_idx
--           Tuples Inserted: 0
--           Conflicting Tuples: 1
--           ->  CTE Scan on target target_1 (actual rows=1 loops=1)
--   ->  CTE Scan on stored (actual rows=0 loops=1)
--   ->  CTE Scan on target (never executed)
