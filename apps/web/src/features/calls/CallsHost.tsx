import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { RealtimeContext } from "../../realtime/context";
import { CallsContext, type CallsApi } from "./context";
import { isCallEvent, type CallEvent } from "./events";
import type { CallsEngine } from "./types";

type Pending = CallEvent | { type: "start"; args: Parameters<CallsApi["start"]> };

// WebRTC, the call screen, its dialog and icons: loaded when a call starts or rings, not with the app.
const CallProvider = lazy(() => import("./CallProvider"));

/**
 * Voice and video calls for the signed-in app, without their code on the first visit. The host is
 * always mounted (so a call rings whatever page is open): it listens for call events on the realtime
 * socket and, on the first ringing call or the first call placed, loads the call code and hands it
 * what it kept meanwhile (the offer, early ICE candidates, a hang-up), in order.
 */
export function CallsHost({ children }: { children: ReactNode }) {
  const connection = useContext(RealtimeContext);
  const [wanted, setWanted] = useState(false);
  const [busy, setBusy] = useState(false);
  const engine = useRef<CallsEngine | null>(null);
  const pending = useRef<Pending[]>([]);

  useEffect(() => {
    if (!connection) return;
    return connection.subscribe((event) => {
      if (!isCallEvent(event)) return;
      if (engine.current) return engine.current.receive(event);
      // Before the code is here only a ringing call matters; later events of that call are kept with it.
      if (event.type !== "call_incoming" && pending.current.length === 0) return;
      pending.current.push(event);
      setWanted(true);
    });
  }, [connection]);

  const attach = useCallback((loaded: CallsEngine | null) => {
    engine.current = loaded;
    if (!loaded) return;
    for (const item of pending.current.splice(0)) {
      if (item.type === "start") loaded.start(...item.args);
      else loaded.receive(item);
    }
  }, []);

  const start = useCallback<CallsApi["start"]>((...args) => {
    if (engine.current) return engine.current.start(...args);
    pending.current.push({ type: "start", args });
    setWanted(true);
  }, []);

  const value = useMemo<CallsApi>(() => ({ start, busy }), [start, busy]);
  return (
    <CallsContext.Provider value={value}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <CallProvider attach={attach} onBusy={setBusy} />
        </Suspense>
      )}
    </CallsContext.Provider>
  );
}
