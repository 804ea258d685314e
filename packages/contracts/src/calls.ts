import { z } from "zod";
import { CALL_ICE_CANDIDATE_MAX_LENGTH, CALL_SDP_MAX_LENGTH } from "./constants";

// Voice and video calls between the two members of a match (docs/features.md "Voice and video calls"). The media goes
// browser to browser (WebRTC); the server only relays the signalling on /ws and stores the outcome.

export const CALL_KINDS = ["video", "voice"] as const;
export const callKindSchema = z.enum(CALL_KINDS);
export type CallKind = z.infer<typeof callKindSchema>;

/** How a call ended, as stored in the conversation: answered (with its length), never answered, or refused. */
export const CALL_OUTCOMES = ["completed", "missed", "declined"] as const;
export const callOutcomeSchema = z.enum(CALL_OUTCOMES);
export type CallOutcome = z.infer<typeof callOutcomeSchema>;

/** Why the other side's call ended, as pushed in `call_end`. */
export const CALL_END_REASONS = ["hangup", "declined", "missed", "busy", "refused", "unmatched", "answered"] as const;
export const callEndReasonSchema = z.enum(CALL_END_REASONS);
export type CallEndReason = z.infer<typeof callEndReasonSchema>;

/** A call entry in the conversation (messages of kind "call"); the caller is the message's sender. */
export const callSummarySchema = z.object({
  kind: callKindSchema,
  outcome: callOutcomeSchema,
  /** From answer to hang-up; null unless completed. */
  durationMs: z.number().int().nullable(),
});
export type CallSummary = z.infer<typeof callSummarySchema>;

/** The client's own id for a call (crypto.randomUUID()), repeated on every frame of it. */
export const callIdSchema = z.string().uuid();
export const callSdpSchema = z.string().min(1).max(CALL_SDP_MAX_LENGTH);
/** RTCIceCandidateInit as the browser produces it. */
export const iceCandidateSchema = z
  .object({
    candidate: z.string().max(CALL_ICE_CANDIDATE_MAX_LENGTH),
    sdpMid: z.string().max(64).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
    usernameFragment: z.string().max(256).nullable().optional(),
  })
  .strict();

/** RTCIceServer: STUN/TURN servers the browsers use to find a path to each other (ICE_SERVERS). */
export const iceServerSchema = z.object({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/** GET /api/calls/config: what a signed-in member's browser needs to place or answer a call. */
export const callConfigSchema = z.object({ iceServers: z.array(iceServerSchema) });
export type CallConfig = z.infer<typeof callConfigSchema>;
