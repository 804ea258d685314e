import { z } from "zod";
import { messageSchema } from "./chat";
import { HEARTBEAT_HIDDEN_MS, HEARTBEAT_VISIBLE_MS } from "./constants";
import { unreadCountsSchema } from "./notifications";

// The /ws protocol. Each object's description is its line in docs/websocket.md (`npm run docs:ws`).

const id = z.number().int();

/** Frames the browser sends on /ws (one JSON object per frame; anything else is ignored). */
export const clientFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("hello") }).describe("Asks who the socket is signed in as; answered by `hello`."),
  z
    .object({ type: z.literal("ping") })
    .describe(
      `Heartbeat, every ${HEARTBEAT_VISIBLE_MS / 1000} s while the tab is visible and every ${HEARTBEAT_HIDDEN_MS / 1000} s while hidden; answered by \`pong\`, keeps the member online.`,
    ),
  z.object({ type: z.literal("typing"), matchId: id.positive() }).describe("The member is typing in this match; the other member gets `typing`."),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** Events the server pushes on /ws (one JSON object per frame). */
export const serverEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("pong") }).describe("Answer to `ping`."),
  z.object({ type: z.literal("hello"), userId: id }).describe("Answer to `hello`: the signed-in member's id."),
  z
    .object({ type: z.literal("ready"), userId: id })
    .describe("Sent once the server has registered the socket (counted online, subscribed to the member's events); a client is connected from then on."),
  z
    .object({ type: z.literal("message"), matchId: id, message: messageSchema })
    .describe("A new chat message in one of the member's matches, to both members (every open tab of the sender too)."),
  z
    .object({ type: z.literal("message_updated"), matchId: id, message: messageSchema })
    .describe("A message changed (a reaction, unsent, its photo viewed): the whole message as the member sees it now, to both members."),
  z.object({ type: z.literal("typing"), matchId: id, userId: id }).describe("The other member of the match is typing (the web app shows it for a few seconds)."),
  z.object({ type: z.literal("presence"), userId: id, online: z.boolean() }).describe("A match came online or went offline (only when they show their online status)."),
  z.object({ type: z.literal("unmatched"), matchId: id }).describe("The match ended (unmatch or block); its chat is gone."),
  z
    .object({ type: z.literal("read"), matchId: id, readerId: id, readAt: z.string() })
    .describe("The other member read the conversation up to now (only when they allow read receipts)."),
  z.object({ type: z.literal("unread"), ...unreadCountsSchema.shape }).describe("New unread counts: matches not yet opened, messages not yet read."),
  z
    .object({ type: z.literal("match"), matchId: id, user: z.object({ id, name: z.string(), profilePhoto: z.string().nullable() }).optional() })
    .describe("A new mutual like: the match and the other member's card."),
  z.object({ type: z.literal("signed_out") }).describe("The member's sessions were ended server-side (e.g. suspension); the socket closes next with 4401."),
]);
export type ServerEvent = z.infer<typeof serverEventSchema>;
export type ServerEventType = ServerEvent["type"];

