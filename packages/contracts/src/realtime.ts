import { z } from "zod";
import type { ChatMessage } from "./chat";
import type { UnreadCounts } from "./notifications";

/** Frames the browser sends on /ws. */
export const clientFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("hello") }),
  z.object({ type: z.literal("ping") }),
  z.object({ type: z.literal("typing"), matchId: z.number().int().positive() }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** Events the server pushes on /ws (one JSON object per frame). */
export type ServerEvent =
  | { type: "pong" }
  | { type: "hello"; userId: number }
  | { type: "message"; matchId: number; message: ChatMessage }
  | { type: "typing"; matchId: number; userId: number }
  | { type: "presence"; userId: number; online: boolean }
  | { type: "unmatched"; matchId: number }
  | { type: "read"; matchId: number; readerId: number; readAt: string }
  | ({ type: "unread" } & UnreadCounts)
  | { type: "match"; matchId: number; user?: unknown }
  /** The member's sessions were ended server-side (e.g. suspension); the socket closes next. */
  | { type: "signed_out" };
export type ServerEventType = ServerEvent["type"];

/** Server drops sockets silent for longer than this many hidden-tab heartbeats. */
export const SOCKET_SILENT_HEARTBEATS = 3;
export const TYPING_INDICATOR_MS = 4000;
/** Client reconnect backoff: starts at min, doubles, capped at max. */
export const RECONNECT_MIN_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;
/** Redis presence keys expire unless refreshed by heartbeats (heals after an instance crash). */
export const PRESENCE_TTL_MS = 4 * 60 * 1000;
