import { createContext, useContext, useEffect, useRef } from "react";
import type { ClientFrame } from "@ulfa/contracts";
import type { RealtimeConnection, RealtimeEvent, RealtimeEventType } from "./connection";

export const RealtimeContext = createContext<RealtimeConnection | null>(null);

/** Calls `handler` for every realtime event of `type` while the component is mounted. */
export function useRealtimeEvent<T extends RealtimeEventType>(type: T, handler: (event: Extract<RealtimeEvent, { type: T }>) => void): void {
  const connection = useContext(RealtimeContext);
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    if (!connection) return;
    return connection.subscribe((event) => {
      if (event.type === type) ref.current(event as Extract<RealtimeEvent, { type: T }>);
    });
  }, [connection, type]);
}

/** Sends a frame on the socket (dropped silently while disconnected). */
export function useRealtimeSend(): (frame: ClientFrame) => void {
  const connection = useContext(RealtimeContext);
  return (frame) => connection?.send(frame);
}
