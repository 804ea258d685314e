import type { MessageRow, UserRow } from "../db/schema";
import type { Db } from "../platform/db";
import { namedStatement } from "../platform/named-statement";
import type { RepliedMessage } from "./present";

/** What a new message carries besides its text: a photo or voice note, and the message it answers. */
export interface NewMessage {
  matchId: number;
  senderId: number;
  content: string;
  createdAt: Date;
  kind?: MessageRow["kind"];
  replyToId?: number;
  /** The sender confirmed sending a text that matched the insult lists (safety/nudges.ts). */
  flagged?: boolean;
  media?: { name?: string; width?: number; height?: number; preview?: string; durationMs?: number; waveform?: number[] };
  /** The sender's Idempotency-Key: at most one message per sender and key (chat/idempotency.ts). */
  clientId?: string;
  /** A first message answering the other member's Opening Move of this number (opening-moves/). */
  openingMove?: number;
}

interface StoredRow {
  id: number;
  media_blurred: boolean;
  other_id: number;
  other_privacy: string;
  other_has_push: boolean;
  other_hidden_words: string | null;
  held_comment_waiting: boolean;
  mine?: number;
  theirs?: number;
  reply_sender_id: number | null;
  reply_kind: MessageRow["kind"] | null;
  reply_content: string | null;
}

// $1 match, $2 sender, $3 kind, $4 content, $5 created at, $6 replied-to message, $7 media name,
// $8 width, $9 height, $10 preview, $11 duration, $12 waveform, $13 flagged, ($14 client id), (then
// the gate's count cap). Every parameter is cast: the statement is parsed once for every kind of
// message, so no type may depend on a value.
const storeSql = (keyed: boolean, gated: boolean) => {
  const cap = `$${keyed ? 15 : 14}::int`;
  const wrote = (who: string) => `select 1 from messages w where w.match_id = m.id and w.sender_id = ${who} and w.kind <> 'notice'`;
  // The trust gate (trust/index.ts firstMessageGate) folded in: its counts come back, and only what it
  // lets through unchanged is stored. A first message (an intro, a held member's first) and a member
  // under review store nothing here; the caller then takes the path that reads the gate first.
  const gateColumns = gated ? `
      (select count(*)::int from (${wrote("$2::int")} limit ${cap}) c) as mine,
      (select count(*)::int from (${wrote("o.id")} limit ${cap}) c) as theirs,` : "";
  const gateConditions = gated
    ? `
      and not exists (select 1 from member_reviews v where v.user_id = $2::int and v.state in ('pending', 'held'))
      and (exists (${wrote("$2::int")}) or exists (${wrote("o.id")}))`
    : "";
  return `with target as (
    select m.id as match_id, o.id as other_id, o.privacy::text as other_privacy,
      exists (select 1 from push_subscriptions s where s.user_id = o.id) as other_has_push,
      (select h.words::text from hidden_words h where h.user_id = o.id) as other_hidden_words,
      (m.held_comment is not null and m.held_comment_from = o.id) as held_comment_waiting,${gateColumns}
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
      and ($6::int is null or q.id is not null)${gateConditions}
  ), stored as (
    insert into messages (match_id, sender_id, kind, content, created_at, reply_to_id, media_name, media_blurred,
      media_width, media_height, media_preview, media_duration_ms, media_waveform, flagged${keyed ? ", client_id" : ""})
    select match_id, $2::int, $3::text, $4::text, $5::timestamptz, $6::int, $7::text, blurred,
      $8::int, $9::int, $10::text, $11::int, $12::jsonb, $13::boolean${keyed ? ", $14::uuid" : ""}
    from target${keyed ? "\n    on conflict (sender_id, client_id) where client_id is not null do nothing" : ""}
    returning id, media_blurred
  )
  select stored.id, stored.media_blurred, target.other_id, target.other_privacy, target.other_has_push, target.other_hidden_words,
    target.held_comment_waiting, target.reply_sender_id, target.reply_kind, target.reply_content${gated ? ", target.mine, target.theirs" : ""}
  from stored, target`;
};

// Separate statements, so a send without a key runs exactly the plan it always had: the keyed one adds
// the column and lets the unique index (messages_sender_client_id_idx) turn a repeat into no row;
// the gated ones add the trust gate (a text in a conversation under way).
const store = namedStatement<StoredRow>("ulfa_store_message", storeSql(false, false));
const storeOnce = namedStatement<StoredRow>("ulfa_store_message_once", storeSql(true, false));
const storeGated = namedStatement<StoredRow>("ulfa_store_message_gated", storeSql(false, true));
const storeOnceGated = namedStatement<StoredRow>("ulfa_store_message_once_gated", storeSql(true, true));

