import { z } from "zod";
import { callEndReasonSchema, callIdSchema, callKindSchema, callSdpSchema, iceCandidateSchema } from "./calls";
import { messageSchema } from "./chat";
import { CALL_RING_TIMEOUT_MS, HEARTBEAT_HIDDEN_MS, HEARTBEAT_VISIBLE_MS } from "./constants";
import { unreadCountsSchema } from "./notifications";
import { genderSchema } from "./user";

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
  z
    .object({ type: z.literal("call_offer"), matchId: id.positive(), callId: callIdSchema, kind: callKindSchema, sdp: callSdpSchema })
    .describe(
      `Calls the other member of the match (WebRTC offer). They get \`call_incoming\` on every tab; answered by \`call_end\` reason busy/refused when they cannot be called. Rings for ${CALL_RING_TIMEOUT_MS / 1000} s, then both get \`call_end\` reason missed.`,
    ),
  z
    .object({ type: z.literal("call_answer"), matchId: id.positive(), callId: callIdSchema, sdp: callSdpSchema })
    .describe("Accepts a call (WebRTC answer); the caller gets `call_answer`, the callee's own tabs `call_end` reason answered (the answering tab keeps the call, the others stop ringing)."),
  z
    .object({ type: z.literal("call_ice"), matchId: id.positive(), callId: callIdSchema, candidate: iceCandidateSchema })
    .describe("An ICE candidate for the call; relayed to the other member as `call_ice`."),
  z.object({ type: z.literal("call_decline"), matchId: id.positive(), callId: callIdSchema }).describe("Refuses a ringing call; the caller (and the callee's other tabs) get `call_end` reason declined."),
  z.object({ type: z.literal("call_hangup"), matchId: id.positive(), callId: callIdSchema }).describe("Ends the call (or stops ringing); the other member gets `call_end` reason hangup."),
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
  z.object({ type: z.literal("photo_access"), matchId: id, revealed: z.boolean() })
    .describe("The other member of the match revealed their private photos to you, or blurred them again: refetch the match."),
  z
    .object({ type: z.literal("read"), matchId: id, readerId: id, readAt: z.string() })
    .describe("The other member read the conversation up to now (only when they allow read receipts)."),
  z.object({ type: z.literal("unread"), ...unreadCountsSchema.shape }).describe("New unread counts: matches not yet opened, messages not yet read."),
  z
    .object({ type: z.literal("match"), matchId: id, user: z.object({ id, name: z.string(), profilePhoto: z.string().nullable(), gender: genderSchema }).optional() })
    .describe("A new mutual like: the match and the other member's card (their gender, public on every profile, words the match dialog's Arabic)."),
  z
    .object({ type: z.literal("call_incoming"), matchId: id, callId: callIdSchema, callerId: id, kind: callKindSchema, sdp: callSdpSchema })
    .describe("The other member of the match is calling (WebRTC offer): ring until `call_end`, answer with `call_answer` or `call_decline`."),
  z.object({ type: z.literal("call_answer"), matchId: id, callId: callIdSchema, sdp: callSdpSchema }).describe("The callee accepted (WebRTC answer)."),
  z.object({ type: z.literal("call_ice"), matchId: id, callId: callIdSchema, candidate: iceCandidateSchema }).describe("An ICE candidate from the other member."),
  z
    .object({ type: z.literal("call_end"), matchId: id, callId: callIdSchema, reason: callEndReasonSchema })
    .describe(
      "The call is over: hung up, declined, missed (nobody answered in time), busy (already in a call), refused (not your match, or blocked), unmatched (the match ended), answered (to the callee's own tabs: one of them took it). The call's entry in the conversation comes as a `message`.",
    ),
  z.object({ type: z.literal("signed_out") }).describe("The member's sessions were ended server-side (e.g. suspension); the socket closes next with 4401."),
]);
export type ServerEvent = z.infer<typeof serverEventSchema>;
export type ServerEventType = ServerEvent["type"];

