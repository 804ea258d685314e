import { createContext, useContext } from "react";
import type { CallKind } from "@ulfa/contracts";

export interface CallsApi {
  /** Calls the other member of a match; ignored while a call is ringing or in progress. */
  start(matchId: number, otherName: string, kind: CallKind): void;
  /** A call is ringing or in progress in this tab. */
  busy: boolean;
}

export const CallsContext = createContext<CallsApi | null>(null);

/** The calls of this tab (null outside the provider, e.g. in the prerendered pages). */
export const useCalls = () => useContext(CallsContext);
