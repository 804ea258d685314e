import type { RealtimeEvent } from "../../realtime/connection";

/** The realtime events that belong to a call. */
export type CallEvent = Extract<RealtimeEvent, { type: "call_incoming" | "call_answer" | "call_ice" | "call_end" }>;

const CALL_EVENTS = new Set<string>(["call_incoming", "call_answer", "call_ice", "call_end"]);

export const isCallEvent = (event: RealtimeEvent): event is CallEvent => CALL_EVENTS.has(event.type);