/** What storeMessage answers: the stored row and what the send goes on with. */
export interface StoredMessage {
  row: MessageRow;
  other: Pick<UserRow, "id" | "privacy">;
  otherHasPush: boolean;
  otherHiddenWords: string[];
  /** A like comment of the other member waits on the match for this one (likes/held-comment.ts). */
  heldCommentWaiting: boolean;
  replyTo: RepliedMessage | null;
  /** With a gate: each member's messages before this one, counted up to its cap. */
  counts?: { mine: number; theirs: number };
}

/**
 * Stores a message if `senderId` belongs to the match, its other member may still be reached
 * (active, not blocked either way) and the replied-to message (if any) is a live message of the same
 * match, in one statement: the chat's send path makes one round trip (a reply too: the answered
 * message comes back with it, as it was when the reply was stored), and the statement is named
 * (platform/named-statement.ts), so PostgreSQL does not parse and plan it again for every message.
 * A photo is stored blurred for the receiver until the sender is trusted: the receiver has written
 * in this conversation, or has tapped one of the sender's photos before. A photo the nudity shield
 * flagged is always blurred. Returns the stored row with the other member's id and privacy, whether
 * they have a device to notify (so a push job is only queued when one could be sent), their hidden
 * words (privacy/hidden-words.ts: read here, not in a round trip of their own), whether a like comment
 * waits for this message (likes/held-comment.ts) and the answered message, or null when nothing was stored (then matchWithOther says why). With a `clientId` that
 * this sender already used, nothing is stored either (on conflict do nothing: two concurrent repeats
 * on two instances cannot both insert) and the caller reads the earlier row (chat/idempotency.ts).
 */
export async function storeMessage(
  db: Db,
  values: NewMessage,
  /** The trust gate folded in (trust/index.ts underwayGate): stores only a text of a conversation under way. */
  gate?: { countUpTo: number },
): Promise<StoredMessage | null> {
  const { matchId, senderId, content, createdAt, media } = values;
  const kind = values.kind ?? "text";
  const flagged = values.flagged ?? false;
  const replyToId = values.replyToId ?? null;
  const clientId = values.clientId ?? null;
  const params = [
    matchId,
    senderId,
    kind,
    content,
    createdAt.toISOString(),
    replyToId,
    media?.name ?? null,
    media?.width ?? null,
    media?.height ?? null,
    media?.preview ?? null,
    media?.durationMs ?? null,
    media?.waveform ? JSON.stringify(media.waveform) : null,
    flagged,
  ];
  const keyedParams = clientId === null ? params : [...params, clientId];
  const statement = gate ? (clientId === null ? storeGated : storeOnceGated) : clientId === null ? store : storeOnce;
  const [hit] = await statement(db, gate ? [...keyedParams, gate.countUpTo] : keyedParams);
  if (!hit) return null;
  return {
    row: {
      id: Number(hit.id),
      matchId,
      senderId,
      kind,
      content,
      createdAt,
      readAt: null,
      flagged,
      replyToId,
      removedAt: null,
      mediaName: media?.name ?? null,
      mediaBlurred: Boolean(hit.media_blurred),
      mediaRevealedAt: null,
      mediaWidth: media?.width ?? null,
      mediaHeight: media?.height ?? null,
      mediaPreview: media?.preview ?? null,
      mediaDurationMs: media?.durationMs ?? null,
      mediaWaveform: media?.waveform ?? null,
      clientId,
      openingMove: null,
    },
    other: { id: Number(hit.other_id), privacy: JSON.parse(hit.other_privacy) as UserRow["privacy"] },
    otherHasPush: Boolean(hit.other_has_push),
    otherHiddenWords: hit.other_hidden_words ? (JSON.parse(hit.other_hidden_words) as string[]) : [],
    heldCommentWaiting: Boolean(hit.held_comment_waiting),
    ...(gate ? { counts: { mine: Number(hit.mine), theirs: Number(hit.theirs) } } : {}),
    replyTo:
      replyToId === null
        ? null
        : { id: replyToId, senderId: Number(hit.reply_sender_id), kind: hit.reply_kind!, content: hit.reply_content!, removedAt: null },
  };
}
