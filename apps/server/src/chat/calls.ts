import { callKindSchema, callOutcomeSchema, type CallKind, type CallOutcome, type CallSummary } from "@ulfa/contracts";
import type { MessageRow } from "../db/schema";

// A call entry is a message of kind "call": `content` holds "<kind>:<outcome>" (e.g. "video:completed")
// and media_duration_ms the length of an answered call, so no column had to be added for calls.

export const callContent = (kind: CallKind, outcome: CallOutcome): string => `${kind}:${outcome}`;

/** The call of a "call" message, or null (another kind, or an unreadable row). */
export function callSummaryOf(row: Pick<MessageRow, "kind" | "content" | "mediaDurationMs">): CallSummary | null {
  if (row.kind !== "call") return null;
  const [kind, outcome] = row.content.split(":");
  const k = callKindSchema.safeParse(kind);
  const o = callOutcomeSchema.safeParse(outcome);
  if (!k.success || !o.success) return null;
  return { kind: k.data, outcome: o.data, durationMs: o.data === "completed" ? (row.mediaDurationMs ?? 0) : null };
}
