-- A like on a photo keeps the photo itself (its URL), not only the index it had: reordering or
-- deleting photos must not point the like at another one (likes/comment.ts). Existing likes take
-- the photo at their index now, the best we know.
UPDATE "swipes" AS s
SET "target" = s."target" || jsonb_build_object('photo', u."photos" -> ((s."target" ->> 'index')::int))
FROM "users" AS u
WHERE u."id" = s."to_user_id"
  AND s."target" ->> 'kind' = 'photo'
  AND NOT (s."target" ? 'photo')
  AND jsonb_array_length(u."photos") > (s."target" ->> 'index')::int;
