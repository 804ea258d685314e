import type { CallKind } from "@ulfa/contracts";
import type { CallsApi } from "./context";
import type { CallEvent } from "./events";

// The shapes the call code shares, apart from the modules that use them: the host (always loaded)
// and the call code it loads on demand (CallProvider and its screens) both name them.

/** The call of this tab: ringing out, ringing in, or answered. */
export interface CallState {
  phase: "outgoing" | "incoming" | "active";
  callId: string;
  matchId: number;
  kind: CallKind;
  otherName: string;
  /** The other member's gender, for the texts about them (i18n/gender.ts). */
  otherGender?: string;
  /** When the call was answered (Date.now()), for its duration. */
  answeredAt: number | null;
}

/** What the loaded call code (CallProvider.tsx) hands the host: placing a call and the call events. */
export interface CallsEngine {
  start: CallsApi["start"];
  receive(event: CallEvent): void;
}
